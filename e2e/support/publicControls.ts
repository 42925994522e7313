/**
 * Every interactive control of the public routes that does something on the page (links only
 * navigate: the browser does that without JavaScript), with what a reader sees when it worked.
 * Used by the early-input end-to-end tests and the bench's lost-tap budget (issue 22).
 *  - html-first: works without JavaScript (popover, <details>, links): its effect must show
 *    within 300 ms of the tap;
 *  - js: needs the page's code (held by the early-capture script until then);
 *  - form: filled and submitted; `fill` maps field labels to values (UNIQUE_EMAIL: a fresh
 *    address per use).
 * A control whose markup becomes HTML-first changes its kind here.
 */
import type { Locator, Page } from '@playwright/test';

export type ControlKind = 'html-first' | 'js' | 'form';

export interface ShownByRole {
  role: 'button' | 'dialog' | 'status' | 'alert' | 'region' | 'heading';
  name: string;
}

export interface PublicControl {
  route: string;
  /** A button by its accessible name, or (by: 'text') an element by its text, e.g. a <summary>. */
  by?: 'role' | 'text';
  role: 'button';
  name: string;
  kind: ControlKind;
  /** What shows when the control worked: an element by role and name, or a text. */
  effect: { shows: ShownByRole } | { text: string };
  fill?: Record<string, string>;
}

export const UNIQUE_EMAIL = '{unique-email}';

const MARKETING_ROUTES = [
  '/',
  '/about',
  '/pricing',
  '/help',
  '/privacy',
  '/terms',
  '/delete-account',
  '/become-a-writer',
];

const menu = (route: string): PublicControl => ({
  route,
  role: 'button',
  name: 'Menu',
  kind: 'html-first',
  effect: { shows: { role: 'dialog', name: 'Menu' } },
});

/** A pause button (WCAG 2.2.2) turns into the play button of the same thing. */
const pause = (route: string, what: string, action: 'Pause' | 'Play' = 'Pause'): PublicControl => ({
  route,
  role: 'button',
  name: `${action} ${what}`,
  kind: 'js',
  effect: { shows: { role: 'button', name: `${action === 'Pause' ? 'Play' : 'Pause'} ${what}` } },
});

const showPassword = (route: string): PublicControl => ({
  route,
  role: 'button',
  name: 'Show password',
  kind: 'js',
  effect: { shows: { role: 'button', name: 'Hide password' } },
});

export const PUBLIC_CONTROLS: readonly PublicControl[] = [
  ...MARKETING_ROUTES.map(menu),
  pause('/', 'typing animation'),
  pause('/', 'video', 'Play'),
  {
    route: '/',
    by: 'text',
    role: 'button',
    name: 'What is Thrive?',
    kind: 'html-first',
    effect: {
      text: 'Thrive is a mental health and wellness community for young people across Africa.',
    },
  },
  pause('/', 'testimonials'),
  {
    route: '/',
    role: 'button',
    name: 'Stay updated',
    kind: 'form',
    fill: { 'Email address': UNIQUE_EMAIL },
    effect: { text: 'Almost there! Please check your inbox' },
  },
  pause('/about', 'rotating faces'),
  pause('/about', 'banner'),
  showPassword('/signup'),
  {
    route: '/signup',
    role: 'button',
    name: 'Create Account',
    kind: 'form',
    fill: {
      'First name': 'Ada',
      'Last name': 'Obi',
      Email: UNIQUE_EMAIL,
      Password: 'calm-river-42',
      'Confirm password': 'calm-river-42',
      'Year of birth': '2000',
    },
    effect: { shows: { role: 'heading', name: 'Verify your e-mail' } },
  },
  showPassword('/login'),
  {
    route: '/login',
    role: 'button',
    name: 'Log in',
    kind: 'form',
    fill: { Email: UNIQUE_EMAIL, Password: 'not-a-reader-42' },
    // An unknown reader: the error modal (SPEC section 8, its title as the spec spells it).
    effect: { shows: { role: 'dialog', name: 'An error has occured' } },
  },
];

/**
 * A story page's reader controls (issue 42), tapped signed out on the story the page's list
 * links to first (`route` is the page's key; the bench taps them at each address it matches).
 * Like asks a signed-out reader to log in; Save keeps the story on the phone.
 */
export const STORY_PAGE_CONTROLS: readonly PublicControl[] = [
  {
    route: '/stories/:slug',
    role: 'button',
    name: 'Like',
    kind: 'js',
    effect: { text: 'Please log in to like stories and answers.' },
  },
  {
    route: '/stories/:slug',
    role: 'button',
    name: 'Save',
    kind: 'js',
    effect: { shows: { role: 'button', name: 'Saved' } },
  },
];

/** The control on the page. */
export const controlOn = (page: Page, control: PublicControl): Locator =>
  (control.by === 'text'
    ? page.getByText(control.name, { exact: true })
    : page.getByRole(control.role, { name: control.name, exact: true })
  ).first();

/** What shows when the control worked. */
export const effectOn = (page: Page, control: PublicControl): Locator =>
  'text' in control.effect
    ? page.getByText(control.effect.text).filter({ visible: true }).first()
    : page.getByRole(control.effect.shows.role, { name: control.effect.shows.name, exact: true });

/** Types the control's form fields as a reader would, as soon as each is there. */
export async function fillFieldsOf(page: Page, control: PublicControl, timeout: number) {
  for (const [label, value] of Object.entries(control.fill ?? {})) {
    const text =
      value === UNIQUE_EMAIL
        ? `early.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
        : value;
    await page.getByLabel(label, { exact: true }).fill(text, { timeout });
  }
}
