import { useState, type FormEvent } from 'react';
import { Button, SetupKey, TextField } from '@thrive/ui';
import styles from '../SignInPage.module.css';
import { secondFactorApi, type EnrolledSession } from './secondFactorApi';
import local from './secondFactor.module.css';
import { StepHeading } from './StepHeading';
import { useStepProblem } from './useStepProblem';

export interface EnrolStepProps {
  ticket: string;
  onEnrolled: (session: EnrolledSession) => void;
  onRestart: (message: string) => void;
}

/**
 * An admin's first sign-in (e.g. just made by `pnpm admin:create`): a passkey on this device,
 * or, where there can be none, an authenticator app.
 */
export function EnrolStep({ ticket, onEnrolled, onRestart }: EnrolStepProps) {
  const { problem, setProblem, report } = useStepProblem(onRestart);
  const [busy, setBusy] = useState(false);
  const [app, setApp] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');

  const run = async <T,>(attempt: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setProblem(null);
    try {
      done(await attempt());
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim())
      return setProblem('Please enter the 6-digit code from your authenticator app.');
    void run(() => secondFactorApi.enrolTotp(ticket, code), onEnrolled);
  };

  return (
    <>
      <StepHeading>Set up your second factor</StepHeading>
      <p className={styles.lead}>
        Every admin signs in with a passkey as well as a password. Create one on this device: it
        uses your fingerprint, face, screen lock or security key.
      </p>
      <div className={styles.form}>
        <Button
          onClick={() => void run(() => secondFactorApi.enrolPasskey(ticket), onEnrolled)}
          disabled={busy}
        >
          Create a passkey
        </Button>
        <h2 className={local.subheading}>No passkey on this device?</h2>
        {app ? (
          <form className={styles.form} onSubmit={confirm} noValidate>
            <p className={local.note}>
              Add this key to your authenticator app (for example Google Authenticator, Microsoft
              Authenticator or 1Password), then enter the code it shows.
            </p>
            <SetupKey secret={app.secret} uri={app.uri} />
            <TextField
              label="6-digit code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" disabled={busy}>
              Confirm and sign in
            </Button>
          </form>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => secondFactorApi.totpSetup(ticket), setApp)}
          >
            Use an authenticator app instead
          </Button>
        )}
        <div role="alert" className={styles.problemSlot}>
          {problem && <p className={styles.problem}>{problem}</p>}
        </div>
      </div>
    </>
  );
}
