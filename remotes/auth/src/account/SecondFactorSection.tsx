import { i18n } from '@thrive/i18n';
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
import { OtherDevicesOffer } from './OtherDevicesOffer';
import { useStepUp } from './useStepUp';
import styles from './Account.module.css';
import './catalog';

const KIND_NAME = {
  passkey: () => i18n._('auth.account.factor.passkey'),
  totp: () => i18n._('auth.account.factor.app'),
} as const;

/** The kind, and the reader's own name for it when it says more than the kind. */
const factorName = (factor: SecondFactorSummary) => {
  const kind = KIND_NAME[factor.kind]();
  const label = factor.label.trim();
  return label && label.toLowerCase() !== kind.toLowerCase() ? `${kind} “${label}”` : kind;
};

/**
 * The reader's optional second factor: a passkey on this device or an authenticator app,
 * asked for after the password at every login. The first one brings ten recovery codes (shown
 * once, like new ones asked for later); any factor can be removed. A change asks for the
 * password (or an app code) again when the last proof is over 5 minutes old, and is followed
 * by the offer to sign out the account's other devices.
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
  /** After a change: the offer to sign out the account's other devices. */
  const [offerOthers, setOfferOthers] = useState(false);
  const stepUp = useStepUp(summary?.factors.some((f) => f.kind === 'totp') ?? false);

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
    setNote(i18n._('auth.account.factor.added', { what }));
    setOfferOthers(true);
    if (recoveryCodes?.length) setCodes(recoveryCodes);
    await load();
  };
  const addPasskey = async () => {
    setNote('');
    const outcome = await action.run(async () =>
      accountApi.addPasskey((await accountApi.openAddTicket()).ticket),
    );
    if (stepUp.asked(outcome, () => void addPasskey())) return;
    if (outcome.ok)
      await added(i18n._('auth.account.factor.yourPasskey'), outcome.value.recovery_codes);
  };
  const startApp = async () => {
    setNote('');
    const outcome = await action.run(async () => {
      const { ticket } = await accountApi.openAddTicket();
      return { ticket, ...(await accountApi.totpSetup(ticket)) };
    });
    if (stepUp.asked(outcome, () => void startApp())) return;
    if (outcome.ok) setApp(outcome.value);
  };
  const confirmApp = async (values: FormData) => {
    if (!app) return;
    const code = digitsOnly(textOf(values, 'code'));
    const outcome = await action.run(() => accountApi.addTotp(app.ticket, code));
    if (!outcome.ok) return;
    setApp(null);
    await added(i18n._('auth.account.factor.yourApp'), outcome.value.recovery_codes);
  };
  const remove = async (factor: SecondFactorSummary) => {
    setNote('');
    const outcome = await action.run(() => accountApi.removeFactor(factor.id));
    if (stepUp.asked(outcome, () => void remove(factor))) return;
    if (outcome.ok) {
      setNote(i18n._('auth.account.factor.removed', { name: factorName(factor) }));
      setOfferOthers(true);
    }
    await load();
  };
  const newCodes = async () => {
    setNote('');
    const outcome = await action.run(() => accountApi.newRecoveryCodes());
    if (stepUp.asked(outcome, () => void newCodes())) return;
    if (outcome.ok) {
      setCodes(outcome.value.recovery_codes);
      setOfferOthers(true);
    }
    await load();
  };

  const factors = summary?.factors ?? [];
  return (
    <AccountSection
      title={i18n._('auth.account.factor.title')}
      lead={i18n._('auth.account.factor.lead')}
    >
      {summary === null && !loadError && (
        <p className={styles.muted}>{i18n._('auth.account.factor.loading')}</p>
      )}
      {loadError && (
        <div className={styles.problem}>
          <p>{loadError}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {i18n._('auth.account.tryAgain')}
          </Button>
        </div>
      )}
      {summary && factors.length === 0 && (
        <p className={styles.muted}>{i18n._('auth.account.factor.none')}</p>
      )}
      {factors.length > 0 && (
        <ul className={styles.list} aria-label={i18n._('auth.account.factor.listLabel')}>
          {factors.map((factor) => (
            <li key={factor.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>{factorName(factor)}</p>
                <p className={styles.muted}>
                  {factor.last_used_at
                    ? i18n._('auth.account.factor.lastUsed', {
                        added: i18n._('auth.account.factor.addedAgo', {
                          ago: timeAgoInWords(factor.created_at, now),
                        }),
                        ago: timeAgoInWords(factor.last_used_at, now),
                      })
                    : i18n._('auth.account.factor.notUsed', {
                        added: i18n._('auth.account.factor.addedAgo', {
                          ago: timeAgoInWords(factor.created_at, now),
                        }),
                      })}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={i18n._('auth.account.factor.removeLabel', { name: factorName(factor) })}
                disabled={action.busy}
                onClick={() => void remove(factor)}
              >
                {i18n._('auth.account.factor.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.status}>
        {note}
      </p>
      {stepUp.prompt}
      {offerOthers && !stepUp.prompt && (
        <OtherDevicesOffer
          withAppCode={factors.some((f) => f.kind === 'totp')}
          onSessionEnded={onSessionEnded}
          onDone={() => setOfferOthers(false)}
        />
      )}
      {codes && (
        <div className={styles.panel}>
          <h3 className={styles.subheading}>{i18n._('auth.account.factor.saveCodes')}</h3>
          <p className={styles.muted}>{i18n._('auth.account.factor.saveCodesBody')}</p>
          <RecoveryCodeList codes={codes} />
          <Button onClick={() => setCodes(null)}>{i18n._('auth.account.factor.saved')}</Button>
        </div>
      )}
      {app ? (
        <Form
          formId="second-factor-app"
          className={`${form.form} ${styles.panel}`}
          onSubmit={(values) => void confirmApp(values)}
        >
          <h3 className={styles.subheading}>{i18n._('auth.account.factor.addApp')}</h3>
          <p className={styles.muted}>{i18n._('auth.account.factor.addAppBody')}</p>
          <SetupKey secret={app.secret} uri={app.uri} />
          <TextField
            label={i18n._('auth.account.factor.appCode')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={action.busy}
              busyLabel={i18n._('auth.account.factor.checking')}
            >
              {i18n._('auth.account.factor.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setApp(null)}>
              {i18n._('auth.account.factor.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        summary && (
          <div className={styles.actions}>
            <Button onClick={() => void addPasskey()} disabled={action.busy}>
              {i18n._('auth.account.factor.addPasskey')}
            </Button>
            <Button variant="secondary" onClick={() => void startApp()} disabled={action.busy}>
              {i18n._('auth.account.factor.addApp')}
            </Button>
            {factors.length > 0 && (
              <Button variant="ghost" onClick={() => void newCodes()} disabled={action.busy}>
                {i18n._('auth.account.factor.newCodes')}
              </Button>
            )}
          </div>
        )
      )}
      {summary && factors.length > 0 && (
        <p className={styles.muted}>
          {i18n._('auth.account.factor.codesLeft', { count: summary.recovery_codes_left })}
        </p>
      )}
      {action.error && <ErrorModal message={action.error} onClose={action.dismissError} />}
    </AccountSection>
  );
}
