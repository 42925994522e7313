import { useState } from 'react';
import { Button } from '@thrive/ui';
import { accountApi } from './accountApi';
import styles from './AccountPage.module.css';

/**
 * After a second-factor change: the offer to sign out every other session of this admin (a
 * recent proof is asked for that too, through `guard`). The outcome is said in its place.
 */
export function OtherSessionsOffer({
  guard,
  onDone,
}: {
  guard: (call: () => Promise<void>) => Promise<void>;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const signOutOthers = async () => {
    setBusy(true);
    try {
      await guard(accountApi.endOtherSessions);
      setSaid('Every other session was signed out.');
    } catch (error) {
      setSaid(`Not signed out: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.setup} role="group" aria-label="Other sessions">
      <p className={styles.note} role="status">
        {said ??
          'Sign out your other sessions too? If someone else had this account open, this ends it.'}
      </p>
      {!said && (
        <div className={styles.row}>
          <Button variant="secondary" disabled={busy} onClick={() => void signOutOthers()}>
            {busy ? 'Signing out…' : 'Sign out other sessions'}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onDone}>
            Not now
          </Button>
        </div>
      )}
    </div>
  );
}
