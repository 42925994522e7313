/**
 * The browser's offer to install Thrive (issue 46). Chromium fires `beforeinstallprompt` once a
 * page qualifies, often before the download page's code has arrived: the shell's page keeps the
 * event on `window[INSTALL_OFFER_GLOBAL]` from its first inline script (index.html), and this
 * store hands it over. Imported by the download pages only (a subpath of its own), so `/` loads
 * none of it.
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Where index.html's inline script keeps the event (keep both in step). */
export const INSTALL_OFFER_GLOBAL = 'thriveInstallOffer';

type WithOffer = Window & { [INSTALL_OFFER_GLOBAL]?: InstallPromptEvent | null };

/**
 * What the page can offer: the browser's own install (`prompt`), the steps to add it to the home
 * screen by hand (iOS, where no browser offers it), nothing (already installed: running from
 * the home screen; or a browser that cannot install).
 */
export type InstallOption = 'prompt' | 'ios-steps' | 'installed' | 'none';

const offer = (): InstallPromptEvent | null => (window as WithOffer)[INSTALL_OFFER_GLOBAL] ?? null;

/** Running as the installed app (Android, desktop: display-mode; iOS: navigator.standalone). */
export function runsInstalled(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** An iPhone, iPod or iPad (iPadOS says "Macintosh" but has a touch screen). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  );
}

export function installOption(): InstallOption {
  if (runsInstalled()) return 'installed';
  if (offer()) return 'prompt';
  return isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0) ? 'ios-steps' : 'none';
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const onOffer = (event: Event) => {
  (window as WithOffer)[INSTALL_OFFER_GLOBAL] = event as InstallPromptEvent;
  notify();
};
const onInstalled = () => {
  (window as WithOffer)[INSTALL_OFFER_GLOBAL] = null;
  notify();
};

/** For useSyncExternalStore: called when the browser offers, or the app gets installed. */
export function subscribeInstallOption(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * Shows the browser's install sheet. The event serves once: whatever the reader chose, the offer
 * is used up (the browser fires a new one if it offers again).
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = offer();
  if (!event) return 'unavailable';
  (window as WithOffer)[INSTALL_OFFER_GLOBAL] = null;
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } finally {
    notify();
  }
}
