import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FollowingList } from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import { useDocumentTitle, useHydrated } from '@thrive/ui';
import { StoryCard } from '../common/StoryCard';
import { writerHref } from '../paths';
import { storiesApi } from '../storiesApi';
import { FOLLOWS } from './followsCopy';
import styles from '../writer/WriterPage.module.css';

type Loaded = { state: 'ready'; list: FollowingList } | { state: 'error'; message: string } | null;

/** The signed-in reader's own list (after hydration: the session lives in the browser). */
function OwnFollowing() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    storiesApi.following().then(
      (list) => current && setLoaded({ state: 'ready', list }),
      (error: unknown) =>
        current &&
        setLoaded({ state: 'error', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!loaded) return null;
  if (loaded.state === 'error') return <p role="alert">{loaded.message}</p>;
  const { following, stories } = loaded.list;
  if (following.length === 0) return <p>{FOLLOWS.none}</p>;
  return (
    <>
      <ul aria-label={FOLLOWS.title}>
        {following.map((writer) => (
          <li key={`${writer.role}:${writer.username}`}>
            {writer.role === 'writer' ? (
              <Link to={writerHref(writer.username)}>{writer.display_name}</Link>
            ) : (
              <>
                {writer.display_name} ({FOLLOWS.consultant})
              </>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="followed-stories">
        <h2 id="followed-stories">{FOLLOWS.newStories}</h2>
        {stories.length === 0 ? (
          <p>{FOLLOWS.noStories}</p>
        ) : (
          stories.map((story) => <StoryCard key={story.slug} story={story} />)
        )}
      </section>
    </>
  );
}

/** `/following`: the writers and consultants the reader follows, and their newest stories. */
export default function FollowingPage() {
  useDocumentTitle(FOLLOWS.title);
  const hydrated = useHydrated();
  const user = useSignedInUser();
  return (
    <>
      <h1 className={styles.heading}>{FOLLOWS.title}</h1>
      {hydrated && user ? (
        <OwnFollowing />
      ) : (
        <p>
          {FOLLOWS.logInToSee} <Link to={paths.login}>{FOLLOWS.logInLink}</Link>
        </p>
      )}
    </>
  );
}
