/**
 * The inventory of every interactive control of the public routes (below), beside the
 * shorter list the early-input tests tap (publicControls.ts).
 */
import type { Page } from '@playwright/test';

/**
 * The whole inventory: every interactive control of every public route (marketing and auth
 * pages, links and fields included) and what it needs to work when used at first paint. Taken
 * from the accessibility tree of each route in Chromium at 390 and 1440 px, with and without
 * JavaScript; e2e/htmlFirst.spec.ts checks it against the pages (each control is there, the
 * html-first ones work with JavaScript disabled, the after-hydration ones are absent before it)
 * and checks that PUBLIC_CONTROLS (publicControls.ts) agrees with it.
 *
 * kind:
 * - 'html-first': works with no JavaScript at all (links, in-page anchors, the popover drawer,
 *   the `<details name>` FAQ, native form fields and — per the forms contract — the submit of a
 *   form the server handles); its effect shows within 300 ms of the tap.
 * - 'replayed': needs JavaScript and is in the prerendered page; the shell's early-capture script
 *   holds a tap that lands before hydration, shows it busy, and replays it once (effect ≤ 15 s).
 * - 'after-hydration': needs JavaScript and is not in the page until it works (its room is kept:
 *   no layout shift), so nobody can tap it early.
 */
export type InventoryKind = 'html-first' | 'replayed' | 'after-hydration';

/** What the reader sees happen after one tap (or, for a text field, after typing). */
export type InventoryEffect =
  /** The page at this path (search and hash included) is shown. */
  | { type: 'navigates'; to: string }
  /** Something is opened: an element with this role and name becomes visible. */
  | { type: 'shows'; role: 'dialog' | 'region'; name: string }
  /** The answer of an FAQ question (a `<details>`) opens and shows this text. */
  | { type: 'discloses'; text: string }
  /** The control's own name changes (a toggle: "Pause …" becomes "Play …"). */
  | { type: 'renames'; to: string }
  /** A carousel shows other slides (the writers' names in view change). */
  | { type: 'slides' }
  /** The field holds what was typed. */
  | { type: 'types' }
  /** The field is ticked. */
  | { type: 'checks' }
  /** The password becomes readable (the eye's name changes to "Hide password"). */
  | { type: 'reveals' }
  /** The form (forms contract `data-thrive-form` id) is submitted: its result or its messages show. */
  | { type: 'submits'; form: string }
  /** Leaves the site (a phone call, an e-mail, a new tab): not followed by tests. */
  | { type: 'external'; href: string };

export type InventoryRole = 'link' | 'button' | 'textbox' | 'checkbox';

export interface InventoryControl {
  /** Path (with a query where the page needs one) the control is on. */
  route: string;
  /** Accessible role and name, as `page.getByRole(role, { name, exact: true })` finds it. */
  role: InventoryRole;
  name: string;
  kind: InventoryKind;
  effect: InventoryEffect;
  /** Shown only on a phone (≤ 959 px: the menu button) or a desktop (the inline header links). */
  viewport?: 'phone' | 'desktop';
  /** When the same role and name occur more than once on the page: which one (0-based). */
  nth?: number;
  /**
   * For a control Playwright gives no role (a `<summary>`, exposed by Chromium as a disclosure
   * triangle): the CSS selector that finds it. `role` then says how a reader would call it.
   */
  css?: string;
}

/** The locator of a control, ready to click, fill or check. */
export function locateInventoryControl(page: Page, control: InventoryControl) {
  const found = control.css
    ? page.locator(control.css)
    : page.getByRole(control.role, { name: control.name, exact: true });
  return found.nth(control.nth ?? 0);
}

const link = (
  route: string,
  name: string,
  to: string,
  extra: Partial<InventoryControl> = {},
): InventoryControl => ({
  route,
  role: 'link',
  name,
  kind: 'html-first',
  effect: to.startsWith('/') ? { type: 'navigates', to } : { type: 'external', href: to },
  ...extra,
});

