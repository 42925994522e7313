import { useId, useState } from 'react';
import { Button } from '@thrive/ui';
import styles from './Moderation.module.css';

/** Approve, or reject with a reason (required: the writer or reader will see it). */
export function DecisionBar({
  what,
  canApprove,
  canReject,
  onApprove,
  onReject,
}: {
  what: string;
  canApprove: boolean;
  canReject: boolean;
  onApprove: () => Promise<unknown>;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setRejecting(false);
      setReason('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.decision}>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {canApprove && (
          <Button type="button" busy={busy} onClick={() => run(onApprove)}>
            Approve {what}
          </Button>
        )}
        {canReject && !rejecting && (
          <Button type="button" variant="secondary" onClick={() => setRejecting(true)}>
            Reject {what}
          </Button>
        )}
      </div>
      {rejecting && (
        <form
          className={styles.reject}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim())
              return setError('Please give a reason: the writer or reader will see it.');
            void run(() => onReject(reason.trim()));
          }}
        >
          <label htmlFor={reasonId}>Reason for rejecting</label>
          <textarea
            id={reasonId}
            value={reason}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={busy}>
              Reject with this reason
            </Button>
            <Button type="button" variant="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
