/**
 * Web Push on a reader's phone (issue 46): opt-in, one switch per kind, stated once for the API
 * (services/reader-api/src/push), the service worker and the pages that offer it. A push says
 * only fixed words per kind (never a reader's words, a question's or comment's text, or anything
 * about self-harm) and the page it opens; the inbox keeps the rest.
 */

/** The kinds a reader can turn on or off, each one inbox notification kind. */
export const PUSH_KINDS = [
  'question_answered',
  'comment_published',
  'new_story',
  'announcement',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const isPushKind = (value: unknown): value is PushKind =>
  typeof value === 'string' && (PUSH_KINDS as readonly string[]).includes(value);

/** The browser's subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * POST /reader/push/subscription (signed in): this phone's subscription and the kinds wanted
 * (an empty list removes it). `data_saver`: the reader's data saver is on, so pushes carry no
 * image. `locale`: the page's language, the one the pushes are written in.
 */
export interface PushSubscribeRequest {
  subscription: PushSubscriptionKeys;
  kinds: PushKind[];
  data_saver: boolean;
  locale?: string;
}

/** The answer: what this phone will be told. */
export interface PushChoice {
  subscribed: boolean;
  kinds: PushKind[];
  data_saver: boolean;
}

/** What the service worker receives (decrypted) and shows. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** The page to open, on the site's origin (`/pcm/ask` for a Pidgin reader). */
  url: string;
  /** The app icon, left out when the reader's data saver is on. */
  icon?: string;
  /** The action that turns this kind off ("Turn off these notifications"). */
  turnOff: string;
  /** Where the worker turns the kind off (the API's absolute URL). */
  turnOffUrl: string;
}

/** A push announcement's delivery, as the console shows it. */
export interface PushDeliveryCounts {
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
}

export const PUSH_PATHS = {
  /** GET (anyone): the VAPID public key the browser subscribes with. */
  key: '/push/key',
  /** POST (signed in): subscribe this phone with these kinds, or change them. */
  subscription: '/reader/push/subscription',
  /** POST (signed in) {endpoint}: what this phone is subscribed to. */
  find: '/reader/push/subscription/find',
  /** POST (signed in) {endpoint}: no more pushes to this phone. */
  unsubscribe: '/reader/push/unsubscribe',
  /** POST (the notification's own action, no session) {endpoint, kind}: this kind off. */
  turnOff: '/push/turn-off',
  /** GET (admin): an announcement's pushes sent, delivered and failed. */
  announcement: (id: number) => `/admin/push/announcements/${id}`,
} as const;

/** The longest endpoint a push service gives (they are under 1 KB). */
export const PUSH_ENDPOINT_MAX = 2_048;
/** Phones one reader may subscribe (older ones go first). */
export const PUSH_SUBSCRIPTIONS_PER_READER = 10;
