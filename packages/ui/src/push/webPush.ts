/**
 * The page's side of Web Push (issue 46): whether this browser can get notifications, what
 * this phone is subscribed to, and changing it. Only ever called after the reader asked for it
 * (the offer after asking a question or following a writer, the switches on /account): nothing
 * here runs on a first visit, and the pages that use it load it on their own (lazy), so it adds
 * nothing to what `/` loads. The subscription is the shell's service worker's (it shows the
 * pushes: shell/src/serviceWorker/pushHandlers.ts).
 */
import { get, post } from '@thrive/api-client';
import { i18n } from '@thrive/i18n';
import { DATA_SAVER_ATTRIBUTE, PSEUDO_LOCALE } from '@thrive/platform';
import {
  PUSH_KINDS,
  PUSH_PATHS,
  type PushChoice,
  type PushKind,
} from '@thrive/reader-contract/community';
import { PUSH } from './pushCopy';

export type PushSupport = 'unsupported' | 'denied' | 'ask' | 'granted';

export const NOT_SUBSCRIBED: PushChoice = { subscribed: false, kinds: [], data_saver: false };

/** This browser's ability: iOS has PushManager only for a site added to the Home Screen. */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

/** The reader said no in the browser's prompt (or had blocked notifications before). */
export class PushBlocked extends Error {}

/** The service worker's registration; it is registered once the page is idle, so wait a bit. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error('no service worker')), 15_000),
  );
  return Promise.race([ready, late]);
}

const base64UrlBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  Boolean(a) && new Uint8Array(a!).every((byte, i) => byte === b[i]) && a!.byteLength === b.length;

const savingData = () => document.documentElement.getAttribute(DATA_SAVER_ATTRIBUTE) === 'on';

/** The page's language, the one pushes are written in (the pseudo-locale's is English). */
const pushLocale = () => (i18n.locale && i18n.locale !== PSEUDO_LOCALE ? i18n.locale : undefined);

/** What this phone is subscribed to now (nothing when it has no subscription). */
export async function currentChoice(): Promise<PushChoice> {
  if (pushSupport() === 'unsupported') return NOT_SUBSCRIBED;
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return NOT_SUBSCRIBED;
  return post<PushChoice>(PUSH_PATHS.find, { endpoint: subscription.endpoint }, PUSH.failed);
}

/**
 * This phone gets exactly `kinds` from now on: asks the browser's permission when it has not
 * got it (after the reader's tap, never on its own), subscribes with the API's VAPID key and
 * sends the subscription with the kinds, the data saver and the language. No kinds: the
 * subscription ends, on the API and in the browser.
 */
export async function choose(kinds: readonly PushKind[]): Promise<PushChoice> {
  const worker = await registration();
  let subscription = await worker.pushManager.getSubscription();
  if (kinds.length === 0) {
    if (!subscription) return NOT_SUBSCRIBED;
    const answer = await post<PushChoice>(
      PUSH_PATHS.unsubscribe,
      { endpoint: subscription.endpoint },
      PUSH.failed,
    );
    await subscription.unsubscribe().catch(() => false);
    return answer;
  }
  if (Notification.permission !== 'granted') {
    if ((await Notification.requestPermission()) !== 'granted') throw new PushBlocked();
  }
  const { public_key } = await get<{ public_key: string }>(PUSH_PATHS.key, PUSH.failed);
  const key = base64UrlBytes(public_key);
  // A subscription made with another key (the API's keys changed) cannot be pushed to.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  return post<PushChoice>(
    PUSH_PATHS.subscription,
    {
      subscription: { endpoint, keys },
      kinds: PUSH_KINDS.filter((kind) => kinds.includes(kind)),
      data_saver: savingData(),
      ...(pushLocale() ? { locale: pushLocale() } : {}),
    },
    PUSH.failed,
  );
}

/** Adds one kind to what this phone gets (the offer's "Yes"). */
export async function addKind(kind: PushKind): Promise<PushChoice> {
  const current = await currentChoice().catch(() => NOT_SUBSCRIBED);
  return choose([...current.kinds.filter((other) => other !== kind), kind]);
}

const DISMISSED_KEY = 'thrive-push-offer-dismissed';

/** "Not now": the offer of that kind is not shown on this phone again. */
export function dismissOffer(kind: PushKind): void {
  try {
    const dismissed = new Set(JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]') as string[]);
    dismissed.add(kind);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissed]));
  } catch {
    // Storage off: the offer may come back on a later page; nothing else changes.
  }
}

export function offerDismissed(kind: PushKind): boolean {
  try {
    return (JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown[]).includes(kind);
  } catch {
    return false;
  }
}
