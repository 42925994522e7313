import type { SecondFactorChallenge as Challenge } from '@thrive/reader-contract';
import { SecondFactorChallenge } from '@thrive/ui';
import { useMemo } from 'react';
import type { LoginAnswer } from '../readerApi';
import { secondFactorLogin } from './secondFactorLogin';
import styles from './SecondFactorStep.module.css';

export { ENTER_APP_CODE, ENTER_RECOVERY_CODE } from '@thrive/ui';

export interface SecondFactorStepProps {
  challenge: Challenge;
  onSignedIn: (session: LoginAnswer) => void;
  /** Back to the password; with the reason when the step timed out. */
  onRestart: (reason: string | null) => void;
}

/** A reader who added a second factor, after the right password (the UI kit's step). */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  const { ticket, methods } = challenge;
  const attempts = useMemo(
    () => ({
      passkey: () => secondFactorLogin.passkey(ticket),
      totp: (code: string) => secondFactorLogin.totp(ticket, code),
      recoveryCode: (code: string) => secondFactorLogin.recoveryCode(ticket, code),
    }),
    [ticket],
  );
  return (
    <div className={styles.step}>
      <SecondFactorChallenge
        methods={methods}
        attempts={attempts}
        onSignedIn={onSignedIn}
        onRestart={onRestart}
        headingClassName={styles.heading}
      />
    </div>
  );
}
