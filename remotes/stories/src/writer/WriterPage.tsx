import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StorySummary } from '@thrive/reader-contract/content';
import { Button, useDocumentTitle } from '@thrive/ui';
import { LoadState } from '../common/LoadState';
import { StoryCard } from '../common/StoryCard';
import { pageDataKey } from '../common/pageData';
import { useRemoteData } from '../common/useRemoteData';
import { storiesApi } from '../storiesApi';
import { STORY_PATHS } from '../paths';
import styles from './WriterPage.module.css';

export const WRITER_NOT_FOUND = 'We could not find that writer.';

/** `/writers/<username>`: a writer and their stories, newest first. */
export default function WriterPage() {
  const { username = '' } = useParams();
  const data = useRemoteData(pageDataKey.writer(username), () => storiesApi.writer(username, null));
  const page = data.state === 'ready' ? data.data : null;
  useDocumentTitle(page ? `Stories by ${page.writer.display_name}` : 'Writer');
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
        <Link to={STORY_PATHS.stories}>← All stories</Link>
      </p>
      {page ? (
        <>
          <h1 className={styles.heading}>Stories by {page.writer.display_name}</h1>
          <p className={styles.meta}>Writes about {page.writer.genre}</p>
          {page.writer.about && <p className={styles.about}>{page.writer.about}</p>}
          {page.stories.length === 0 ? (
            <p>No stories from this writer yet. Please check again soon.</p>
          ) : (
            <section aria-label={`Stories by ${page.writer.display_name}`}>
              {[...page.stories, ...(more?.stories ?? [])].map((story) => (
                <StoryCard key={story.slug} story={story} showWriter={false} />
              ))}
              {next && (
                <Button type="button" variant="secondary" onClick={loadMore}>
                  More stories
                </Button>
              )}
            </section>
          )}
        </>
      ) : (
        <>
          <h1 className={styles.heading}>Writer</h1>
          <LoadState data={data} retry={data.retry} notFound={WRITER_NOT_FOUND} />
        </>
      )}
    </>
  );
}
