import { SecondFactorChallenge } from '@thrive/ui';
import { useMemo } from 'react';
import styles from '../SignInPage.module.css';
import { secondFactorApi, type AdminSession, type SecondFactorMethod } from './secondFactorApi';

export interface VerifyStepProps {
  ticket: string;
  methods: SecondFactorMethod[];
  onSignedIn: (session: AdminSession) => void;
  onRestart: (message: string) => void;
}

/** The second step of a sign-in: the admin's passkey, an app code, or a recovery code. */
export function VerifyStep({ ticket, methods, onSignedIn, onRestart }: VerifyStepProps) {
  const attempts = useMemo(
    () => ({
      passkey: () => secondFactorApi.signInWithPasskey(ticket),
      totp: (code: string) => secondFactorApi.signInWithCode(ticket, code),
      recoveryCode: (code: string) => secondFactorApi.signInWithRecoveryCode(ticket, code),
    }),
    [ticket],
  );
  return (
    <SecondFactorChallenge
      methods={methods}
      attempts={attempts}
      onSignedIn={onSignedIn}
      onRestart={(reason) => onRestart(reason ?? '')}
      headingLevel={1}
      headingClassName={styles.title}
    />
  );
}
