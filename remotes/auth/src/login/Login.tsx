import { i18n } from '@thrive/i18n';
import { ApiError } from '@thrive/api-client';
import { authStore } from '@thrive/auth-store';
import {
  Button,
  Form,
  PasswordField,
  TextField,
  textOf,
  useDocumentTitle,
  useHydrated,
} from '@thrive/ui';
import type { SecondFactorChallenge } from '@thrive/reader-contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { AuthFrame } from '../frame/AuthFrame';
import form from '../frame/Form.module.css';
import { FALLBACK, LOGIN_HEADING } from '../messages';
import { rememberPassword } from '../pendingPassword';
import { EMAIL_NOT_VERIFIED, isChallenge, login, type LoginAnswer } from '../readerApi';
import type { ConfirmState } from '../signup/Signup';
import { returnPath, type ReturnState } from './returnTo';
import { SecondFactorStep } from './SecondFactorStep';

/** Navigation state the login page understands. */
export interface LoginState extends ReturnState {
  /** Set by the logout action, to confirm it worked. */
  loggedOut?: boolean;
}

/**
 * Login (SPEC sections 2, 4 and 7). No client validation: the server decides. A reader who
 * added a second factor gives it next, on the same page (SecondFactorStep).
 */
export default function Login() {
  useDocumentTitle(i18n._('auth.login.title'));
  const navigate = useNavigate();
  const state = useLocation().state as LoginState | null;
  // Navigation state is the browser's: the note follows right after hydration.
  const loggedOut = useHydrated() && state?.loggedOut === true;
  const { busy, error, dismissError, run } = useApiAction(FALLBACK.login);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [restartReason, setRestartReason] = useState<string | null>(null);

  const signedIn = (session: LoginAnswer) => {
    authStore.getState().setSession(session.token, session.user);
    navigate(returnPath(state), { replace: true });
  };

  const onSubmit = async (values: FormData) => {
    const address = textOf(values, 'email').trim();
    const password = textOf(values, 'password');
    const outcome = await run(() =>
      login({ email: address, password }).catch((error: unknown) => {
        // The right password on an address still waiting for its code: the server has sent a
        // fresh one, so carry on to the code screen (the password in memory, for the confirm).
        if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) return null;
        throw error;
      }),
    );
    if (!outcome.ok) return;
    if (outcome.value === null) {
      rememberPassword(address, password);
      navigate('/confirm', { state: { email: address } satisfies ConfirmState });
      return;
    }
    if (isChallenge(outcome.value)) {
      setRestartReason(null);
      setChallenge(outcome.value);
      return;
    }
    signedIn(outcome.value);
  };

  if (challenge) {
    return (
      <AuthFrame heading={LOGIN_HEADING()} lead={i18n._('auth.login.lead')}>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={(reason) => {
            setRestartReason(reason);
            setChallenge(null);
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame heading={LOGIN_HEADING()} lead={i18n._('auth.login.lead')}>
      {loggedOut && (
        <p className={form.status} role="status">
          {i18n._('auth.login.loggedOut')}
        </p>
      )}
      {restartReason && (
        <p className={form.status} role="alert">
          {restartReason}
        </p>
      )}
      <Form formId="login" className={form.form} onSubmit={(values) => void onSubmit(values)}>
        <TextField
          label={i18n._('auth.field.email')}
          type="email"
          name="email"
          autoComplete="email"
        />
        <PasswordField
          label={i18n._('auth.field.password')}
          name="password"
          autoComplete="current-password"
        />
        <div className={form.alignEnd}>
          <Link to="/reset" className={form.link}>
            {i18n._('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" block busy={busy} busyLabel={i18n._('auth.login.busy')}>
          {i18n._('auth.action.login')}
        </Button>
      </Form>
      <p className={form.switch}>
        {i18n._('auth.login.newHere')}{' '}
        <Link to="/signup" className={form.link}>
          {i18n._('auth.login.create')}
        </Link>
      </p>
      {error && <ErrorModal message={error} onClose={dismissError} />}
    </AuthFrame>
  );
}
