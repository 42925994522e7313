import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, RecoveryCodeList, SecondFactorChallenge, SetupKey, TextField } from '@thrive/ui';
import type {
  StudioEnrolledSession,
  StudioSecondStep,
  StudioSession,
} from '@thrive/reader-contract/schemas';
import { FACTOR } from '../copy';
import { studioSecondFactor } from '../studioApi';
import styles from '../layout/CardPage.module.css';

/** A step's heading, focused when the step appears so screen readers hear the change. */
function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 className={styles.title} ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** A ticket that ran out (SIGN_IN_AGAIN) goes back to the password, with the reason. */
const mustRestart = (error: unknown) => (error as { code?: string }).code === 'SIGN_IN_AGAIN';

/**
 * After the password: the second factor (a passkey, an app code or a recovery code), or on the
 * first sign-in setting one up and seeing the recovery codes once. `onSignedIn` gets the
 * session only at the end.
 */
export function SecondStep({
  answer,
  onSignedIn,
  onRestart,
}: {
  answer: StudioSecondStep;
  onSignedIn: (session: StudioSession) => void;
  onRestart: (message: string) => void;
}) {
  const [enrolled, setEnrolled] = useState<StudioEnrolledSession | null>(null);
  const { ticket } = answer;
  const attempts = useMemo(
    () => ({
      passkey: () =>
        studioSecondFactor.signInWithPasskey(ticket, FACTOR.failed, FACTOR.passkeyNotUsed),
      totp: (code: string) => studioSecondFactor.signInWithCode(ticket, code, FACTOR.failed),
      recoveryCode: (code: string) =>
        studioSecondFactor.signInWithRecoveryCode(ticket, code, FACTOR.failed),
    }),
    [ticket],
  );

  if (enrolled)
    return (
      <>
        <StepHeading>{FACTOR.codesTitle}</StepHeading>
        <p className={styles.lead}>{FACTOR.codesLead}</p>
        <div className={styles.form}>
          <RecoveryCodeList codes={enrolled.recovery_codes ?? []} />
          <Button onClick={() => onSignedIn(enrolled)}>{FACTOR.codesContinue}</Button>
        </div>
      </>
    );
  if (answer.second_factor === 'enrol')
    return (
      <EnrolStep
        ticket={ticket}
        onEnrolled={(session) =>
          session.recovery_codes?.length ? setEnrolled(session) : onSignedIn(session)
        }
        onRestart={onRestart}
      />
    );
  return (
    <SecondFactorChallenge
      methods={answer.methods}
      attempts={attempts}
      onSignedIn={onSignedIn}
      onRestart={(reason) => onRestart(reason ?? '')}
      headingLevel={1}
      headingClassName={styles.title}
    />
  );
}

/** The first sign-in: a passkey on this device, or, where there can be none, an authenticator app. */
function EnrolStep({
  ticket,
  onEnrolled,
  onRestart,
}: {
  ticket: string;
  onEnrolled: (session: StudioEnrolledSession) => void;
  onRestart: (message: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [app, setApp] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');

  const run = async <T,>(attempt: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setProblem(null);
    try {
      done(await attempt());
    } catch (error) {
      if (mustRestart(error)) onRestart((error as Error).message);
      else setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StepHeading>{FACTOR.enrolTitle}</StepHeading>
      <p className={styles.lead}>{FACTOR.enrolLead}</p>
      <div className={styles.form}>
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              () => studioSecondFactor.enrolPasskey(ticket, FACTOR.failed, FACTOR.noPasskeyMade),
              onEnrolled,
            )
          }
        >
          {FACTOR.createPasskey}
        </Button>
        <h2 className={styles.subheading}>{FACTOR.noPasskeyHere}</h2>
        {app ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!code.trim()) return setProblem(FACTOR.enterAppCode);
              void run(
                () => studioSecondFactor.enrolTotp(ticket, code.trim(), FACTOR.failed),
                onEnrolled,
              );
            }}
          >
            <p>{FACTOR.appNote}</p>
            <SetupKey secret={app.secret} uri={app.uri} />
            <TextField
              label={FACTOR.appCode}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" disabled={busy}>
              {FACTOR.confirmApp}
            </Button>
          </form>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(() => studioSecondFactor.totpSetup(ticket, FACTOR.failed), setApp)
            }
          >
            {FACTOR.useApp}
          </Button>
        )}
        <div role="alert">{problem && <p className={styles.problem}>{problem}</p>}</div>
      </div>
    </>
  );
}
