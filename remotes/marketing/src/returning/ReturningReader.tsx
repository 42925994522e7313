import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { get } from '@thrive/api-client';
import { useSignedInUser } from '@thrive/auth-store';
import { i18n } from '@thrive/i18n';
import { paths } from '@thrive/platform';
import { OWN_QUESTIONS_PATH, type OwnQuestion } from '@thrive/reader-contract/content';
import { ownerOf, recentStories } from '@thrive/ui';
import './catalog';
import styles from './ReturningReader.module.css';

/** The stories a returning reader is offered at most: the block's height is fixed. */
const STORIES_SHOWN = 2;

interface QuestionCounts {
  answered: number;
  waiting: number;
}

/** The reader's own questions, counted (null until known, or when the API cannot say). */
function useQuestionCounts(signedIn: boolean): QuestionCounts | null {
  const [counts, setCounts] = useState<QuestionCounts | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    get<{ questions: OwnQuestion[] }>(OWN_QUESTIONS_PATH, '').then(
      ({ questions }) =>
        current &&
        setCounts({
          answered: questions.filter((q) => q.status === 'published').length,
          waiting: questions.filter((q) => q.status === 'in_review').length,
        }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn]);
  return counts;
}

/**
 * The top of `/` for a signed-in reader coming back (issue 44): the stories they opened last on
 * this phone and where their questions stand. Its place is kept from the first paint (index.html
 * marks <html> when a session is stored; ReturningReader.module.css reserves the height), so
 * filling it in after hydration moves nothing.
 */
export function ReturningReader() {
  const user = useSignedInUser();
  const counts = useQuestionCounts(Boolean(user));
  const owner = user ? ownerOf(user) : null;
  // Read in render: the session (and so `owner`) applies only after hydration (useAuth).
  const stories = useMemo(
    () => (owner ? recentStories(owner).slice(0, STORIES_SHOWN) : []),
    [owner],
  );
  return (
    <section
      className={styles.slot}
      aria-label={user ? i18n._('marketing.returning.label') : undefined}
      hidden={!user}
    >
      {user && (
        <div className={styles.inner}>
          <h2 className={styles.heading}>
            {i18n._('marketing.returning.heading', { name: user.first_name })}
          </h2>
          <ul className={styles.cards}>
            {stories.length > 0 ? (
              stories.map((story) => (
                <li key={story.slug}>
                  <Link to={`${paths.stories}/${encodeURIComponent(story.slug)}`}>
                    <span className={styles.kind}>{i18n._('marketing.returning.continue')}</span>
                    <span className={styles.title}>{story.title}</span>
                  </Link>
                </li>
              ))
            ) : (
              <li>
                <Link to={paths.stories}>
                  <span className={styles.kind}>{i18n._('marketing.returning.stories')}</span>
                  <span className={styles.title}>{i18n._('marketing.returning.findStory')}</span>
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.ask}>
                <span className={styles.kind}>{i18n._('marketing.returning.questions')}</span>
                <span className={styles.title}>
                  {counts && counts.answered + counts.waiting > 0
                    ? i18n._('marketing.returning.questionCounts', { ...counts })
                    : i18n._('marketing.returning.askFirst')}
                </span>
              </Link>
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
