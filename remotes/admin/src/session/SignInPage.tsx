import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField, useDocumentTitle } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import { adminSession, useAdminSession } from './adminSession';
import type { SignInState } from './RequireAdmin';
import styles from './SignInPage.module.css';

interface SignInAnswer {
  token: string;
  admin: { id: string; email: string };
}

function returnTarget(state: unknown) {
  const from = (state as Partial<SignInState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/signin')
    return { to: '/', state: undefined };
  return { to: `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, state: from.state };
}

/** The admin host's sign-in page. */
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
      const answer = await adminApi.post<SignInAnswer>(
        '/admin/sign-in',
        { email, password },
        'Sign-in failed. Please try again.',
      );
      adminSession.getState().signIn(answer.token, answer.admin.email);
      const target = returnTarget(location.state);
      navigate(target.to, { replace: true, state: target.state });
    } catch (error) {
      setProblem((error as Error).message);
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page} id="main">
      <div className={styles.card}>
        <p className={styles.brand}>
          Thrive <span className={styles.role}>Admin</span>
        </p>
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
      </div>
    </main>
  );
}
