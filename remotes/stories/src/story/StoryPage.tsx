import { Link, useParams } from 'react-router-dom';
import type { StoryPage as Story } from '@thrive/reader-contract/content';
import { buttonClassName, useDocumentTitle, useRememberStory } from '@thrive/ui';
import { paths } from '@thrive/platform';
import { COMMON } from '../common/copy';
import { LoadState } from '../common/LoadState';
import { TopicGate } from '../common/TopicGate';
import { formatDate } from '../common/formatDate';
import { pageDataKey, type PageDataOf } from '../common/pageData';
import { useRemoteData } from '../common/useRemoteData';
import { storiesApi } from '../storiesApi';
import { STORY_PATHS, writerHref } from '../paths';
import { LikeButton } from '../likes/LikeButton';
import { FollowButton } from '../follows/FollowButton';
import { SaveButton } from '../saves/SaveButton';
import { Comments } from '../comments/Comments';
import { ReportControl } from '../reports/ReportControl';
import { STORY } from './copy';
import { useQualifiedRead } from './useQualifiedRead';
import styles from './StoryPage.module.css';

function StoryBody({ story }: { story: Story }) {
  // A page kept from an older API has no body_html: its paragraphs are the story.
  const text =
    typeof story.body_html === 'string' ? (
      // A studio story's Markdown, rendered and sanitised by the API (only paragraphs,
      // headings, quotes, lists and emphasis survive: services/reader-api/src/content/storyMarkdown.ts).
      <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: story.body_html }} />
    ) : (
      story.paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)
    );
  const body = (
    <>
      {text}
      {story.teaser && (
        <aside className={styles.premium} aria-label={STORY.premiumLabel}>
          <p className={styles.premiumTitle}>{STORY.premiumTeaser}</p>
          <p>{STORY.premiumBody}</p>
          <Link to={paths.pricing} className={buttonClassName('secondary')}>
            {STORY.aboutPremium}
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
        <span>{STORY.warning(story.content_warnings)}</span>{' '}
        <span className={styles.readAnyway}>{STORY.read}</span>
      </summary>
      <div className={styles.warned}>{body}</div>
    </details>
  );
}

/** `/stories/<slug>`: one story. */
export default function StoryPage() {
  const { slug = '' } = useParams();
  const data = useRemoteData<PageDataOf['story']>(pageDataKey.story(slug), () =>
    storiesApi.story(slug),
  );
  const story = data.state === 'ready' ? data.data.story : null;
  const comments = data.state === 'ready' ? data.data.comments : undefined;
  useDocumentTitle(story?.title ?? STORY.title);
  useRememberStory(story);
  useQualifiedRead(story?.slug ?? null);
  const [byBefore, byAfter] = COMMON.byline();
  return (
    <article className={styles.article}>
      {data.dataElement}
      <p>
        <Link to={STORY_PATHS.stories}>{COMMON.allStories}</Link>
      </p>
      {story ? (
        // A story on a theme the reader hides: one line first, opened on purpose (issue 45).
        <TopicGate story={story}>
          <h1 className={styles.title}>{story.title}</h1>
          <p className={styles.meta}>
            {byBefore}
            <Link to={writerHref(story.writer.username)}>{story.writer.display_name}</Link>
            {byAfter} · {story.genre} ·{' '}
            <time dateTime={story.published_at}>{formatDate(story.published_at)}</time>
          </p>
          <FollowButton username={story.writer.username} name={story.writer.display_name} />
          <StoryBody story={story} />
          <LikeButton target="story" id={story.id} />
          <SaveButton slug={story.slug} title={story.title} writer={story.writer.display_name} />
          <ReportControl target="story" id={story.id} />
          <Comments target="story" id={story.id} initial={comments} />
        </TopicGate>
      ) : (
        <>
          {/* The page's heading until the story is here (the prerendered frame has one too). */}
          <h1 className={styles.title}>{STORY.title}</h1>
          <LoadState data={data} retry={data.retry} notFound={STORY.notFound} />
        </>
      )}
    </article>
  );
}
