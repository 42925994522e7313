/**
 * The page's side of the shell's service worker (public host): registered once the page has
 * loaded and the main thread is idle (hydration done), so it never competes with the first
 * paint or hydration on a slow link. Loaded as its own small chunk at that moment.
 */
import { i18n, preloadLocale } from '@thrive/i18n';
import { DATA_SAVER_ATTRIBUTE, offeredLocales, SOURCE_LOCALE } from '@thrive/platform';
import { KEEP_MESSAGE } from './cachePlan';
import { SERVICE_WORKER_URL } from './serviceWorkerUrl';

/**
 * With the data saver on, the worker fetches nothing extra: no second copy of a page the
 * worker did not serve (the first visit's, one opened inside the app). The crisis help it
 * keeps when it installs is the one exception.
 */
const savingData = () => document.documentElement.getAttribute(DATA_SAVER_ATTRIBUTE) === 'on';

interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  page: string;
  files: string[];
}

/** The files this page loaded (the first visit's came before the worker existed). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith('http'));
}

function send(worker: ServiceWorker | null | undefined, message: KeepMessage) {
  worker?.postMessage(message);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  // The crisis help and the offline page in every language the site offers (issue 25): the
  // other languages' catalogs are fetched now, so the worker keeps them with this page's files
  // (or, controlling the page already, as they pass).
  await Promise.all(
    offeredLocales()
      .filter(({ code }) => code !== SOURCE_LOCALE && code !== i18n.locale)
      .map(({ code }) => preloadLocale(code).catch(() => undefined)),
  );
  // A page the worker did not serve (the first visit): it keeps this page and its files now.
  if (!controlled && !savingData()) {
    send(registration.active, { type: KEEP_MESSAGE, page: location.href, files: loadedFiles() });
  }
  // Pages opened inside the app (no page load): their HTML is kept too, for offline reading.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  let lastPage = location.href;
  navigation?.addEventListener('navigatesuccess', () => {
    const page = location.href.split('#')[0]!;
    if (page === lastPage.split('#')[0]) return;
    lastPage = page;
    if (savingData()) return;
    send(navigator.serviceWorker.controller ?? registration.active, {
      type: KEEP_MESSAGE,
      page,
      files: [],
    });
  });
}
