import { i18n } from '@thrive/i18n';
import { Button, Logo, NeedHelpNow } from '@thrive/ui';
import { OFFLINE_PAGES_ELEMENT_ID } from '@thrive/composition';
import type { KeptPageLink } from '../serviceWorker/cachePlan';
import '../catalog';
import styles from './OfflinePage.module.css';

/** Message ids of the names of the public pages (SPEC section 2), for the list of saved pages. */
const PAGE_NAMES: Record<string, string> = {
  '/': 'shell.page.home',
  '/about': 'shell.page.about',
  '/pricing': 'shell.page.pricing',
  '/help': 'shell.page.help',
  '/privacy': 'shell.page.privacy',
  '/delete-account': 'shell.page.deleteAccount',
  '/signup': 'shell.page.signup',
  '/login': 'shell.page.login',
};

/** A saved page's name: the site's own page names in the reader's language, else its title. */
const nameOf = (path: string, title: string | null) =>
  PAGE_NAMES[path] ? i18n._(PAGE_NAMES[path]) : (title ?? path);

/**
 * What the shell's service worker shows offline for a page the reader never opened: the crisis
 * help first ("Need help now?", the same block as on every page), then the pages kept on the
 * phone. The worker fetched this page when it installed, so it needs no connection.
 */
export function OfflinePage({
  savedPages,
  onRetry,
}: {
  savedPages: KeptPageLink[];
  onRetry: () => void;
}) {
  const pages = savedPages.filter(({ path }) => path.startsWith('/'));
  return (
    <>
      <NeedHelpNow />
      <main className={styles.page}>
        <a href="/" className={styles.logo} aria-label={i18n._('shell.offline.home')}>
          <Logo />
        </a>
        <h1 className={styles.title}>{i18n._('shell.offline.title')}</h1>
        <p>{i18n._('shell.offline.text')}</p>
        {pages.length > 0 ? (
          <>
            <p>{i18n._('shell.offline.savedPages')}</p>
            <ul className={styles.pages}>
              {pages.map(({ path, title }) => (
                <li key={path}>
                  <a href={path}>{nameOf(path, title)}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{i18n._('shell.offline.noSavedPages')}</p>
        )}
        <Button onClick={onRetry}>{i18n._('shell.offline.retry')}</Button>
      </main>
    </>
  );
}

/** The saved pages the service worker listed in the offline page (malformed entries left out). */
export function offlinePagesOf(doc: Document): KeptPageLink[] {
  try {
    const list: unknown = JSON.parse(
      doc.getElementById(OFFLINE_PAGES_ELEMENT_ID)?.textContent ?? '[]',
    );
    return Array.isArray(list) ? list.flatMap(keptPageLink) : [];
  } catch {
    return [];
  }
}

function keptPageLink(item: unknown): KeptPageLink[] {
  // A worker of the release before listed bare paths.
  if (typeof item === 'string') return [{ path: item, title: null }];
  if (typeof item !== 'object' || item === null) return [];
  const { path, title } = item as Record<string, unknown>;
  if (typeof path !== 'string') return [];
  return [{ path, title: typeof title === 'string' && title ? title : null }];
}
