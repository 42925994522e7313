/**
 * Forms that survive the connection (issue 25). `postOrKeep` sends a public form with an
 * `Idempotency-Key`; when the network fails (no answer at all), the request is kept on the device
 * (IndexedDB) and sent again when the connection is back: by the service worker's Background Sync
 * where the browser has it, else on the page's `online` event or next start. The key makes every
 * resend harmless: the API stores and e-mails each request once, also when the first attempt
 * reached it and only the reply was lost. Runs in pages and in the service worker (which imports
 * this file alone: no HTTP client, no session store).
 */
export const SAVED_FOR_LATER_MESSAGE =
  'Saved on your phone: it will be sent when you are back online. You can close this page.';
/** Background Sync tag of the service worker's resend. */
export const FORM_OUTBOX_SYNC_TAG = 'thrive-form-outbox';

const DB_NAME = 'thrive-form-outbox';
const STORE = 'requests';

export interface KeptRequest {
  /** The Idempotency-Key, also the record's key. */
  key: string;
  url: string;
  body: unknown;
  savedAt: number;
  /** The page's language (configureApi's locale): the e-mail it triggers is written in it. */
  locale?: string;
  /**
   * `Bearer <token>` of a signed-in call (a like made offline): the same token the page keeps in
   * its storage, so keeping it here exposes nothing new. A request whose session has ended by
   * the resend gets a 401, which settles it (it leaves the device).
   */
  authorization?: string;
}

/** Thrown by postOrKeep when the request was kept for later (not an error to the reader). */
export class SavedForLater extends Error {
  readonly savedForLater = true;
  constructor() {
    super(SAVED_FOR_LATER_MESSAGE);
    this.name = 'SavedForLater';
  }
}

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

export const keepRequest = (request: KeptRequest) =>
  withStore('readwrite', (store) => store.put(request));
export const keptRequests = () =>
  withStore<KeptRequest[]>('readonly', (store) => store.getAll() as IDBRequest<KeptRequest[]>);
const forget = (key: string) => withStore('readwrite', (store) => store.delete(key));

/** A new idempotency key (a UUID). */
export const newIdempotencyKey = () => crypto.randomUUID();

/** The answer says the request is done (sent, or refused for good): it leaves the device. */
const isSettled = (status: number) => status < 500 && status !== 409 && status !== 429;

let flushing: Promise<void> | null = null;

/** Sends every kept request once more; keeps those that still get no final answer. */
export function flushFormOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const kept of await keptRequests()) {
        const response = await fetch(kept.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': kept.key,
            ...(kept.locale && { 'accept-language': kept.locale }),
            ...(kept.authorization && { authorization: kept.authorization }),
          },
          body: JSON.stringify(kept.body),
        }).catch(() => null);
        if (!response) throw new Error('still offline');
        if (isSettled(response.status)) await forget(kept.key);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Asks the service worker for a Background Sync; without one, the page's `online` event does it. */
async function scheduleResend(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration?.().catch(() => undefined);
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
    ?.sync;
  if (sync) await sync.register(FORM_OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Keeps a request that got no answer, if this browser can keep it; true when kept.
 * `url` is the full URL the request went to.
 */
export async function keepForLater(
  key: string,
  url: string,
  body: unknown,
  locale?: string,
  authorization?: string,
): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    await keepRequest({
      key,
      url,
      body,
      savedAt: Date.now(),
      ...(locale && { locale }),
      ...(authorization && { authorization }),
    });
  } catch {
    return false;
  }
  await scheduleResend();
  return true;
}

/** The page's part: resend on start and whenever the connection comes back. */
export function startFormOutbox(): void {
  if (typeof indexedDB === 'undefined' || typeof window === 'undefined') return;
  const resend = () => void flushFormOutbox().catch(() => undefined);
  window.addEventListener('online', resend);
  if (navigator.onLine) resend();
}
