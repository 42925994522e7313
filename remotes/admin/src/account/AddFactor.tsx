import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@thrive/ui';
import local from '../session/secondFactor/secondFactor.module.css';
import { accountApi, type TotpSetup } from './accountApi';
import styles from './AccountPage.module.css';

/** Groups of four, as authenticator apps show keys: easier to type and to check. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Adding a second factor: a passkey on this device (the browser's prompt), or an authenticator
 * app (its key shown here, confirmed by the first code it shows). `onAdded` reloads the list.
 */
export function AddFactor({
  onAdded,
  guard,
}: {
  onAdded: (message: string) => void;
  /** Asks for a recent proof when the API wants one (stepUp.tsx), then runs the call again. */
  guard: (call: () => Promise<void>) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [app, setApp] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const run = async (attempt: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await attempt();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const addPasskey = () =>
    run(async () => {
      await guard(() => accountApi.addPasskey(''));
      onAdded('Passkey added.');
    });
  const startApp = () => run(() => guard(async () => setApp(await accountApi.startTotp())));
  const confirmApp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!app) return;
    if (!code.trim()) {
      setCodeError('Please enter the 6-digit code from your authenticator app.');
      return;
    }
    setCodeError(undefined);
    void run(async () => {
      await accountApi.confirmTotp(app.ticket, code, '');
      setApp(null);
      setCode('');
      onAdded('Authenticator app added.');
    });
  };

  return (
    <>
      <div className={styles.row}>
        <Button variant="secondary" disabled={busy} onClick={() => void addPasskey()}>
          Add a passkey
        </Button>
        {!app && (
          <Button variant="secondary" disabled={busy} onClick={() => void startApp()}>
            Add an authenticator app
          </Button>
        )}
      </div>
      {app && (
        <form className={styles.setup} onSubmit={confirmApp} noValidate aria-labelledby="app-setup">
          <h3 id="app-setup" className={styles.setupTitle}>
            Add an authenticator app
          </h3>
          <p className={local.note}>
            Add this key to your authenticator app (for example Google Authenticator, Microsoft
            Authenticator or 1Password), then enter the code it shows.
          </p>
          <p className={local.secret}>
            <span className={local.secretLabel}>Setup key</span>
            <code data-testid="totp-secret">{grouped(app.secret)}</code>
          </p>
          <p className={local.note}>
            <a href={app.uri}>Open the key in an authenticator app on this device</a>
          </p>
          <TextField
            label="6-digit code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={codeError}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className={styles.row}>
            <Button type="submit" disabled={busy}>
              Confirm the app
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setApp(null);
                setCode('');
                setCodeError(undefined);
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
      <div role="alert" className={styles.problemSlot}>
        {problem && <p className={styles.problem}>{problem}</p>}
      </div>
    </>
  );
}
