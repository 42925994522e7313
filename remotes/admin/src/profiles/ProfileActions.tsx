import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { STATUSES, type ListKind, type Status } from '@thrive/admin-contract';
import { Button } from '@thrive/ui';
import { usePersonActions, type ActionTarget } from '../actions/personActions';
import { TrashIcon } from '../common/icons';
import styles from './Profile.module.css';

type Person = ActionTarget & { status: Status };

const LIST_PATH: Record<ListKind, string> = {
  writers: '/writers',
  consultants: '/consultants',
  users: '/users',
};

/**
 * The list row's actions on the profile: Status (saved at once, with Undo), Reset password
 * (asks first), for a reader Sign out everywhere (asks first; a writer's or consultant's studio
 * sessions end when they are made Inactive or deleted, docs/studio.md), and Delete (asks first; the
 * profile is gone, so the admin lands on the list, where Undo in the toast brings the person
 * back).
 */
export function ProfileActions<P extends Person>({
  kind,
  person,
  onChanged,
  onLogged,
}: {
  kind: ListKind;
  person: P;
  onChanged: (person: P) => void;
  /** An action that changed nothing on the profile but is in its activity feed. */
  onLogged?: () => void;
}) {
  const statusId = useId();
  const navigate = useNavigate();
  const actions = usePersonActions<P>(kind, {
    onSaved: onChanged,
    onRefused: onChanged,
    onDeleted: () => navigate(LIST_PATH[kind]),
    onSessionsEnded: onLogged,
  });
  return (
    <div className={styles.actions}>
      <label className={styles.statusField} htmlFor={statusId}>
        Status
        <select
          id={statusId}
          className={styles.statusSelect}
          value={person.status}
          onChange={(event) => {
            const status = event.target.value as Status;
            onChanged({ ...person, status });
            actions.change(person, { status });
          }}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={() => actions.askReset(person)}>
        Reset password
      </Button>
      {kind === 'users' && (
        <Button variant="secondary" onClick={() => actions.askEndSessions(person)}>
          Sign out everywhere
        </Button>
      )}
      <Button variant="danger" onClick={() => actions.askDelete(person)}>
        <TrashIcon size={18} /> Delete
      </Button>
      {actions.dialog}
    </div>
  );
}