/** A link that opens its page in a new tab (not followed by tests). */
const newTab = (route: string, name: string, href: string): InventoryControl => ({
  ...link(route, name, href),
  effect: { type: 'external', href },
});

const field = (
  route: string,
  name: string,
  extra: Partial<InventoryControl> = {},
): InventoryControl => ({
  route,
  role: 'textbox',
  name,
  kind: 'html-first',
  effect: { type: 'types' },
  ...extra,
});

const submit = (route: string, name: string, form: string): InventoryControl => ({
  route,
  role: 'button',
  name,
  kind: 'html-first',
  effect: { type: 'submits', form },
});

/** A pause button of moving content: prerendered, needs JavaScript, so held and replayed. */
const pauseButton = (route: string, what: string): InventoryControl => ({
  route,
  role: 'button',
  name: `Pause ${what}`,
  kind: 'replayed',
  effect: { type: 'renames', to: `Play ${what}` },
});

const CRISIS_LINE = (route: string) => link(route, 'Call 112', 'tel:112');

/**
 * The site's one header and footer (UI kit, issue 44) as every public page but the sign-in
 * pages has them: crisis line (shell), skip link (its words are the page's remote's), header,
 * drawer button, footer.
 */
function siteFrame(route: string, skip = 'Skip to content'): InventoryControl[] {
  return [
    CRISIS_LINE(route),
    link(route, skip, `${route.split('?')[0]}#main`),
    link(route, 'Thrive home page', '/', { nth: 0 }),
    ...[
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Help', '/help'],
      ['Stories', '/stories'],
      ['Ask', '/ask'],
    ].map(([name, to]) => link(route, name!, to!, { viewport: 'desktop' as const })),
    link(route, 'Log in', '/login'),
    link(route, 'Get Started', '/signup', { viewport: 'desktop' }),
    {
      route,
      role: 'button',
      name: 'Menu',
      kind: 'html-first',
      effect: { type: 'shows', role: 'dialog', name: 'Menu' },
      viewport: 'phone',
    },
    // The footer (SPEC section 2, with Stories and Ask). Its first "Home"… on a desktop is the
    // header's: footer links are the last of their name on the page. Both writers' entries
    // lead to how writers join (there is no writers' sign-in yet).
    ...[
      ['Download the app', '/#download'],
      ['FAQ', '/#faq'],
      ['Sign up', '/signup'],
      ['Get started', '/signup'],
      ['Become a writer', '/become-a-writer'],
      ['Terms of Use', '/terms'],
      ['Delete your account', '/delete-account'],
    ].map(([name, to]) => link(route, name!, to!)),
  ];
}

const marketingFrame = (route: string) => siteFrame(route);

/** The sign-in pages' frame (their own split layout: brand, language switch, short footer). */
function authFrame(route: string): InventoryControl[] {
  return [
    CRISIS_LINE(route),
    link(route, 'Skip to main content', `${route}#main`),
    link(route, 'Thrive home page', '/'),
    link(route, 'Privacy', '/privacy'),
  ];
}

const FAQ_QUESTIONS: [question: string, answerStart: string][] = [
  ['What is Thrive?', 'Thrive is a mental health and wellness community for young people'],
  ['Do writers get paid?', 'Yes. Writers on Thrive get paid'],
  ['How do I become a writer or consultant?', 'Writers and consultants are recruited'],
  ['What kind of stories will I find?', 'Readers have a wide variety of stories to choose from'],
  ['Can I ask a question anonymously?', 'Yes. You can ask openly or anonymously.'],
];

/** The writer cards of the home page (remotes/marketing/src/writers/writers.ts): name, username. */
export const HOME_WRITERS: [name: string, username: string][] = [
  ['Chiamaka Obi', 'chiamaka.obi'],
  ['Tunde Adeyemi', 'tunde.adeyemi'],
  ['Zainab Bello', 'zainab.bello'],
  ['Emeka Nwosu', 'emeka.nwosu'],
  ['Ifeoma Okafor', 'ifeoma.okafor'],
];

