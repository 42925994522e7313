import { i18n } from '@thrive/i18n';
import type { ReaderSession } from '@thrive/reader-contract';
import { Button, timeAgoInWords } from '@thrive/ui';
import { useCallback, useEffect, useState } from 'react';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { ACCOUNT_FALLBACK, accountApi, sessionEnded } from './accountApi';
import { AccountSection } from './AccountSection';
import { useStepUp } from './useStepUp';
import styles from './Account.module.css';
import './catalog';

export const SIGN_OUT_EVERYWHERE_NOTE = () => i18n._('auth.account.sessions.everywhereNote');

export interface SessionsSectionProps {
  /** This browser's session has ended: the page sends the reader to log in. */
  onSessionEnded: () => void;
  /** Every session ended at the reader's request, this one too. */
  onSignedOutEverywhere: () => void;
}

/**
 * Where the account is signed in: each session (device, last activity in words, this device
 * marked), "Sign out" for every other one, and "Sign out everywhere" (this device too).
 */
export function SessionsSection({ onSessionEnded, onSignedOutEverywhere }: SessionsSectionProps) {
  const [sessions, setSessions] = useState<ReaderSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const [note, setNote] = useState('');
  const [ending, setEnding] = useState<string | null>(null);
  const end = useApiAction(ACCOUNT_FALLBACK.endSession, onSessionEnded);
  const everywhere = useApiAction(ACCOUNT_FALLBACK.endSession, onSessionEnded);
  // Signing another device out needs a recent proof (the password; the app code is offered in
  // the second-factor section's prompts, which know whether there is an app).
  const stepUp = useStepUp(false);

  // State is set in the answer's callbacks only (never synchronously in the effect).
  const load = useCallback(
    () =>
      accountApi.sessions().then(
        (answer) => {
          setSessions(answer.sessions);
          // The times in words are counted from when the list arrived (renders stay pure).
          setNow(Date.now());
          setLoadError(null);
        },
        (error: unknown) => {
          if (sessionEnded(error)) onSessionEnded();
          else setLoadError(error instanceof Error ? error.message : ACCOUNT_FALLBACK.sessions);
        },
      ),
    [onSessionEnded],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const signOut = async (session: ReaderSession) => {
    setEnding(session.id);
    const outcome = await end.run(() => accountApi.endSession(session.id));
    setEnding(null);
    if (stepUp.asked(outcome, () => void signOut(session))) return;
    // Ended or not (already ended elsewhere), the list shows what is true now.
    if (outcome.ok) setNote(i18n._('auth.account.sessions.signedOut', { device: session.device }));
    await load();
  };
  const signOutEverywhere = async () => {
    const outcome = await everywhere.run(() => accountApi.endEverySession());
    if (outcome.ok) onSignedOutEverywhere();
  };

  return (
    <AccountSection title={i18n._('auth.account.sessions.title')}>
      {sessions === null && !loadError && (
        // Shaped like the row every signed-in reader has (this device): the sections below
        // stay where they are when the list arrives.
        <div className={styles.list}>
          <div className={styles.item}>
            <div className={styles.itemText}>
              <p className={styles.itemTitle}>{i18n._('auth.account.sessions.loading')}</p>
              <p className={styles.muted}>&nbsp;</p>
            </div>
          </div>
        </div>
      )}
      {loadError && (
        <div className={styles.problem}>
          <p>{loadError}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {i18n._('auth.account.tryAgain')}
          </Button>
        </div>
      )}
      {sessions && (
        <ul className={styles.list} aria-label={i18n._('auth.account.sessions.label')}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  {session.device}
                  {session.current && (
                    <span className={styles.badge}>
                      {i18n._('auth.account.sessions.thisDevice')}
                    </span>
                  )}
                </p>
                <p className={styles.muted}>
                  {i18n._('auth.account.sessions.activity', {
                    active: timeAgoInWords(session.lastActiveAt, now),
                    signedIn: timeAgoInWords(session.signedInAt, now),
                  })}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  aria-label={i18n._('auth.account.sessions.signOutLabel', {
                    device: session.device,
                  })}
                  onClick={() => void signOut(session)}
                  busy={ending === session.id}
                  disabled={end.busy}
                  busyLabel={i18n._('auth.account.sessions.signingOut')}
                >
                  {i18n._('auth.account.sessions.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.status}>
        {note}
      </p>
      {stepUp.prompt}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void signOutEverywhere()}
          busy={everywhere.busy}
          busyLabel={i18n._('auth.account.sessions.signingOutEverywhere')}
          aria-describedby="sign-out-everywhere-note"
        >
          {i18n._('auth.account.sessions.signOutEverywhere')}
        </Button>
        <p id="sign-out-everywhere-note" className={styles.muted}>
          {SIGN_OUT_EVERYWHERE_NOTE()}
        </p>
      </div>
      {end.error && <ErrorModal message={end.error} onClose={end.dismissError} />}
      {everywhere.error && (
        <ErrorModal message={everywhere.error} onClose={everywhere.dismissError} />
      )}
    </AccountSection>
  );
}
