import { i18n } from '@thrive/i18n';
import { Button } from '@thrive/ui';
import { useState } from 'react';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { ACCOUNT_FALLBACK, accountApi } from './accountApi';
import { useStepUp } from './useStepUp';
import styles from './Account.module.css';
import './catalog';

export interface OtherDevicesOfferProps {
  withAppCode: boolean;
  onSessionEnded: () => void;
  /** The reader signed the others out or said "Not now". */
  onDone: () => void;
}

/**
 * After a change of how the account logs in: the offer to sign out every other device (a
 * recent proof is needed for that too). The result is said in the page's status line.
 */
export function OtherDevicesOffer({ withAppCode, onSessionEnded, onDone }: OtherDevicesOfferProps) {
  const action = useApiAction(ACCOUNT_FALLBACK.endSession, onSessionEnded);
  const stepUp = useStepUp(withAppCode);
  const [ended, setEnded] = useState<number | null>(null);

  const signOutOthers = async () => {
    const outcome = await action.run(() => accountApi.endOtherSessions());
    if (stepUp.asked(outcome, () => void signOutOthers())) return;
    if (outcome.ok) setEnded(outcome.value);
  };

  if (ended !== null)
    return (
      <p role="status" className={styles.status}>
        {i18n._('auth.account.others.done', { count: ended })}
      </p>
    );
  return (
    <div className={styles.panel}>
      {stepUp.prompt ?? (
        <>
          <p>{i18n._('auth.account.others.offer')}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => void signOutOthers()}
              busy={action.busy}
              busyLabel={i18n._('auth.account.others.signingOut')}
            >
              {i18n._('auth.account.others.signOut')}
            </Button>
            <Button variant="ghost" onClick={onDone}>
              {i18n._('auth.account.others.notNow')}
            </Button>
          </div>
        </>
      )}
      {action.error && <ErrorModal message={action.error} onClose={action.dismissError} />}
    </div>
  );
}