const HOME: InventoryControl[] = [
  ...marketingFrame('/'),
  link('/', 'Get Started', '/signup', { nth: 0, viewport: 'phone' }),
  link('/', 'How it works', '/#how-it-works'),
  pauseButton('/', 'typing animation'),
  link('/', 'Create your free account', '/signup'),
  field('/', 'Your e-mail address'),
  submit('/', "Tell me when it's out", 'app-updates'),
  {
    route: '/',
    role: 'button',
    name: 'Play video',
    kind: 'replayed',
    effect: { type: 'renames', to: 'Pause video' },
  },
  // The writers: a list of links in the page, with or without JavaScript; once near the screen
  // after hydration, the carousel (its library) takes its place with the same cards, and these
  // buttons.
  ...HOME_WRITERS.map(([name, username]) =>
    link('/', `Start Reading stories by ${name}`, `/writers/${username}`),
  ),
  {
    route: '/',
    role: 'button',
    name: 'Next writers',
    kind: 'after-hydration',
    effect: { type: 'slides' },
  },
  {
    route: '/',
    role: 'button',
    name: 'Previous writers',
    kind: 'after-hydration',
    effect: { type: 'slides' },
  },
  link('/', 'Start Writing', '/become-a-writer'),
  pauseButton('/', 'testimonials'),
  ...FAQ_QUESTIONS.map(([question, answer], index): InventoryControl => ({
    route: '/',
    role: 'button',
    name: question,
    css: `#faq details:nth-of-type(${index + 1}) > summary`,
    kind: 'html-first',
    effect: { type: 'discloses', text: answer },
  })),
  field('/', 'Email address'),
  submit('/', 'Stay updated', 'newsletter'),
];

/** A legal page's table of contents: [heading, anchor id] pairs. */
const LEGAL_TOC = (route: string, entries: [heading: string, id: string][]) =>
  entries.map(([heading, id]) => link(route, heading, `${route}#${id}`));

const EMAIL_LINK_PAGE = (route: string, button: string, form: string): InventoryControl[] => [
  ...marketingFrame(route),
  submit(route, button, form),
  link(route, 'Not now', '/'),
];

