import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GENRES } from '@thrive/admin-contract';
import type { StorySummary } from '@thrive/reader-contract/content';
import { Button, useDocumentTitle, useHydrated } from '@thrive/ui';
import { COMMON } from '../common/copy';
import { StoryCard } from '../common/StoryCard';
import { LoadState } from '../common/LoadState';
import { pageDataKey } from '../common/pageData';
import { useRemoteData } from '../common/useRemoteData';
import { storiesApi } from '../storiesApi';
import { STORY_PATHS } from '../paths';
import { LIST } from './copy';
import { HideTopics } from './HideTopics';
import styles from './StoriesPage.module.css';

/** `/stories`: published stories, newest first, by genre (`?genre=`), 20 at a time. */
export default function StoriesPage() {
  useDocumentTitle(LIST.title);
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // The genre is read once hydrated: the prerendered page is the list of every genre.
  const asked = hydrated ? params.get('genre') : null;
  const genre = asked && (GENRES as readonly string[]).includes(asked) ? asked : null;
  const key = pageDataKey.list(genre);
  const first = useRemoteData(key, () => storiesApi.list(genre, null));
  const [more, setMore] = useState<{ key: string; stories: StorySummary[]; next: string | null }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const extra = more?.key === key ? more : undefined;
  const next = extra ? extra.next : first.state === 'ready' ? first.data.next : null;

  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await storiesApi.list(genre, next);
      setMore({ key, stories: [...(extra?.stories ?? []), ...page.stories], next: page.next });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      {first.dataElement}
      <h1 className={styles.heading}>{genre ? LIST.genreHeading(genre) : LIST.title}</h1>
      <p className={styles.lead}>{LIST.lead}</p>
      <nav aria-label={LIST.genres} className={styles.genres}>
        <Link
          to={STORY_PATHS.stories}
          className={styles.genre}
          aria-current={genre === null ? 'page' : undefined}
        >
          {LIST.all}
        </Link>
        {GENRES.map((name) => (
          <Link
            key={name}
            to={`${STORY_PATHS.stories}?genre=${encodeURIComponent(name)}`}
            className={styles.genre}
            aria-current={genre === name ? 'page' : undefined}
          >
            {name}
          </Link>
        ))}
      </nav>
      <HideTopics />
      {first.state === 'ready' ? (
        first.data.stories.length === 0 ? (
          <p>{LIST.empty}</p>
        ) : (
          <section aria-label={LIST.section}>
            {[...first.data.stories, ...(extra?.stories ?? [])].map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
            {next && (
              <Button type="button" variant="secondary" onClick={loadMore} busy={loadingMore}>
                {COMMON.more}
              </Button>
            )}
          </section>
        )
      ) : (
        <LoadState data={first} retry={first.retry} />
      )}
    </>
  );
}
