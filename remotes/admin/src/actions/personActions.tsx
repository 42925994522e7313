/**
 * What an admin does to one person, from a list row or a profile: change Genre or Status,
 * send a password-reset e-mail (a writer or consultant gets a studio link), delete, and (a reader) sign them out everywhere. Each is saved
 * at once; a change and a delete offer Undo in the toast, which puts the old value back on the
 * server (at most once, and only if nobody changed it since: the API checks `expected`).
 * Reset, Delete and Sign out everywhere ask first, naming the person; the destructive button is
 * in the danger style.
 */
import { useCallback, useState, type ReactNode } from 'react';
import type { Genre, ListKind, Status } from '@thrive/admin-contract';
import { Button, Modal } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import { useNotify } from '../common/notices';

/** What a row dropdown may change. */
export type PersonPatch = { genre?: Genre; status?: Status };

export interface ActionTarget {
  _id: number;
  name: string;
  email: string;
}

export interface PersonActionEvents<P extends ActionTarget> {
  /** The server's record after a change or its undo. */
  onSaved?: (person: P) => void;
  /** A change was refused: show the value from before it again. */
  onRefused?: (before: P) => void;
  onDeleted?: (person: P) => void;
  onRestored?: (person: P) => void;
  /** Every session of the reader was ended (the audit log has a new entry). */
  onSessionsEnded?: (person: P) => void;
}

/** The actions that ask first. */
type Confirmable = 'delete' | 'reset' | 'end-sessions';

const FAILED: Record<Confirmable, string> = {
  delete: 'Not deleted',
  reset: 'Not sent',
  'end-sessions': 'Not signed out',
};

const sessionsEnded = (name: string, ended: number) =>
  ended === 0
    ? `${name} was not signed in anywhere.`
    : `${name} was signed out everywhere (${ended} ${ended === 1 ? 'session' : 'sessions'} ended).`;

const describe = (patch: PersonPatch) =>
  Object.entries(patch)
    .map(([field, value]) => `${field} ${String(value)}`)
    .join(', ');

/** The fields of `person` that `patch` names: what an Undo puts back. */
function previousValues(person: ActionTarget, patch: PersonPatch): PersonPatch {
  const source = person as Partial<Record<keyof PersonPatch, string>>;
  return Object.fromEntries(
    Object.keys(patch).map((field) => [field, source[field as keyof PersonPatch]]),
  ) as PersonPatch;
}

export function usePersonActions<P extends ActionTarget>(
  kind: ListKind,
  events: PersonActionEvents<P>,
) {
  const notify = useNotify();
  const [confirm, setConfirm] = useState<{ what: Confirmable; person: P } | null>(null);
  const [busy, setBusy] = useState(false);
  const { onSaved, onRefused, onDeleted, onRestored, onSessionsEnded } = events;
  const path = (person: ActionTarget, rest = '') => `/admin/${kind}/${person._id}${rest}`;

  const undoChange = useCallback(
    (person: P, patch: PersonPatch, previous: PersonPatch) => {
      adminApi
        .patch<{ person: P }>(
          `/admin/${kind}/${person._id}`,
          { ...previous, expected: patch },
          'The change could not be undone.',
        )
        .then(
          (answer) => {
            onSaved?.(answer.person);
            notify(`Undone: ${person.name} has ${describe(previous)} again.`);
          },
          (error: Error) => notify(`Not undone: ${error.message}`),
        );
    },
    [kind, notify, onSaved],
  );

  const change = useCallback(
    (person: P, patch: PersonPatch) => {
      const previous = previousValues(person, patch);
      adminApi
        .patch<{ person: P }>(
          `/admin/${kind}/${person._id}`,
          patch,
          'The change could not be saved.',
        )
        .then(
          (answer) => {
            onSaved?.(answer.person);
            notify(`Saved: ${person.name} now has ${describe(patch)}.`, {
              action: { label: 'Undo', run: () => undoChange(answer.person, patch, previous) },
            });
          },
          (error: Error) => {
            onRefused?.(person);
            notify(`Not saved: ${error.message}`);
          },
        );
    },
    [kind, notify, onSaved, onRefused, undoChange],
  );

  const restore = useCallback(
    (person: P) => {
      adminApi.send('post', path(person, '/restore'), 'The profile could not be restored.').then(
        () => {
          onRestored?.(person);
          notify(`${person.name} was restored.`);
        },
        (error: Error) => notify(`Not restored: ${error.message}`),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, notify, onRestored],
  );

  const confirmed = async () => {
    if (!confirm) return;
    const { what, person } = confirm;
    setBusy(true);
    try {
      if (what === 'delete') {
        await adminApi.send('delete', path(person), 'The profile could not be deleted.');
        onDeleted?.(person);
        notify(
          `${person.name} was moved to Deleted Profiles. You can restore them there for 14 days.`,
          { action: { label: 'Undo', run: () => restore(person) } },
        );
      } else if (what === 'reset') {
        await adminApi.send(
          'post',
          path(person, '/password-reset'),
          'The e-mail could not be sent.',
        );
        notify(`Password reset e-mail sent to ${person.email}.`);
      } else {
        const { ended } = await adminApi.post<{ ended: number }>(
          path(person, '/sessions/end'),
          {},
          'The sessions could not be ended.',
        );
        onSessionsEnded?.(person);
        notify(sessionsEnded(person.name, ended));
      }
    } catch (error) {
      notify(`${FAILED[what]}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const close = () => !busy && setConfirm(null);
  let dialog: ReactNode = null;
  if (confirm?.what === 'delete')
    dialog = (
      <Modal
        title={`Delete ${confirm.person.name}?`}
        tone="error"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmed()} disabled={busy}>
              {busy ? 'Deleting…' : 'Delete'}
            </Button>
          </>
        }
      >
        <p>
          {confirm.person.name} will move to Deleted Profiles, where they can be restored for the
          next 14 days. After that the profile is removed for good.
        </p>
      </Modal>
    );
  if (confirm?.what === 'reset')
    dialog = (
      <Modal
        title={`Reset the password of ${confirm.person.name}?`}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void confirmed()} disabled={busy}>
              {busy ? 'Sending…' : 'Send e-mail'}
            </Button>
          </>
        }
      >
        <p>
          {confirm.person.name} will get an e-mail at {confirm.person.email} with a link to choose a
          new password{kind === 'users' ? '' : ' in the studio (their second factor stays)'}. Their
          current password keeps working until they do.
        </p>
      </Modal>
    );

  if (confirm?.what === 'end-sessions')
    dialog = (
      <Modal
        title={`Sign ${confirm.person.name} out everywhere?`}
        tone="error"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmed()} disabled={busy}>
              {busy ? 'Signing out…' : 'Sign out everywhere'}
            </Button>
          </>
        }
      >
        <p>
          Every device where {confirm.person.name} is signed in is signed out at once. Their
          password stays the same: they can sign in again with it.
        </p>
      </Modal>
    );

  return {
    change,
    askDelete: useCallback((person: P) => setConfirm({ what: 'delete', person }), []),
    askReset: useCallback((person: P) => setConfirm({ what: 'reset', person }), []),
    askEndSessions: useCallback((person: P) => setConfirm({ what: 'end-sessions', person }), []),
    dialog,
  };
}
