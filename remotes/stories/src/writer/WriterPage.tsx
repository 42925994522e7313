import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StorySummary } from '@thrive/reader-contract/content';
import { Button, useDocumentTitle } from '@thrive/ui';
import { COMMON } from '../common/copy';
import { LoadState } from '../common/LoadState';
import { StoryCard } from '../common/StoryCard';
import { pageDataKey } from '../common/pageData';
import { useRemoteData } from '../common/useRemoteData';
import { storiesApi } from '../storiesApi';
import { STORY_PATHS } from '../paths';
import { FollowButton } from '../follows/FollowButton';
import { WRITER } from './copy';
import styles from './WriterPage.module.css';

/** `/writers/<username>`: a writer and their stories, newest first. */
export default function WriterPage() {
  const { username = '' } = useParams();
  const data = useRemoteData(pageDataKey.writer(username), () => storiesApi.writer(username, null));
  const page = data.state === 'ready' ? data.data : null;
  useDocumentTitle(page ? WRITER.stories(page.writer.display_name) : WRITER.title);
  const [more, setMore] = useState<{ stories: StorySummary[]; next: string | null }>();
  const next = more ? more.next : (page?.next ?? null);
  const loadMore = async () => {
    if (!next) return;
    const nextPage = await storiesApi.writer(username, next);
    setMore({ stories: [...(more?.stories ?? []), ...nextPage.stories], next: nextPage.next });
  };
  return (
    <>
      {data.dataElement}
      <p>
        <Link to={STORY_PATHS.stories}>{COMMON.allStories}</Link>
      </p>
      {page ? (
        <>
          <h1 className={styles.heading}>{WRITER.stories(page.writer.display_name)}</h1>
          <p className={styles.meta}>{WRITER.writesAbout(page.writer.genre)}</p>
          <FollowButton username={page.writer.username} name={page.writer.display_name} />
          {page.writer.about && <p className={styles.about}>{page.writer.about}</p>}
          {page.stories.length === 0 ? (
            <p>{WRITER.empty}</p>
          ) : (
            <section aria-label={WRITER.stories(page.writer.display_name)}>
              {[...page.stories, ...(more?.stories ?? [])].map((story) => (
                <StoryCard key={story.slug} story={story} showWriter={false} />
              ))}
              {next && (
                <Button type="button" variant="secondary" onClick={loadMore}>
                  {COMMON.more}
                </Button>
              )}
            </section>
          )}
        </>
      ) : (
        <>
          <h1 className={styles.heading}>{WRITER.title}</h1>
          <LoadState data={data} retry={data.retry} notFound={WRITER.notFound} />
        </>
      )}
    </>
  );
}
