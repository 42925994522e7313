import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import { useDocumentTitle, useHydrated } from '@thrive/ui';
import { formatDate } from '../common/formatDate';
import { storyHref } from '../paths';
import { storiesApi } from '../storiesApi';
import { SAVES } from './savesCopy';
import {
  savedOnDevice,
  setSavedOnDevice,
  subscribeSaved,
  syncWithAccount,
  type SavedOnDevice,
} from './savedOnDevice';
import styles from '../writer/WriterPage.module.css';

const none: SavedOnDevice[] = [];

/**
 * `/saved`: the stories saved on this device (read from the browser's storage once the page
 * runs, so it works offline and without an account); signed in, merged with the account's.
 */
export default function SavedPage() {
  useDocumentTitle(SAVES.title);
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  const stories = useSyncExternalStore(subscribeSaved, savedOnDevice, () => none);

  useEffect(() => {
    if (signedIn) void syncWithAccount(storiesApi.mergeSaved);
  }, [signedIn]);

  const remove = (story: SavedOnDevice) => {
    setSavedOnDevice(story, false);
    if (signedIn)
      storiesApi.save({ slug: story.slug, saved: false }, SAVES.failed).catch(() => undefined);
  };

  return (
    <>
      <h1 className={styles.heading}>{SAVES.title}</h1>
      {hydrated && !user && stories.length > 0 && (
        <p>
          {SAVES.onThisPhone} <Link to={paths.login}>{SAVES.logInLink}</Link>
        </p>
      )}
      {hydrated && stories.length === 0 && <p>{SAVES.none}</p>}
      {stories.length > 0 && (
        <ul aria-label={SAVES.title}>
          {stories.map((story) => (
            <li key={story.slug}>
              <Link to={storyHref(story.slug)}>{story.title}</Link> {SAVES.by(story.writer)} ·{' '}
              <time dateTime={story.saved_at}>{formatDate(story.saved_at)}</time>{' '}
              <button
                type="button"
                onClick={() => remove(story)}
                aria-label={SAVES.removeLabel(story.title)}
              >
                {SAVES.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
