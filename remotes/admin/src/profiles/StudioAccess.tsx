import { useEffect, useState } from 'react';
import type { InvitationStatus, MemberKind } from '@thrive/admin-contract';
import { Button } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import { onDate } from '../common/dates';
import { useNotify } from '../common/notices';
import { Card, Detail, Details } from './ProfileParts';
import styles from './Profile.module.css';

const STATE_WORDS: Record<InvitationStatus['state'], string> = {
  none: 'No invitation sent',
  invited: 'Invited',
  accepted: 'Accepted',
  expired: 'Expired',
};

type Loaded =
  | { kind: 'loading' }
  | { kind: 'loaded'; status: InvitationStatus }
  | { kind: 'error'; message: string };

/**
 * A writer's or consultant's studio access (issue 43): where their invitation is (invited,
 * accepted, expired) and Resend invitation, which e-mails a new link (the open one stops
 * working).
 */
export function StudioAccess({ kind, id }: { kind: MemberKind; id: number }) {
  const notify = useNotify();
  const path = `/admin/${kind}/${id}/invitation`;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    adminApi
      .get<InvitationStatus>(path, 'The invitation could not be loaded.')
      .then((status) => live && setLoaded({ kind: 'loaded', status }))
      .catch((error: Error) => live && setLoaded({ kind: 'error', message: error.message }));
    return () => {
      live = false;
    };
  }, [path]);

  const resend = async () => {
    setSending(true);
    try {
      const answer = await adminApi.post<InvitationStatus & { message: string }>(
        path,
        {},
        'The invitation was not sent. Please try again.',
      );
      setLoaded({ kind: 'loaded', status: answer });
      notify(answer.message);
    } catch (error) {
      notify((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Studio access" headingId="studio-access-heading">
      {loaded.kind === 'loading' && <p className={styles.muted}>Loading the invitation…</p>}
      {loaded.kind === 'error' && <p role="alert">{loaded.message}</p>}
      {loaded.kind === 'loaded' && (
        <Details>
          <Detail label="Invitation">{STATE_WORDS[loaded.status.state]}</Detail>
          {loaded.status.sent_at && <Detail label="Sent">{onDate(loaded.status.sent_at)}</Detail>}
          {loaded.status.state === 'invited' && loaded.status.expires_at && (
            <Detail label="Expires">{onDate(loaded.status.expires_at)}</Detail>
          )}
          {loaded.status.accepted_at && (
            <Detail label="Accepted on">{onDate(loaded.status.accepted_at)}</Detail>
          )}
        </Details>
      )}
      {loaded.kind === 'loaded' && loaded.status.state !== 'accepted' && (
        <Button
          variant="secondary"
          onClick={() => void resend()}
          busy={sending}
          busyLabel="Sending the invitation…"
        >
          Resend invitation
        </Button>
      )}
    </Card>
  );
}
