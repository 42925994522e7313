/// <reference lib="webworker" />
/**
 * Web Push in the shell's service worker (issue 46):
 * - `push`: shows the notification the API sent (decrypted by the browser): the kind's fixed
 *   words, the app icon unless the reader's data saver was on, and one action, "Turn off these
 *   notifications". A push that is not ours (no JSON of that shape) shows nothing.
 * - `notificationclick`: the action turns that kind off for this phone (POST to the API with
 *   the subscription's endpoint, which proves the phone; the last kind off ends the browser's
 *   subscription too); a tap elsewhere opens the push's page, focusing a Thrive tab already
 *   showing it, else navigating one of Thrive's tabs, else opening a new one.
 */
import type { PushKind, PushPayload } from '@thrive/reader-contract/community';

/** The notification's action that turns its kind off. */
export const TURN_OFF_ACTION = 'turn-off';

interface NotificationData {
  kind: PushKind;
  url: string;
  turnOffUrl: string;
}

const KINDS = new Set(['question_answered', 'comment_published', 'new_story', 'announcement']);

/** The payload, if it is one of ours: words, a page of this site, the turn-off endpoint. */
export function readPayload(text: string | null | undefined, origin: string): PushPayload | null {
  let value: Partial<PushPayload>;
  try {
    value = JSON.parse(text ?? '') as Partial<PushPayload>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const strings = [value.title, value.body, value.url, value.turnOff, value.turnOffUrl];
  if (!KINDS.has(String(value.kind)) || strings.some((s) => typeof s !== 'string')) {
    return null;
  }
  // Only a page of this site opens, and only the API's https (or local) URL is posted to.
  if (new URL(value.url!, origin).origin !== origin) return null;
  if (!/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)[:/])/.test(value.turnOffUrl!)) return null;
  return value as PushPayload;
}

export function notificationOptions(payload: PushPayload): NotificationOptions & {
  actions: { action: string; title: string }[];
} {
  const data: NotificationData = {
    kind: payload.kind,
    url: payload.url,
    turnOffUrl: payload.turnOffUrl,
  };
  return {
    body: payload.body,
    // Data saver on: no icon fetched (the payload leaves it out).
    ...(payload.icon ? { icon: payload.icon } : {}),
    tag: payload.kind,
    data,
    lang: payload.url.startsWith('/pcm') ? 'pcm' : 'en',
    actions: [{ action: TURN_OFF_ACTION, title: payload.turnOff }],
  };
}

export function installPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data?.text(), self.location.origin);
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, notificationOptions(payload)),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    const data = event.notification.data as NotificationData | undefined;
    event.notification.close();
    if (!data) return;
    if (event.action === TURN_OFF_ACTION) {
      event.waitUntil(turnOff(self, data).catch(() => undefined));
      return;
    }
    event.waitUntil(openPage(self, new URL(data.url, self.location.origin).href));
  });
}

async function turnOff(self: ServiceWorkerGlobalScope, data: NotificationData): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  const response = await fetch(data.turnOffUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, kind: data.kind }),
    credentials: 'omit',
  });
  if (!response.ok) return;
  const answer = (await response.json()) as { subscribed?: boolean };
  // Nothing left for this phone: the browser's subscription goes too.
  if (answer.subscribed === false) await subscription.unsubscribe();
}

async function openPage(self: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const showing = ours.find((client) => client.url === url);
  if (showing) {
    await showing.focus();
    return;
  }
  const tab = ours[0];
  if (tab) {
    const navigated = await tab.navigate(url).catch(() => null);
    await (navigated ?? tab).focus();
    return;
  }
  await self.clients.openWindow(url);
}