export const CONTROL_INVENTORY: readonly InventoryControl[] = [
  ...HOME,
  ...marketingFrame('/about'),
  pauseButton('/about', 'rotating faces'),
  pauseButton('/about', 'banner'),
  ...marketingFrame('/pricing'),
  link('/pricing', 'Get in touch', '/help'),
  ...marketingFrame('/help'),
  link('/help', '112', 'tel:112'),
  field('/help', 'Name'),
  field('/help', 'Email'),
  field('/help', 'Phone number (optional)'),
  field('/help', 'Subject (optional)'),
  field('/help', 'Message'),
  submit('/help', 'Send Message', 'contact'),
  link('/help', 'Request account deletion', '/delete-account'),
  link('/help', 'Read our Privacy Policy', '/privacy'),
  ...marketingFrame('/privacy'),
  ...LEGAL_TOC('/privacy', [
    ['1. Information We Collect', 'information-we-collect'],
    ['2. How We Use Your Information', 'how-we-use'],
    ['3. How We Share Your Information', 'sharing'],
    ['4. Data Retention', 'retention'],
    ['5. Your Choices and Controls', 'your-controls'],
    ["6. Children's Privacy", 'children'],
    ['7. Security', 'security'],
    ['8. Third-Party Links', 'third-party-links'],
    ['9. Updates to This Policy', 'updates'],
    ['10. Contact Us', 'contact'],
  ]),
  link('/privacy', 'privacy@thrive.example', 'mailto:privacy@thrive.example'),
  link('/privacy', 'Contact Us', '/help'),
  ...marketingFrame('/terms'),
  ...LEGAL_TOC('/terms', [
    ['1. Who Can Join', 'who-can-join'],
    ['2. Thrive Is Not an Emergency Service', 'not-an-emergency-service'],
    ['3. Community Guidelines', 'community-guidelines'],
    ['4. Anonymous Posts', 'anonymous-posts'],
    ['5. Writers and Consultants', 'writers-and-consultants'],
    ['6. Premium', 'premium'],
    ['7. Your Content', 'your-content'],
    ['8. When Something Goes Wrong', 'moderation'],
    ['9. Changes to These Terms', 'changes'],
    ['10. Contact Us', 'contact'],
  ]),
  link('/terms', 'Contact Us', '/help'),
  ...marketingFrame('/delete-account'),
  field('/delete-account', 'Full name'),
  field('/delete-account', 'Email address'),
  field('/delete-account', 'Reason for leaving (optional)'),
  {
    route: '/delete-account',
    role: 'checkbox',
    name: 'I understand that this will permanently delete my account and all related data.',
    kind: 'html-first',
    effect: { type: 'checks' },
  },
  submit('/delete-account', 'Request deletion', 'deletion-request'),
  ...EMAIL_LINK_PAGE('/delete-account/confirm?token=t', 'Confirm deletion', 'deletion-confirm'),
  ...EMAIL_LINK_PAGE('/delete-account/cancel?token=t', 'Cancel the deletion', 'deletion-cancel'),
  ...EMAIL_LINK_PAGE(
    '/newsletter/confirm?token=t',
    'Confirm my subscription',
    'newsletter-confirm',
  ),
  ...EMAIL_LINK_PAGE('/newsletter/unsubscribe?token=t', 'Unsubscribe', 'newsletter-unsubscribe'),
  ...marketingFrame('/become-a-writer'),
  link('/become-a-writer', 'Write to us', '/help?subject=Becoming%20a%20writer%20or%20consultant'),
  ...marketingFrame('/no-such-page'),
  link('/no-such-page', 'Go to the home page', '/'),
  link('/no-such-page', 'Get help', '/help'),

  ...authFrame('/signup'),
  field('/signup', 'First name'),
  field('/signup', 'Last name'),
  field('/signup', 'Email'),
  field('/signup', 'Password'),
  field('/signup', 'Confirm password'),
  field('/signup', 'Year of birth'),
  {
    route: '/signup',
    role: 'button',
    name: 'Show password',
    kind: 'after-hydration',
    effect: { type: 'reveals' },
  },
  submit('/signup', 'Create Account', 'signup'),
  newTab('/signup', 'Terms (opens in a new tab)', '/terms'),
  newTab('/signup', 'Privacy Policy (opens in a new tab)', '/privacy'),
  link('/signup', 'Log in', '/login'),
  ...authFrame('/login'),
  field('/login', 'Email'),
  field('/login', 'Password'),
  {
    route: '/login',
    role: 'button',
    name: 'Show password',
    kind: 'after-hydration',
    effect: { type: 'reveals' },
  },
  link('/login', 'Forgot Password?', '/reset'),
  // Needs the client-held session: captured before hydration and sent once it has (contract).
  {
    route: '/login',
    role: 'button',
    name: 'Log in',
    kind: 'replayed',
    effect: { type: 'submits', form: 'login' },
  },
  link('/login', 'Create account', '/signup'),
  ...authFrame('/reset'),
  field('/reset', 'Email'),
  submit('/reset', 'Next', 'reset-request'),
  link('/reset', 'Back to login', '/login'),
  ...siteFrame('/download2', 'Skip to main content'),
  field('/download2', 'Your e-mail address'),
  submit('/download2', "Tell me when it's out", 'app-updates'),
  link('/download2', 'Contact Us', '/help'),
  link('/download2', 'Log in', '/login'),
];

/**
 * Routes whose controls depend on what the browser holds, so are not listed above: /confirm
 * (the e-mail code of a sign-up in progress; without one it sends the reader to /signup) and
 * /download and /account (the signed-in reader's pages; signed out they show the login form
 * listed above).
 */
export const STATE_DEPENDENT_ROUTES = ['/confirm', '/download', '/account'] as const;
