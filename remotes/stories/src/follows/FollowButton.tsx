import { useEffect, useState } from 'react';
import type { FollowRole, FollowState } from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { Form, useHydrated } from '@thrive/ui';
import { storiesApi } from '../storiesApi';
import { ActionNoteText, actionError, type ActionNote } from '../common/ActionNote';
import { FOLLOWS } from './followsCopy';
import { PushOfferLater } from '../common/PushOfferLater';
import styles from '../likes/LikeButton.module.css';

type Known = Pick<FollowState, 'followers' | 'following'>;

/** Only a well-formed answer is shown: the count is a detail, never a reason to fail the page. */
const isFollowState = (answer: unknown): answer is Known =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as FollowState).followers === 'number' &&
  typeof (answer as FollowState).following === 'boolean';

/**
 * Follow a writer or consultant: a real form like the like button (a tap before hydration is
 * replayed once by the early-input script; offline, the follow waits in the form outbox and is
 * sent once; without JavaScript the page server sends it, publicForms.ts). The API keeps the
 * wanted end, so nothing counts twice.
 */
export function FollowButton({
  role = 'writer',
  username,
  name,
}: {
  role?: FollowRole;
  username: string;
  /** The name the reader sees (the button's accessible name says whom it follows). */
  name: string;
}) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  const [state, setState] = useState<Known | null>(null);
  const [note, setNote] = useState<ActionNote>(null);
  // Following a writer merits the push offer ("…when this writer publishes a story?").
  const [justFollowed, setJustFollowed] = useState(false);

  useEffect(() => {
    if (!username) return;
    let current = true;
    storiesApi.follows(role, username).then(
      (answer) => current && isFollowState(answer) && setState(answer),
      () => undefined, // The count is a detail: the button works without it.
    );
    return () => {
      current = false;
    };
  }, [role, username, signedIn]);

  const following = state?.following ?? false;

  const onSubmit = () => {
    if (!signedIn) return setNote('logIn');
    const before = state;
    const following = !(before?.following ?? false);
    setNote(null);
    setState({
      following,
      followers: Math.max(0, (before?.followers ?? 0) + (following ? 1 : -1)),
    });
    storiesApi.follow({ role, username, following }, FOLLOWS.failed).then(
      (answer) => {
        setState(isFollowState(answer) ? answer : before);
        setJustFollowed(isFollowState(answer) && answer.following);
      },
      (error: unknown) => {
        if (error instanceof Error && (error as { savedForLater?: unknown }).savedForLater) {
          return setNote('savedOffline');
        }
        setState(before);
        setNote({
          error: error instanceof Error && error.message ? error.message : FOLLOWS.failed,
        });
      },
    );
  };

  return (
    <>
      <Form
        formId="follow"
        withSession
        className={styles.like}
        // Sent natively (no JavaScript), `following` says the wanted end: "on" follows, empty stops.
        hiddenFields={{ role, username, following: following ? '' : 'on' }}
        onSubmit={onSubmit}
        error={actionError(note)}
        footer={
          <button
            type="submit"
            className={styles.button}
            aria-pressed={following}
            aria-label={state ? FOLLOWS.label(name, state.followers) : undefined}
          >
            {following ? FOLLOWS.following : FOLLOWS.follow}
            {state && (
              <span className={styles.count}>{state.followers.toLocaleString('en-NG')}</span>
            )}
          </button>
        }
      >
        <ActionNoteText note={note} words={FOLLOWS} />
      </Form>
      {justFollowed && <PushOfferLater kind="new_story" />}
    </>
  );
}
