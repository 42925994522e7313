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
export type ControlKind = 'html-first' | 'js' | 'form';

export interface ShownByRole {
  role: 'button' | 'dialog' | 'status' | 'alert' | 'region';
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
