import { useEffect, useState } from 'react';
import type { LikeState, LikeTarget } from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { Form, useHydrated } from '@thrive/ui';
import { storiesApi } from '../storiesApi';
import { ActionNoteText, actionError, type ActionNote } from '../common/ActionNote';
import { LIKES } from './likesCopy';
import styles from './LikeButton.module.css';

/** Only a well-formed answer is shown: the count is a detail, never a reason to fail the page. */
const isLikeState = (answer: unknown): answer is Pick<LikeState, 'count' | 'liked'> =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as LikeState).count === 'number' &&
  typeof (answer as LikeState).liked === 'boolean';

/**
 * A like on a story or an answer: a real form, so a tap before the page has hydrated is kept
 * by the early-input script and replayed once (shell/src/earlyInput), and a like made offline
 * waits in the form outbox and is sent once when the connection is back (postOrKeep). The count
 * is read once the page runs; the API decides what a repeat means (the wanted end, so nothing
 * counts twice).
 */
export function LikeButton({ target, id }: { target: LikeTarget; id: number }) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  const [state, setState] = useState<Pick<LikeState, 'count' | 'liked'> | null>(null);
  const [note, setNote] = useState<ActionNote>(null);

  useEffect(() => {
    // A page whose data names no item (an older API's page data) has nothing to count.
    if (!Number.isSafeInteger(id)) return;
    let current = true;
    storiesApi.likes(target, id).then(
      (answer) => current && isLikeState(answer) && setState((known) => known ?? answer),
      () => undefined, // The count is a detail: the button works without it.
    );
    return () => {
      current = false;
    };
  }, [target, id, signedIn]);

  const liked = state?.liked ?? false;
  const onSubmit = () => {
    if (!signedIn) return setNote('logIn');
    const before = state;
    const wanted = !(before?.liked ?? false);
    setNote(null);
    // Shown at once; the API's answer then says what is stored.
    setState({ liked: wanted, count: Math.max(0, (before?.count ?? 0) + (wanted ? 1 : -1)) });
    storiesApi.like({ target, id, liked: wanted }, LIKES.failed).then(
      (answer) =>
        setState(isLikeState(answer) ? { count: answer.count, liked: answer.liked } : before),
      (error: unknown) => {
        if (error instanceof Error && (error as { savedForLater?: unknown }).savedForLater) {
          return setNote('savedOffline');
        }
        setState(before);
        setNote({ error: error instanceof Error && error.message ? error.message : LIKES.failed });
      },
    );
  };

  return (
    <Form
      formId="like"
      withSession
      className={styles.like}
      // Sent natively (no JavaScript), `liked` says the wanted end: "on" likes, empty unlikes.
      hiddenFields={{ target, id: String(id), liked: liked ? '' : 'on' }}
      onSubmit={onSubmit}
      error={actionError(note)}
      footer={
        <button
          type="submit"
          className={styles.button}
          aria-pressed={liked}
          aria-label={state ? LIKES.label(state.count) : LIKES.like}
        >
          <span aria-hidden="true" className={styles.heart}>
            {liked ? '♥' : '♡'}
          </span>{' '}
          {LIKES.like}
          {state && <span className={styles.count}>{state.count.toLocaleString('en-NG')}</span>}
        </button>
      }
    >
      <ActionNoteText note={note} words={LIKES} />
    </Form>
  );
}
