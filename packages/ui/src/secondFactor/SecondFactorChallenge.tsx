import { i18n } from '@thrive/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../form/Field';
import styles from './SecondFactorChallenge.module.css';
import '../catalog';

export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery-code';

export const ENTER_APP_CODE = () => i18n._('ui.secondFactor.enterAppCode');
export const ENTER_RECOVERY_CODE = () => i18n._('ui.secondFactor.enterRecoveryCode');
/** The error code both APIs answer when the step's ticket ran out: back to the password. */
const SIGN_IN_AGAIN = 'SIGN_IN_AGAIN';

/** How each factor is checked: the reader's and the admin's APIs differ, the step does not. */
export interface SecondFactorAttempts<Session> {
  passkey: () => Promise<Session>;
  totp: (code: string) => Promise<Session>;
  recoveryCode: (code: string) => Promise<Session>;
}

export interface SecondFactorChallengeProps<Session> {
  methods: readonly SecondFactorMethod[];
  attempts: SecondFactorAttempts<Session>;
  onSignedIn: (session: Session) => void;
  /** Back to the password: with the reason when the step timed out, null on "Start again". */
  onRestart: (reason: string | null) => void;
  /** The step's place in the page's outline (the admin's sign-in page has no other h1). */
  headingLevel?: 1 | 2;
  headingClassName?: string;
}

/**
 * The second step of a sign-in, after the right password: the passkey, the code of an
 * authenticator app, or a recovery code. A refusal is said in the step (try again or choose
 * another way); a timed-out step goes back to the password with the reason.
 */
export function SecondFactorChallenge<Session>({
  methods,
  attempts,
  onSignedIn,
  onRestart,
  headingLevel = 2,
  headingClassName,
}: SecondFactorChallengeProps<Session>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(
    !methods.includes('totp') && !methods.includes('passkey'),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the person: a screen reader hears the new step's heading.
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const run = async (attempt: () => Promise<Session>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn(await attempt());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if ((error as { code?: unknown } | null)?.code === SIGN_IN_AGAIN) {
        // Translated by its code (the API's English is the source catalog's entry).
        onRestart(i18n._('ui.secondFactor.signInAgain'));
        return;
      }
      setProblem(message);
      setCode('');
      setRecoveryCode('');
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(ENTER_APP_CODE());
    void run(() => attempts.totp(code.trim()));
  };
  const submitRecovery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!recoveryCode.trim()) return setProblem(ENTER_RECOVERY_CODE());
    void run(() => attempts.recoveryCode(recoveryCode.trim()));
  };

  return (
    <section className={styles.step} aria-labelledby="second-factor-heading">
      <Heading
        id="second-factor-heading"
        className={[styles.heading, headingClassName].filter(Boolean).join(' ')}
        ref={heading}
        tabIndex={-1}
      >
        {i18n._('ui.secondFactor.heading')}
      </Heading>
      <p className={styles.lead}>{i18n._('ui.secondFactor.lead')}</p>
      {methods.includes('passkey') && (
        <Button block onClick={() => void run(attempts.passkey)} disabled={busy}>
          {i18n._('ui.secondFactor.usePasskey')}
        </Button>
      )}
      {methods.includes('totp') && (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <TextField
            label={i18n._('ui.secondFactor.appCode')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" block variant="secondary" disabled={busy}>
            {i18n._('ui.secondFactor.verify')}
          </Button>
        </form>
      )}
      {methods.includes('recovery-code') &&
        (useRecovery ? (
          <form className={styles.form} onSubmit={submitRecovery} noValidate>
            <TextField
              label={i18n._('ui.secondFactor.recoveryCode')}
              name="recoveryCode"
              autoComplete="off"
              spellCheck={false}
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
            />
            <Button type="submit" block variant="secondary" disabled={busy}>
              {i18n._('ui.secondFactor.useRecovery')}
            </Button>
          </form>
        ) : (
          <Button variant="ghost" block onClick={() => setUseRecovery(true)}>
            {i18n._('ui.secondFactor.useRecoveryInstead')}
          </Button>
        ))}
      <div role="alert" className={styles.problem}>
        {problem && <p>{problem}</p>}
      </div>
      <Button variant="ghost" block onClick={() => onRestart(null)}>
        {i18n._('ui.secondFactor.startAgain')}
      </Button>
    </section>
  );
}
