import { Button, Logo, NeedHelpNow } from '@thrive/ui';
import { OFFLINE_PAGES_ELEMENT_ID } from '@thrive/composition';
import styles from './OfflinePage.module.css';

export const OFFLINE_PAGE = {
  title: 'You are offline',
  text: 'This page needs a connection, and your phone has none right now. The crisis help above works without one.',
  savedPages: 'These pages are saved on your phone and open without a connection:',
  noSavedPages:
    'No pages are saved on this phone yet. Pages you open while online are kept for next time.',
  retry: 'Try again',
} as const;

/** Names of the public pages (SPEC section 2), for the list of saved pages. */
const PAGE_NAMES: Record<string, string> = {
  '/': 'Home',
  '/about': 'About',
  '/pricing': 'Pricing',
  '/help': 'Help',
  '/privacy': 'Privacy Policy',
  '/delete-account': 'Delete Your Account',
  '/signup': 'Create account',
  '/login': 'Login',
};

/**
 * What the shell's service worker shows offline for a page the reader never opened: the crisis
 * help first ("Need help now?", the same block as on every page), then the pages kept on the
 * phone. The worker fetched this page when it installed, so it needs no connection.
 */
export function OfflinePage({
  savedPages,
  onRetry,
}: {
  savedPages: string[];
  onRetry: () => void;
}) {
  const pages = savedPages.filter((path) => path.startsWith('/'));
  return (
    <>
      <NeedHelpNow />
      <main className={styles.page}>
        <a href="/" className={styles.logo} aria-label="Thrive home">
          <Logo />
        </a>
        <h1 className={styles.title}>{OFFLINE_PAGE.title}</h1>
        <p>{OFFLINE_PAGE.text}</p>
        {pages.length > 0 ? (
          <>
            <p>{OFFLINE_PAGE.savedPages}</p>
            <ul className={styles.pages}>
              {pages.map((path) => (
                <li key={path}>
                  <a href={path}>{PAGE_NAMES[path] ?? path}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{OFFLINE_PAGE.noSavedPages}</p>
        )}
        <Button onClick={onRetry}>{OFFLINE_PAGE.retry}</Button>
      </main>
    </>
  );
}

/** The saved pages the service worker listed in the offline page. */
export function offlinePagesOf(doc: Document): string[] {
  try {
    const list: unknown = JSON.parse(
      doc.getElementById(OFFLINE_PAGES_ELEMENT_ID)?.textContent ?? '[]',
    );
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}
