import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@thrive/ui';
import styles from '../SignInPage.module.css';
import { secondFactorApi, type AdminSession, type SecondFactorMethod } from './secondFactorApi';
import { StepHeading } from './StepHeading';
import { useStepProblem } from './useStepProblem';

export interface VerifyStepProps {
  ticket: string;
  methods: SecondFactorMethod[];
  onSignedIn: (session: AdminSession) => void;
  onRestart: (message: string) => void;
}

/** The second step of a sign-in: the admin's passkey, an app code, or a recovery code. */
export function VerifyStep({ ticket, methods, onSignedIn, onRestart }: VerifyStepProps) {
  const { problem, setProblem, report } = useStepProblem(onRestart);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);

  const run = async (attempt: () => Promise<AdminSession>) => {
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn(await attempt());
    } catch (error) {
      report(error);
      setCode('');
      setRecoveryCode('');
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim())
      return setProblem('Please enter the 6-digit code from your authenticator app.');
    void run(() => secondFactorApi.signInWithCode(ticket, code));
  };
  const submitRecovery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!recoveryCode.trim()) return setProblem('Please enter one of your recovery codes.');
    void run(() => secondFactorApi.signInWithRecoveryCode(ticket, recoveryCode));
  };

  return (
    <>
      <StepHeading>Confirm it’s you</StepHeading>
      <p className={styles.lead}>Your password was right. Now use your second factor.</p>
      <div className={styles.form}>
        {methods.includes('passkey') && (
          <Button
            onClick={() => void run(() => secondFactorApi.signInWithPasskey(ticket))}
            disabled={busy}
          >
            Use your passkey
          </Button>
        )}
        {methods.includes('totp') && (
          <form className={styles.form} onSubmit={submitCode} noValidate>
            <TextField
              label="Code from your authenticator app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              Verify code
            </Button>
          </form>
        )}
        {methods.includes('recovery-code') &&
          (useRecovery ? (
            <form className={styles.form} onSubmit={submitRecovery} noValidate>
              <TextField
                label="Recovery code"
                name="recoveryCode"
                autoComplete="off"
                spellCheck={false}
                value={recoveryCode}
                onChange={(event) => setRecoveryCode(event.target.value)}
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                Use recovery code
              </Button>
            </form>
          ) : (
            <Button variant="ghost" onClick={() => setUseRecovery(true)}>
              Use a recovery code instead
            </Button>
          ))}
        <div role="alert" className={styles.problemSlot}>
          {problem && <p className={styles.problem}>{problem}</p>}
        </div>
        <Button variant="ghost" onClick={() => onRestart('')}>
          Start again
        </Button>
      </div>
    </>
  );
}
