/**
 * "Notifications on this phone" (/account): one switch per kind, each turning that kind on or
 * off for this phone at once (the first one on asks the browser's permission, on the tap). A
 * browser that cannot push (iOS outside the Home Screen) says how to get them instead.
 */
import { useEffect, useId, useState } from 'react';
import { PUSH_KINDS, type PushChoice, type PushKind } from '@thrive/reader-contract/community';
import { PUSH } from './pushCopy';
import { choose, currentChoice, NOT_SUBSCRIBED, PushBlocked, pushSupport } from './webPush';
import styles from './Push.module.css';

type Note = 'saved' | 'blocked' | 'failed' | null;

export default function PushSettings() {
  const id = useId();
  const [support] = useState(pushSupport);
  const [choice, setChoice] = useState<PushChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    if (support === 'unsupported') return;
    let current = true;
    currentChoice().then(
      (answer) => current && setChoice(answer),
      () => current && setChoice(NOT_SUBSCRIBED),
    );
    return () => {
      current = false;
    };
  }, [support]);

  if (support === 'unsupported') return <p className={styles.note}>{PUSH.unsupported}</p>;
  if (!choice) return <p className={styles.note}>{PUSH.checking}</p>;

  const toggle = (kind: PushKind, on: boolean) => {
    const before = choice;
    const kinds = on ? [...choice.kinds, kind] : choice.kinds.filter((other) => other !== kind);
    // The switch moves at once; it goes back if the change cannot be made.
    setChoice({ ...choice, kinds });
    setBusy(true);
    setNote(null);
    choose(kinds)
      .then(
        (answer) => {
          setChoice(answer);
          setNote('saved');
        },
        (error: unknown) => {
          setChoice(before);
          setNote(error instanceof PushBlocked ? 'blocked' : 'failed');
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      {support === 'denied' && <p className={styles.note}>{PUSH.blocked}</p>}
      <ul className={styles.switches}>
        {PUSH_KINDS.map((kind) => (
          <li key={kind} className={styles.switch}>
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              role="switch"
              checked={choice.kinds.includes(kind)}
              disabled={busy}
              onChange={(event) => toggle(kind, event.currentTarget.checked)}
            />
            <label htmlFor={`${id}-${kind}`}>{PUSH.kind(kind)}</label>
          </li>
        ))}
      </ul>
      {note && (
        <p className={styles.note} role={note === 'saved' ? 'status' : 'alert'}>
          {note === 'saved' ? PUSH.saved : note === 'blocked' ? PUSH.blocked : PUSH.failed}
        </p>
      )}
    </>
  );
}
