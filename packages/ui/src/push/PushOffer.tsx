/**
 * "Get a notification when it is answered?": the offer of push notifications, shown only right
 * after the reader did something that merits one (asked a question, followed a writer), never
 * on a first visit. The browser's permission prompt comes only from the reader's "Yes". Not
 * shown where the browser cannot push, where notifications are blocked, where this phone gets
 * that kind already, or after "Not now".
 */
import { useEffect, useState } from 'react';
import type { PushKind } from '@thrive/reader-contract/community';
import { Button } from '../Button';
import { PUSH } from './pushCopy';
import {
  addKind,
  currentChoice,
  dismissOffer,
  offerDismissed,
  PushBlocked,
  pushSupport,
} from './webPush';
import styles from './Push.module.css';

type State = 'hidden' | 'offer' | 'busy' | 'on' | 'blocked' | 'failed';

export default function PushOffer({ kind }: { kind: PushKind }) {
  const [state, setState] = useState<State>('hidden');

  useEffect(() => {
    const support = pushSupport();
    if (support === 'unsupported' || support === 'denied' || offerDismissed(kind)) return;
    let current = true;
    currentChoice().then(
      (choice) => current && !choice.kinds.includes(kind) && setState('offer'),
      () => current && setState('offer'),
    );
    return () => {
      current = false;
    };
  }, [kind]);

  if (state === 'hidden') return null;
  if (state === 'on' || state === 'blocked') {
    return (
      <p className={styles.note} role="status">
        {state === 'on' ? PUSH.turnedOn : PUSH.blocked}
      </p>
    );
  }

  const yes = () => {
    setState('busy');
    addKind(kind).then(
      (choice) => setState(choice.kinds.includes(kind) ? 'on' : 'failed'),
      (error: unknown) => setState(error instanceof PushBlocked ? 'blocked' : 'failed'),
    );
  };
  const notNow = () => {
    dismissOffer(kind);
    setState('hidden');
  };

  return (
    <aside className={styles.offer} aria-label={PUSH.offer(kind)}>
      <p>{PUSH.offer(kind)}</p>
      <div className={styles.actions}>
        <Button onClick={yes} busy={state === 'busy'}>
          {PUSH.yes}
        </Button>
        <Button variant="secondary" onClick={notNow} disabled={state === 'busy'}>
          {PUSH.notNow}
        </Button>
      </div>
      {state === 'failed' && (
        <p className={styles.note} role="alert">
          {PUSH.failed}
        </p>
      )}
    </aside>
  );
}
