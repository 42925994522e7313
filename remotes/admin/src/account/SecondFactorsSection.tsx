import { useCallback, useEffect, useId, useState } from 'react';
import { Button, LoadingState, Modal, Problem } from '@thrive/ui';
import { useNotify } from '../common/notices';
import { accountApi, type FactorSummary, type FactorView } from './accountApi';
import { AddFactor } from './AddFactor';
import { OtherSessionsOffer } from './OtherSessionsOffer';
import { useStepUp } from './stepUp';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { onDate } from '../common/dates';
import styles from './AccountPage.module.css';

const KIND = { passkey: 'Passkey', totp: 'Authenticator app' } as const;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; summary: FactorSummary }
  | { kind: 'error'; message: string };

type Asking = { what: 'remove'; factor: FactorView } | { what: 'codes' } | null;

function FactorItem({
  factor,
  onlyOne,
  onRemove,
}: {
  factor: FactorView;
  onlyOne: boolean;
  onRemove: (factor: FactorView) => void;
}) {
  const nameId = useId();
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemName} id={nameId}>
          {factor.label}
          {/* A factor named after its kind ('Passkey') needs no badge saying it again. */}
          {factor.label !== KIND[factor.kind] && (
            <span className={styles.badge}>{KIND[factor.kind]}</span>
          )}
        </span>
        <span className={styles.itemMeta}>
          Added {onDate(factor.created_at)} ·{' '}
          {factor.last_used_at ? `Last used ${onDate(factor.last_used_at)}` : 'Not used yet'}
        </span>
      </div>
      {/* The API refuses to remove the last one (409); the console does not offer it. */}
      {!onlyOne && (
        <Button variant="secondary" aria-describedby={nameId} onClick={() => onRemove(factor)}>
          Remove
        </Button>
      )}
    </li>
  );
}

/**
 * 'Second factors': the admin's passkeys and authenticator apps (add one, remove any but the
 * last), and the recovery codes (how many are left; new ones replace them, shown once).
 */
export function SecondFactorsSection() {
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  /** After a change: the offer to sign out every other session. */
  const [offerOthers, setOfferOthers] = useState(false);
  const withAppCode =
    loaded.kind === 'ready' && loaded.summary.factors.some((f) => f.kind === 'totp');
  const stepUp = useStepUp(withAppCode);

  const load = useCallback(() => {
    accountApi.factors().then(
      (summary) => setLoaded({ kind: 'ready', summary }),
      (error: Error) => setLoaded({ kind: 'error', message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  const confirmed = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      // The confirmation closes first: the step-up's dialog may need the screen.
      const chosen = asking;
      setAsking(null);
      if (chosen.what === 'remove') {
        await stepUp.guard(() => accountApi.removeFactor(chosen.factor.id));
        notify(`Removed: ${chosen.factor.label}.`);
      } else {
        await stepUp.guard(async () => setCodes(await accountApi.newRecoveryCodes()));
      }
      setOfferOthers(true);
    } catch (error) {
      notify(
        `${asking.what === 'remove' ? 'Not removed' : 'No new codes'}: ${(error as Error).message}`,
      );
    } finally {
      setBusy(false);
      setAsking(null);
      load();
    }
  };
  const close = () => !busy && setAsking(null);

  const factors = loaded.kind === 'ready' ? loaded.summary.factors : [];
  const left = loaded.kind === 'ready' ? loaded.summary.recovery_codes_left : 0;
  return (
    <section className={styles.card} aria-labelledby="factors-heading">
      <h2 id="factors-heading" className={styles.cardTitle}>
        Second factors
      </h2>
      <p className={styles.cardLead}>
        After your password, the console asks for one of these. Keep at least two, on different
        devices, so losing one does not lock you out.
      </p>
      {loaded.kind === 'loading' && <LoadingState label="Loading your second factors…" />}
      {loaded.kind === 'error' && (
        <Problem title="Your second factors could not be loaded" onRetry={load} headingLevel={2}>
          <p>{loaded.message}</p>
        </Problem>
      )}
      {loaded.kind === 'ready' && (
        <>
          <ul className={styles.list} aria-label="Second factors">
            {factors.map((factor) => (
              <FactorItem
                key={factor.id}
                factor={factor}
                onlyOne={factors.length === 1}
                onRemove={(chosen) => setAsking({ what: 'remove', factor: chosen })}
              />
            ))}
          </ul>
          {factors.length === 1 && (
            <p className={styles.note}>
              This is your only second factor, so it cannot be removed: add another one first.
            </p>
          )}
          <AddFactor
            guard={stepUp.guard}
            onAdded={(message) => {
              notify(message);
              setOfferOthers(true);
              load();
            }}
          />
          {offerOthers && (
            <OtherSessionsOffer guard={stepUp.guard} onDone={() => setOfferOthers(false)} />
          )}
          <h3 className={styles.setupTitle}>Recovery codes</h3>
          <p className={styles.note}>
            {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`} Each one signs
            you in once when you have none of your second factors with you.
          </p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setAsking({ what: 'codes' })}>
              Make new recovery codes
            </Button>
          </div>
        </>
      )}
      {asking?.what === 'remove' && (
        <Modal
          title={`Remove ${asking.factor.label}?`}
          tone="error"
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => void confirmed()} disabled={busy}>
                {busy ? 'Removing…' : 'Remove'}
              </Button>
            </>
          }
        >
          <p>You will no longer be able to sign in to the console with it.</p>
        </Modal>
      )}
      {asking?.what === 'codes' && (
        <Modal
          title="Make new recovery codes?"
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void confirmed()} disabled={busy}>
                {busy ? 'Making…' : 'Make new codes'}
              </Button>
            </>
          }
        >
          <p>You get ten new codes, shown once. The codes you have now stop working.</p>
        </Modal>
      )}
      {stepUp.dialog}
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />}
    </section>
  );
}
