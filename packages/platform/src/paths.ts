/**
 * Paths used for links between remotes (marketing links to sign-up, auth links back to help…).
 * A remote's own internal routes stay in the remote; any path one app links to on another
 * app is named here, so a moved page is changed once.
 */
export const paths = {
  home: '/',
  about: '/about',
  pricing: '/pricing',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  deleteAccount: '/delete-account',
  signup: '/signup',
  confirm: '/confirm',
  login: '/login',
  reset: '/reset',
  download: '/download',
  download2: '/download2',
  /** The signed-in reader's account: sessions, password, e-mail, second factor, deletion. */
  account: '/account',
  /** The stories remote's sections, linked from every public page's header and footer. */
  stories: '/stories',
  ask: '/ask',
  /** The signed-in reader's notifications inbox (the header's bell leads there). */
  notifications: '/notifications',
  /** How writers join (they are recruited by the team), and where their sign-in will be. */
  becomeWriter: '/become-a-writer',
  writersSignIn: '/become-a-writer#writers-sign-in',
  /** Linked from the crisis help on every page (issue 45); kept for offline by the shell's worker. */
  grounding: '/grounding',
  safetyPlan: '/safety-plan',
} as const;

export type LinkPath = (typeof paths)[keyof typeof paths];
