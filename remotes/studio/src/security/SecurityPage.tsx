import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@thrive/api-client';
import type { SecondFactorsAnswer, SecondFactorSummary } from '@thrive/reader-contract';
import { Button, LoadingState, Modal, Problem, RecoveryCodeList } from '@thrive/ui';
import { FACTOR, PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { AddApp } from './AddApp';
import { factorsApi, type AppSetup } from './factorsApi';
import { SECURITY } from './securityCopy';
import { useStepUp } from './useStepUp';
import styles from './SecurityPage.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; summary: SecondFactorsAnswer };

type Asking = { what: 'remove'; factor: SecondFactorSummary } | { what: 'codes' } | null;

const KIND = { passkey: () => SECURITY.passkey, totp: () => SECURITY.app } as const;

/** The kind, and the contributor's own name for it when that says more. */
const nameOf = (factor: SecondFactorSummary) => {
  const kind = KIND[factor.kind]();
  const label = factor.label.trim();
  return label && label.toLowerCase() !== kind.toLowerCase() ? SECURITY.named(kind, label) : kind;
};

const onDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/** The API's 409 for the last factor: said in the studio's words (and locale). */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? SECURITY.keepOne
    : error instanceof Error
      ? error.message
      : FACTOR.failed;

/**
 * `/studio/security` (issue 43): the contributor's passkeys and authenticator apps (add one,
 * remove any but the last) and their recovery codes (how many are left; new ones replace them,
 * shown once). A change asks for the password again when the last proof is over 5 minutes old.
 */
export default function SecurityPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [app, setApp] = useState<AppSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const factors = load.state === 'ready' ? load.summary.factors : [];
  const stepUp = useStepUp(factors.some((factor) => factor.kind === 'totp'));

  const reload = useCallback(() => {
    factorsApi.list(SECURITY.loadFailed).then(
      (summary) =>
        setLoad(
          Array.isArray(summary?.factors)
            ? { state: 'ready', summary }
            : { state: 'failed', message: SECURITY.loadFailed },
        ),
      (error: Error) => setLoad({ state: 'failed', message: error.message }),
    );
  }, []);
  useEffect(reload, [reload]);

  /** Runs a change; says what happened in the status line or what went wrong in the alert. */
  const change = async (attempt: () => Promise<string | void>) => {
    setBusy(true);
    setNote('');
    setProblem('');
    try {
      const done = await attempt();
      if (done) setNote(done);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
      reload();
    }
  };

  const confirmed = () => {
    const chosen = asking;
    // The confirmation closes first: the step-up's dialog may need the screen.
    setAsking(null);
    if (chosen?.what === 'remove')
      void change(async () => {
        await stepUp.guard(() => factorsApi.remove(chosen.factor.id, FACTOR.failed));
        return SECURITY.removed(nameOf(chosen.factor));
      });
    if (chosen?.what === 'codes')
      void change(() =>
        stepUp.guard(async () => setCodes(await factorsApi.newRecoveryCodes(FACTOR.failed))),
      );
  };
  const close = () => setAsking(null);

  return (
    <div className={styles.page}>
      <SectionHeading heading={PAGES.security.heading} description={PAGES.security.description} />
      <p>{SECURITY.lead}</p>
      {load.state === 'loading' && <LoadingState label={SECURITY.loading} />}
      {load.state === 'failed' && (
        <Problem title={SECURITY.loadFailed} headingLevel={2} onRetry={reload}>
          <p>{load.message}</p>
        </Problem>
      )}
      {load.state === 'ready' && (
        <>
          <ul className={styles.list} aria-label={SECURITY.listLabel}>
            {factors.map((factor) => (
              <li key={factor.id} className={styles.item}>
                <div>
                  <p className={styles.name}>{nameOf(factor)}</p>
                  <p className={styles.meta}>
                    {factor.last_used_at
                      ? SECURITY.lastUsed(onDate(factor.created_at), onDate(factor.last_used_at))
                      : SECURITY.notUsed(onDate(factor.created_at))}
                  </p>
                </div>
                {/* The API refuses to remove the last one (409); the studio does not offer it. */}
                {factors.length > 1 && (
                  <Button
                    variant="secondary"
                    aria-label={SECURITY.removeLabel(nameOf(factor))}
                    disabled={busy}
                    onClick={() => setAsking({ what: 'remove', factor })}
                  >
                    {SECURITY.remove}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {factors.length === 1 && <p className={styles.meta}>{SECURITY.onlyOne}</p>}
          {app ? (
            <AddApp
              setup={app}
              onAdded={() => {
                setApp(null);
                setNote(SECURITY.appAdded);
                reload();
              }}
              onCancel={() => setApp(null)}
            />
          ) : (
            <div className={styles.actions}>
              <Button
                disabled={busy}
                onClick={() =>
                  void change(async () => {
                    await stepUp.guard(() =>
                      factorsApi.addPasskey(FACTOR.failed, FACTOR.noPasskeyMade),
                    );
                    return SECURITY.passkeyAdded;
                  })
                }
              >
                {SECURITY.addPasskey}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void change(() =>
                    stepUp.guard(async () => setApp(await factorsApi.startApp(FACTOR.failed))),
                  )
                }
              >
                {SECURITY.addApp}
              </Button>
            </div>
          )}
          <p role="status" className={styles.status}>
            {note}
          </p>
          <div role="alert" className={styles.problem}>
            {problem}
          </div>
          <h2 className={styles.subheading}>{SECURITY.codesTitle}</h2>
          <p className={styles.meta}>{SECURITY.codesLeft(load.summary.recovery_codes_left)}</p>
          {codes ? (
            <div className={styles.panel}>
              <h3 className={styles.subheading}>{SECURITY.saveCodes}</h3>
              <p>{SECURITY.saveCodesBody}</p>
              <RecoveryCodeList codes={codes} />
              <Button onClick={() => setCodes(null)}>{SECURITY.saved}</Button>
            </div>
          ) : (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => setAsking({ what: 'codes' })}
            >
              {SECURITY.newCodes}
            </Button>
          )}
        </>
      )}
      {asking && (
        <Modal
          title={
            asking.what === 'remove'
              ? SECURITY.removeTitle(nameOf(asking.factor))
              : SECURITY.newCodesTitle
          }
          tone={asking.what === 'remove' ? 'error' : 'info'}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {SECURITY.cancel}
              </Button>
              <Button variant={asking.what === 'remove' ? 'danger' : 'primary'} onClick={confirmed}>
                {asking.what === 'remove' ? SECURITY.remove : SECURITY.makeCodes}
              </Button>
            </>
          }
        >
          <p>{asking.what === 'remove' ? SECURITY.removeBody : SECURITY.newCodesBody}</p>
        </Modal>
      )}
      {stepUp.dialog}
    </div>
  );
}
