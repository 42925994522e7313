import { i18n } from '@thrive/i18n';
import { useAuth } from '@thrive/auth-store';
import { buttonClassName, useHydrated } from '@thrive/ui';
import { paths } from '@thrive/platform';
import { Link } from 'react-router-dom';
import styles from './Download.module.css';

/** Where the reader's own questions are listed on the Ask page (its section's id). */
const OWN_QUESTIONS = `${paths.ask}#own-questions`;

/**
 * Where a new or returning reader goes from the welcome (issue 44): the stories, asking, and a
 * signed-in reader's own questions. The last has its room from the first paint (the session is
 * read after hydration), so nothing below moves when it shows.
 */
export function LeadOn() {
  const signedIn = useAuth((s) => Boolean(s.token && s.user));
  const showOwn = useHydrated() && signedIn;
  return (
    <nav aria-label={i18n._('auth.download.next.label')} className={styles.leadOn}>
      <Link to={paths.stories} className={buttonClassName('primary')}>
        {i18n._('auth.download.next.read')}
      </Link>
      <Link to={paths.ask} className={buttonClassName('secondary')}>
        {i18n._('auth.download.next.ask')}
      </Link>
      <span className={styles.ownQuestions}>
        {showOwn && <Link to={OWN_QUESTIONS}>{i18n._('auth.download.next.own')}</Link>}
      </span>
    </nav>
  );
}
