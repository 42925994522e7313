import { ApiError } from '@thrive/api-client';
import { READER_ERROR_CODES, type SecondFactorChallenge } from '@thrive/reader-contract';
import { Button, TextField } from '@thrive/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import form from '../frame/Form.module.css';
import type { LoginAnswer } from '../readerApi';
import { secondFactorLogin } from './secondFactorLogin';
import styles from './SecondFactorStep.module.css';

export const ENTER_APP_CODE = 'Please enter the 6-digit code from your authenticator app.';
export const ENTER_RECOVERY_CODE = 'Please enter one of your recovery codes.';

export interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  onSignedIn: (session: LoginAnswer) => void;
  /** Back to the password; with the reason when the step timed out. */
  onRestart: (reason: string | null) => void;
}

/**
 * A reader who added a second factor, after the right password: their passkey, the code of
 * their authenticator app, or one of their recovery codes. A refusal is said in the step (the
 * reader can try again or choose another way); a timed-out step goes back to the password.
 */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) {
  const { ticket, methods } = challenge;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(
    !methods.includes('totp') && !methods.includes('passkey'),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the reader: a screen reader hears the new step's heading.
  useEffect(() => heading.current?.focus(), []);

  const run = async (attempt: () => Promise<LoginAnswer>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn(await attempt());
    } catch (error) {
      if (error instanceof ApiError && error.code === READER_ERROR_CODES.SIGN_IN_AGAIN) {
        onRestart(error.message);
        return;
      }
      setProblem(error instanceof Error ? error.message : String(error));
      setCode('');
      setRecoveryCode('');
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(ENTER_APP_CODE);
    void run(() => secondFactorLogin.totp(ticket, code.trim()));
  };
  const submitRecovery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!recoveryCode.trim()) return setProblem(ENTER_RECOVERY_CODE);
    void run(() => secondFactorLogin.recoveryCode(ticket, recoveryCode.trim()));
  };

  return (
    <section className={styles.step} aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" className={styles.heading} ref={heading} tabIndex={-1}>
        Confirm it’s you
      </h2>
      <p className={styles.lead}>Your password was right. Now use your second factor.</p>
      {methods.includes('passkey') && (
        <Button
          block
          onClick={() => void run(() => secondFactorLogin.passkey(ticket))}
          disabled={busy}
        >
          Use your passkey
        </Button>
      )}
      {methods.includes('totp') && (
        <form className={form.form} onSubmit={submitCode} noValidate>
          <TextField
            label="Code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" block variant="secondary" disabled={busy}>
            Verify code
          </Button>
        </form>
      )}
      {methods.includes('recovery-code') &&
        (useRecovery ? (
          <form className={form.form} onSubmit={submitRecovery} noValidate>
            <TextField
              label="Recovery code"
              name="recoveryCode"
              autoComplete="off"
              spellCheck={false}
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
            />
            <Button type="submit" block variant="secondary" disabled={busy}>
              Use recovery code
            </Button>
          </form>
        ) : (
          <Button variant="ghost" block onClick={() => setUseRecovery(true)}>
            Use a recovery code instead
          </Button>
        ))}
      <div role="alert" className={styles.problem}>
        {problem && <p>{problem}</p>}
      </div>
      <Button variant="ghost" block onClick={() => onRestart(null)}>
        Start again
      </Button>
    </section>
  );
}
