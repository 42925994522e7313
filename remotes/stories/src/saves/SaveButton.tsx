import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '@thrive/auth-store';
import { Form, useHydrated } from '@thrive/ui';
import { STORY_PATHS } from '../paths';
import { storiesApi } from '../storiesApi';
import { SAVES } from './savesCopy';
import { savedOnDevice, setSavedOnDevice, subscribeSaved, syncWithAccount } from './savedOnDevice';
import styles from '../likes/LikeButton.module.css';

type Note = 'saved' | 'savedOffline' | 'failed' | null;

/**
 * Save a story for later: on this device at once (no account needed; the service worker keeps
 * the page for offline reading), and on the reader's account when signed in (offline, the save
 * waits in the form outbox). A real form, so a tap before hydration is replayed once; without
 * JavaScript it saves on the reader's account (publicForms.ts).
 */
export function SaveButton({
  slug,
  title,
  writer,
}: {
  slug: string;
  title: string;
  writer: string;
}) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  const saved = useSyncExternalStore(
    subscribeSaved,
    () => savedOnDevice().some((entry) => entry.slug === slug),
    () => false,
  );
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    if (signedIn) void syncWithAccount(storiesApi.mergeSaved);
  }, [signedIn]);

  const onSubmit = () => {
    const wanted = !saved;
    setSavedOnDevice({ slug, title, writer }, wanted);
    setNote(wanted ? 'saved' : null);
    if (!signedIn) return;
    storiesApi.save({ slug, saved: wanted }, SAVES.failed).then(
      () => undefined,
      (error: unknown) => {
        const later =
          error instanceof Error && (error as { savedForLater?: unknown }).savedForLater;
        setNote(later ? 'savedOffline' : 'failed');
      },
    );
  };

  return (
    <Form
      formId="save"
      withSession
      className={styles.like}
      // Sent natively (no JavaScript), `saved` says the wanted end: "on" saves, empty unsaves.
      hiddenFields={{ slug, saved: saved ? '' : 'on' }}
      onSubmit={onSubmit}
      footer={
        <button type="submit" className={styles.button} aria-pressed={saved}>
          {saved ? SAVES.saved : SAVES.save}
        </button>
      }
    >
      {note && (
        <p role="status" className={styles.note}>
          {note === 'saved'
            ? SAVES.savedNote
            : note === 'savedOffline'
              ? SAVES.savedOffline
              : SAVES.failed}{' '}
          <Link to={STORY_PATHS.saved}>{SAVES.title}</Link>
        </p>
      )}
    </Form>
  );
}
