import { Link, useParams } from 'react-router-dom';
import type { StoryPage as Story } from '@thrive/reader-contract/content';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import { paths } from '@thrive/platform';
import { LoadState } from '../common/LoadState';
import { formatDate } from '../common/formatDate';
import { pageDataKey } from '../common/pageData';
import { useRemoteData } from '../common/useRemoteData';
import { storiesApi } from '../storiesApi';
import { STORY_PATHS, writerHref } from '../paths';
import styles from './StoryPage.module.css';

export const PREMIUM_TEASER = 'Premium — with the app';
export const STORY_NOT_FOUND = 'We could not find that story. It may have been taken down.';

function StoryBody({ story }: { story: Story }) {
  const text = story.paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>);
  const body = (
    <>
      {text}
      {story.teaser && (
        <aside className={styles.premium} aria-label="Premium story">
          <p className={styles.premiumTitle}>{PREMIUM_TEASER}</p>
          <p>The rest of this story is for Premium readers in the Thrive app.</p>
          <Link to={paths.pricing} className={buttonClassName('secondary')}>
            About Premium
          </Link>
        </aside>
      )}
    </>
  );
  if (story.content_warnings.length === 0) return body;
  // Collapsed until the reader chooses to read it: a native disclosure, so it works from the
  // first paint and without JavaScript.
  return (
    <details className={styles.warning}>
      <summary className={styles.warningSummary}>
        <span>Content warning: {story.content_warnings.join(', ')}.</span>{' '}
        <span className={styles.readAnyway}>Read the story</span>
      </summary>
      <div className={styles.warned}>{body}</div>
    </details>
  );
}

/** `/stories/<slug>`: one story. */
export default function StoryPage() {
  const { slug = '' } = useParams();
  const data = useRemoteData(pageDataKey.story(slug), () => storiesApi.story(slug));
  const story = data.state === 'ready' ? data.data.story : null;
  useDocumentTitle(story?.title ?? 'Story');
  return (
    <article className={styles.article}>
      {data.dataElement}
      <p>
        <Link to={STORY_PATHS.stories}>← All stories</Link>
      </p>
      {story ? (
        <>
          <h1 className={styles.title}>{story.title}</h1>
          <p className={styles.meta}>
            By <Link to={writerHref(story.writer.username)}>{story.writer.display_name}</Link> ·{' '}
            {story.genre} ·{' '}
            <time dateTime={story.published_at}>{formatDate(story.published_at)}</time>
          </p>
          <StoryBody story={story} />
        </>
      ) : (
        <>
          {/* The page's heading until the story is here (the prerendered frame has one too). */}
          <h1 className={styles.title}>Story</h1>
          <LoadState data={data} retry={data.retry} notFound={STORY_NOT_FOUND} />
        </>
      )}
    </article>
  );
}
