import type {
  SecondFactorsAnswer,
  SecondFactorSummary,
  TotpSetupAnswer,
} from '@thrive/reader-contract';
import {
  Button,
  Form,
  RecoveryCodeList,
  SetupKey,
  TextField,
  textOf,
  timeAgoInWords,
} from '@thrive/ui';
import { useCallback, useEffect, useState } from 'react';
import { digitsOnly } from '../confirm/Confirm';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import form from '../frame/Form.module.css';
import { ACCOUNT_FALLBACK, accountApi, sessionEnded } from './accountApi';
import { AccountSection } from './AccountSection';
import styles from './Account.module.css';

const KIND_NAME = { passkey: 'Passkey', totp: 'Authenticator app' } as const;

/** The kind, and the reader's own name for it when it says more than the kind. */
const factorName = (factor: SecondFactorSummary) => {
  const kind = KIND_NAME[factor.kind];
  const label = factor.label.trim();
  return label && label.toLowerCase() !== kind.toLowerCase() ? `${kind} “${label}”` : kind;
};

/**
 * The reader's optional second factor: a passkey on this device or an authenticator app,
 * asked for after the password at every login. The first one brings ten recovery codes (shown
 * once, like new ones asked for later); any factor can be removed.
 */
export function SecondFactorSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [summary, setSummary] = useState<SecondFactorsAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  /** An authenticator app being added: its ticket and new key, until the first code confirms it. */
  const [app, setApp] = useState<(TotpSetupAnswer & { ticket: string }) | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [note, setNote] = useState('');
  const action = useApiAction(ACCOUNT_FALLBACK.secondFactor, onSessionEnded);

  // State is set in the answer's callbacks only (never synchronously in the effect).
  const load = useCallback(
    () =>
      accountApi.secondFactors().then(
        (answer) => {
          setSummary(answer);
          // The times in words are counted from when the list arrived (renders stay pure).
          setNow(Date.now());
          setLoadError(null);
        },
        (error: unknown) => {
          if (sessionEnded(error)) onSessionEnded();
          else setLoadError(error instanceof Error ? error.message : ACCOUNT_FALLBACK.secondFactor);
        },
      ),
    [onSessionEnded],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const added = async (what: string, recoveryCodes: string[] | null) => {
    setNote(`${what} has been added. You will be asked for it when you log in.`);
    if (recoveryCodes?.length) setCodes(recoveryCodes);
    await load();
  };
  const addPasskey = async () => {
    setNote('');
    const outcome = await action.run(async () =>
      accountApi.addPasskey((await accountApi.openAddTicket()).ticket),
    );
    if (outcome.ok) await added('Your passkey', outcome.value.recovery_codes);
  };
  const startApp = async () => {
    setNote('');
    const outcome = await action.run(async () => {
      const { ticket } = await accountApi.openAddTicket();
      return { ticket, ...(await accountApi.totpSetup(ticket)) };
    });
    if (outcome.ok) setApp(outcome.value);
  };
  const confirmApp = async (values: FormData) => {
    if (!app) return;
    const code = digitsOnly(textOf(values, 'code'));
    const outcome = await action.run(() => accountApi.addTotp(app.ticket, code));
    if (!outcome.ok) return;
    setApp(null);
    await added('Your authenticator app', outcome.value.recovery_codes);
  };
  const remove = async (factor: SecondFactorSummary) => {
    setNote('');
    const outcome = await action.run(() => accountApi.removeFactor(factor.id));
    if (outcome.ok) setNote(`${factorName(factor)} has been removed.`);
    await load();
  };
  const newCodes = async () => {
    setNote('');
    const outcome = await action.run(() => accountApi.newRecoveryCodes());
    if (outcome.ok) setCodes(outcome.value.recovery_codes);
    await load();
  };

  const factors = summary?.factors ?? [];
  return (
    <AccountSection
      title="Second factor (optional)"
      lead="Ask for a passkey or a code from an authenticator app after your password, so a stolen password alone cannot open your account."
    >
      {summary === null && !loadError && <p className={styles.muted}>Loading…</p>}
      {loadError && (
        <div className={styles.problem}>
          <p>{loadError}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      )}
      {summary && factors.length === 0 && (
        <p className={styles.muted}>You log in with your password only.</p>
      )}
      {factors.length > 0 && (
        <ul className={styles.list} aria-label="Your second factors">
          {factors.map((factor) => (
            <li key={factor.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>{factorName(factor)}</p>
                <p className={styles.muted}>
                  Added {timeAgoInWords(factor.created_at, now)}
                  {factor.last_used_at
                    ? ` · last used ${timeAgoInWords(factor.last_used_at, now)}`
                    : ' · not used yet'}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Remove ${factorName(factor)}`}
                disabled={action.busy}
                onClick={() => void remove(factor)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.status}>
        {note}
      </p>
      {codes && (
        <div className={styles.panel}>
          <h3 className={styles.subheading}>Save your recovery codes</h3>
          <p className={styles.muted}>
            If you lose your passkey or authenticator app, each code logs you in once. Keep them
            somewhere safe: they are shown only now.
          </p>
          <RecoveryCodeList codes={codes} />
          <Button onClick={() => setCodes(null)}>I have saved them</Button>
        </div>
      )}
      {app ? (
        <Form
          formId="second-factor-app"
          className={`${form.form} ${styles.panel}`}
          onSubmit={(values) => void confirmApp(values)}
        >
          <h3 className={styles.subheading}>Add an authenticator app</h3>
          <p className={styles.muted}>
            Add this key to your authenticator app (for example Google Authenticator, Microsoft
            Authenticator or 1Password), then enter the code it shows.
          </p>
          <SetupKey secret={app.secret} uri={app.uri} />
          <TextField
            label="6-digit code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <div className={styles.actions}>
            <Button type="submit" busy={action.busy} busyLabel="Checking…">
              Confirm
            </Button>
            <Button variant="ghost" onClick={() => setApp(null)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        summary && (
          <div className={styles.actions}>
            <Button onClick={() => void addPasskey()} disabled={action.busy}>
              Add a passkey
            </Button>
            <Button variant="secondary" onClick={() => void startApp()} disabled={action.busy}>
              Add an authenticator app
            </Button>
            {factors.length > 0 && (
              <Button variant="ghost" onClick={() => void newCodes()} disabled={action.busy}>
                Get new recovery codes
              </Button>
            )}
          </div>
        )
      )}
      {summary && factors.length > 0 && (
        <p className={styles.muted}>Recovery codes left: {summary.recovery_codes_left}</p>
      )}
      {action.error && <ErrorModal message={action.error} onClose={action.dismissError} />}
    </AccountSection>
  );
}
