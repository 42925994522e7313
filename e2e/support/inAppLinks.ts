/**
 * The in-app links a reader follows and types right after (issue 47), with what they type and
 * how the next page shows it is there. On a slow phone the router keeps the page being left on
 * screen until the next page's code has arrived, so the text lands in the old page's fields;
 * the next page must take it. Used by e2e/typedAhead.spec.ts (which then sends each form) and
 * the bench's `typed-ahead` part (text lost, per link, on the Naija-2G phone).
 */
import { expect, type Page, type Route } from '@playwright/test';
import { emulatePhone, NAIJA_2G } from '../../test/phoneProfiles.ts';
import { hydrated } from './hydration.ts';
import type { ShownByRole } from './publicControls.ts';

export interface InAppLink {
  from: string;
  /** The button that shows the link first (the phone drawer's "Menu"), if it is not in view. */
  opensFirst?: string;
  /** The link's accessible name. */
  link: string;
  /** Field label → text, typed the moment after the tap ({email}: the case's address). */
  typed: Record<string, string>;
  /** Shows once the next page is there. */
  arrived: ShownByRole;
  /** The button that sends the next page's form: enabled once it has what was typed. */
  submit?: string;
}

export const TYPED_EMAIL = '{email}';
export const TYPED_PASSWORD = 'calm-river-42';

export const IN_APP_LINKS: readonly InAppLink[] = [
  {
    from: '/login',
    link: 'Forgot Password?',
    typed: { Email: TYPED_EMAIL },
    arrived: { role: 'heading', name: 'Reset Password' },
    submit: 'Next',
  },
  {
    from: '/login',
    link: 'Create account',
    typed: { Email: TYPED_EMAIL },
    arrived: { role: 'heading', name: 'Create account' },
  },
  {
    from: '/signup',
    link: 'Log in',
    typed: { Email: TYPED_EMAIL, Password: TYPED_PASSWORD },
    arrived: { role: 'heading', name: 'We missed You!' },
    submit: 'Log in',
  },
  {
    from: '/stories',
    opensFirst: 'Menu',
    link: 'Ask',
    typed: { 'Your question': 'How do I sleep well before exams?' },
    arrived: { role: 'region', name: 'Before you send' },
    submit: 'Send my question',
  },
];

/** The case's text for a field, with its address in place. */
export const typedText = (text: string, email: string) => (text === TYPED_EMAIL ? email : text);

/** Generous: a slowed page on a loaded 2-core machine takes long (no timing test). */
export const NEXT_PAGE_TIMEOUT = 60_000;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();

/**
 * Opens the case's page, waits until its link is React's (else the tap is a full page load),
 * slows the phone down to Naija-2G (CPU 6x, 250 kbit/s, 800 ms), taps the link and types at
 * once, as a reader does; then waits for the next page. The scripts the tap asks for (the next
 * page's code) are held until the typing is done when the page being left has the fields: on
 * that link they arrive seconds later anyway, and this way the keystrokes land before the page
 * changes on any machine, however fast or loaded. `origin`: the public site's.
 */
export async function tapAndType(
  page: Page,
  origin: string,
  link: InAppLink,
  email: string,
): Promise<void> {
  await page.goto(`${origin}${link.from}`, { timeout: NEXT_PAGE_TIMEOUT });
  // The drawer is a popover: it opens with no script, before or after hydration.
  if (link.opensFirst) await page.getByRole('button', { name: link.opensFirst }).click();
  // The link inside what opened (the drawer is a dialog of the button's name), else the page's.
  const scope = link.opensFirst ? page.getByRole('dialog', { name: link.opensFirst }) : page;
  const anchor = scope.getByRole('link', { name: link.link, exact: true });
  await hydrated(anchor);
  await emulatePhone(page.context(), page, NAIJA_2G);
  const held: Route[] = [];
  let holding = true;
  const release = async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  await page.route(/\.js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
  try {
    await anchor.click();
    const typed = Object.entries(link.typed);
    // The page being left has nothing to type into (/stories): the reader types once the next
    // page is there.
    if (!(await field(page, typed[0]![0]).isVisible())) await release();
    for (const [label, text] of typed)
      await field(page, label).fill(typedText(text, email), { timeout: NEXT_PAGE_TIMEOUT });
  } finally {
    await release();
  }
  await page
    .getByRole(link.arrived.role, { name: link.arrived.name, exact: true })
    .first()
    .waitFor({ timeout: NEXT_PAGE_TIMEOUT });
}

/** Whether the next page holds every text typed and (if any) its submit is enabled. */
export async function typedTextKept(page: Page, link: InAppLink, email: string): Promise<boolean> {
  for (const [label, text] of Object.entries(link.typed)) {
    if ((await field(page, label).inputValue()) !== typedText(text, email)) return false;
  }
  return link.submit
    ? page.getByRole('button', { name: link.submit, exact: true }).isEnabled()
    : true;
}

/** The same as an assertion, for the end-to-end tests. */
export async function expectTypedTextKept(page: Page, link: InAppLink, email: string) {
  for (const [label, text] of Object.entries(link.typed))
    await expect(field(page, label)).toHaveValue(typedText(text, email));
  if (link.submit)
    await expect(page.getByRole('button', { name: link.submit, exact: true })).toBeEnabled();
}
