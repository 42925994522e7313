import { useLocation } from 'react-router-dom';
import { i18n } from '@thrive/i18n';
import { alternateLocales, LOCALE_COOKIE, localizedPath } from '@thrive/platform';
import { keepFormDraft } from './formDraft';
import styles from './LanguageSwitch.module.css';

/**
 * The language switch of every public page (issue 26): each offered language named in itself,
 * as a plain link to this page's address in it (`/pcm/signup`), so it works before and without
 * JavaScript and costs almost nothing; the server remembers the choice from the page it serves.
 * Followed once the page is live, it keeps what the reader typed (formDraft.ts). Nothing while
 * one language is offered. The pseudo-locale, a test of the layout and not a language, is
 * never listed: its pages are reached by their address (`/pseudo-LOCALE/…`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const offered = alternateLocales();
  if (offered.length < 2) return null;
  return (
    <ul className={`${styles.switch} ${className ?? ''}`} aria-label={i18n._('ui.language.label')}>
      {offered.map(({ code, name }) => (
        <li key={code}>
          <a
            href={localizedPath(pathname, code) + search}
            hrefLang={code}
            lang={code}
            aria-current={code === i18n.locale ? 'true' : undefined}
            onClick={() => {
              // The choice, also when the service worker answers the page from its copy (the
              // server, which writes it too, then never sees the request).
              document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`;
              keepFormDraft(document.getElementById('root') ?? document, pathname + search);
            }}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
