import { useCallback, useEffect, useId, useState } from 'react';
import { Button, LoadingState, Problem } from '@thrive/ui';
import { useNotify } from '../common/notices';
import { useStepUp } from './stepUp';
import { accountApi, type AdminSessionView } from './accountApi';
import { lastActive, onDate } from '../common/dates';
import styles from './AccountPage.module.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; sessions: AdminSessionView[] }
  | { kind: 'error'; message: string };

function SessionItem({
  session,
  busy,
  onEnd,
}: {
  session: AdminSessionView;
  busy: boolean;
  onEnd: (session: AdminSessionView) => void;
}) {
  const nameId = useId();
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemName} id={nameId}>
          {session.device}
          {session.current && <span className={styles.badge}>This device</span>}
        </span>
        <span className={styles.itemMeta}>
          {lastActive(session.lastActiveAt)} · Signed in {onDate(session.signedInAt)}
        </span>
      </div>
      {/* This device signs out with the sidebar's Sign Out, which also clears it here. */}
      {!session.current && (
        <Button
          variant="secondary"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => onEnd(session)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * 'Where you are signed in': the admin's live sessions, this one marked; any other one can be
 * signed out, or all of them at once (its token is refused at once).
 */
export function SessionsSection() {
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  // Another session is signed out only after a recent proof (the password, asked here).
  const stepUp = useStepUp(false);

  const load = useCallback(() => {
    accountApi.sessions().then(
      (sessions) => setLoaded({ kind: 'ready', sessions }),
      (error: Error) => setLoaded({ kind: 'error', message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  const act = async (run: () => Promise<void>, done: string, failed: string) => {
    setBusy(true);
    try {
      await stepUp.guard(run);
      notify(done);
    } catch (error) {
      notify(`${failed}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
      load();
    }
  };

  const others = loaded.kind === 'ready' ? loaded.sessions.filter((s) => !s.current) : [];
  return (
    <section className={styles.card} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={styles.cardTitle}>
        Where you are signed in
      </h2>
      <p className={styles.cardLead}>
        Each browser signed in to this admin account. If you don’t recognise one, sign it out and
        change your password.
      </p>
      {loaded.kind === 'loading' && <LoadingState label="Loading your sessions…" />}
      {loaded.kind === 'error' && (
        <Problem title="Your sessions could not be loaded" onRetry={load} headingLevel={2}>
          <p>{loaded.message}</p>
        </Problem>
      )}
      {loaded.kind === 'ready' && (
        <>
          <ul className={styles.list} aria-label="Signed-in sessions">
            {loaded.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy}
                onEnd={(ended) =>
                  void act(
                    () => accountApi.endSession(ended.id),
                    `Signed out: ${ended.device}.`,
                    'Not signed out',
                  )
                }
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={styles.row}>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() =>
                  void act(
                    accountApi.endOtherSessions,
                    'Every other session was signed out.',
                    'Not signed out',
                  )
                }
              >
                Sign out all other sessions
              </Button>
            </div>
          ) : (
            <p className={styles.note}>You are signed in on this device only.</p>
          )}
        </>
      )}
      {stepUp.dialog}
    </section>
  );
}
