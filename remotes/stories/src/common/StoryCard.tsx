import { Link } from 'react-router-dom';
import type { StorySummary } from '@thrive/reader-contract/content';
import { storyHref, writerHref } from '../paths';
import { COMMON } from './copy';
import { formatDate } from './formatDate';
import styles from './StoryCard.module.css';
import { TopicGate } from './TopicGate';

/**
 * One story in a list: title (its link), writer, genre, date, warnings or its first lines; one
 * line, "Hidden: <theme>", when the reader hides one of its themes (TopicGate).
 */
export function StoryCard({
  story,
  showWriter = true,
}: {
  story: StorySummary;
  showWriter?: boolean;
}) {
  const [byBefore, byAfter] = COMMON.byline();
  return (
    <TopicGate story={story}>
      <article className={styles.card}>
        <h2 className={styles.title}>
          <Link to={storyHref(story.slug)}>{story.title}</Link>
        </h2>
        <p className={styles.meta}>
          {showWriter && (
            <>
              {byBefore}
              <Link to={writerHref(story.writer.username)}>{story.writer.display_name}</Link>
              {byAfter} ·{' '}
            </>
          )}
          {story.genre} ·{' '}
          <time dateTime={story.published_at}>{formatDate(story.published_at)}</time>
          {story.premium && <span className={styles.premium}> · {COMMON.premium}</span>}
        </p>
        {story.content_warnings.length > 0 ? (
          <p className={styles.warning}>{COMMON.warning(story.content_warnings)}</p>
        ) : (
          story.excerpt && <p className={styles.excerpt}>{story.excerpt}</p>
        )}
      </article>
    </TopicGate>
  );
}
