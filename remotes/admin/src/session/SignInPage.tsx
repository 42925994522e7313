import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField, useDocumentTitle } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import { adminSession, useAdminSession } from './adminSession';
import type { SignInState } from './RequireAdmin';
import { EnrolStep } from './secondFactor/EnrolStep';
import { RecoveryCodesStep } from './secondFactor/RecoveryCodesStep';
import type { AdminSession, EnrolledSession, SecondStep } from './secondFactor/secondFactorApi';
import { VerifyStep } from './secondFactor/VerifyStep';
import styles from './SignInPage.module.css';

/** Where the sign-in is: the password, then the second factor (or its first set-up). */
type Step =
  | { kind: 'password' }
  | { kind: 'second'; answer: SecondStep }
  | { kind: 'codes'; session: EnrolledSession };

function returnTarget(state: unknown) {
  const from = (state as Partial<SignInState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/signin')
    return { to: '/', state: undefined };
  return { to: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, state: from.state };
}

/**
 * The admin host's sign-in page: the password, then the second factor (passkey, app code or
 * recovery code), or on the first sign-in setting one up and seeing the recovery codes once.
 * The session is stored only at the end, so the console opens after the last step.
 */
export default function SignInPage() {
  useDocumentTitle('Sign In · Admin');
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAdminSession((s) => s.token !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  if (signedIn && !busy) {
    const target = returnTarget(location.state);
    return <Navigate to={target.to} replace state={target.state} />;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : 'Please enter your email address.',
      password: password ? undefined : 'Please enter your password.',
    };
    setErrors(found);
    setProblem(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const answer = await adminApi.post<SecondStep>(
        '/admin/sign-in',
        { email, password },
        'Sign-in failed. Please try again.',
      );
      setStep({ kind: 'second', answer });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  const finish = (session: AdminSession) => {
    adminSession.getState().signIn(session.token, session.admin.email);
    const target = returnTarget(location.state);
    navigate(target.to, { replace: true, state: target.state });
  };
  const restart = (message: string) => {
    setStep({ kind: 'password' });
    setProblem(message || null);
  };

  return (
    <main className={styles.page} id="main">
      <div className={styles.card}>
        <p className={styles.brand}>
          Thrive <span className={styles.role}>Admin</span>
        </p>
        {step.kind === 'password' && (
          <>
            <h1 className={styles.title}>Sign in to the admin console</h1>
            <p className={styles.lead}>For Thrive administrators only.</p>
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                value={password}
                error={errors.password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <div role="alert" className={styles.problemSlot}>
                {problem && <p className={styles.problem}>{problem}</p>}
              </div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Signing in…' : 'Sign In'}
              </Button>
            </form>
          </>
        )}
        {step.kind === 'second' && step.answer.second_factor === 'verify' && (
          <VerifyStep
            ticket={step.answer.ticket}
            methods={step.answer.methods}
            onSignedIn={finish}
            onRestart={restart}
          />
        )}
        {step.kind === 'second' && step.answer.second_factor === 'enrol' && (
          <EnrolStep
            ticket={step.answer.ticket}
            onEnrolled={(session) => setStep({ kind: 'codes', session })}
            onRestart={restart}
          />
        )}
        {step.kind === 'codes' && (
          <RecoveryCodesStep
            codes={step.session.recovery_codes}
            onContinue={() => finish(step.session)}
          />
        )}
      </div>
    </main>
  );
}
