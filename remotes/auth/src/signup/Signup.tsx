import { Button, PasswordField, TextField, useDocumentTitle } from '@thrive/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, MISMATCH_DEBOUNCE_MS } from '../constants';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { AuthFrame } from '../frame/AuthFrame';
import form from '../frame/Form.module.css';
import { FALLBACK, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../messages';
import { rememberPassword } from '../pendingPassword';
import { register } from '../readerApi';
import { useSettledValue } from '../useSettledValue';
import { GoogleMark } from './GoogleMark';
import { paths } from '@thrive/platform';

/**
 * What the confirm screen receives in navigation state (SPEC section 4). The password goes
 * along in memory only (see pendingPassword.ts), never in history state.
 */
export interface ConfirmState {
  email: string;
}

/** Create account (SPEC sections 2 and 5). */
export default function Signup() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  const googleNoteId = useId();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, error, dismissError, run } = useApiAction(FALLBACK.register);

  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  // The mismatch message waits until the confirmation has settled, and never shows for an empty one.
  const settledConfirmation = useSettledValue(confirmation, MISMATCH_DEBOUNCE_MS);
  const showMismatch =
    confirmation !== '' && settledConfirmation === confirmation && password !== confirmation;

  const canSubmit =
    firstName.trim() !== '' &&
    lastName.trim() !== '' &&
    email.trim() !== '' &&
    password !== '' &&
    confirmation !== '' &&
    password.length >= MIN_PASSWORD_LENGTH &&
    password === confirmation;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const account = { email: email.trim(), password };
    const outcome = await run(() =>
      register({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        email: account.email,
        password,
        password_confirmation: confirmation,
      }),
    );
    if (!outcome.ok) return;
    rememberPassword(account.email, account.password);
    navigate('/confirm', { state: { email: account.email } satisfies ConfirmState });
  };

  return (
    <AuthFrame
      heading="Create account"
      lead="Join a community of real stories, honest answers and people who get it."
    >
      <form className={form.form} onSubmit={onSubmit}>
        <div className={form.row}>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint={tooShort ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={tooShort ? PASSWORD_TOO_SHORT : null}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="password_confirmation"
          autoComplete="new-password"
          error={showMismatch ? PASSWORDS_DO_NOT_MATCH : null}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button
          type="submit"
          block
          className={form.submit}
          disabled={!canSubmit}
          busy={busy}
          busyLabel="Creating account…"
        >
          Create Account
        </Button>
        <p className={form.fine}>
          By creating an account you agree to our{' '}
          <Link to="/signup" className={form.inlineLink}>
            Terms
          </Link>{' '}
          and{' '}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener noreferrer"
            className={form.inlineLink}
          >
            Privacy Policy<span className={form.srOnly}> (opens in a new tab)</span>
          </a>
          .
        </p>
        <p className={form.divider}>or</p>
        <Button
          variant="secondary"
          block
          className={form.googleButton}
          disabled
          aria-describedby={googleNoteId}
        >
          <GoogleMark />
          Continue with Google
        </Button>
        <p id={googleNoteId} className={form.note}>
          Signing in with Google is coming soon.
        </p>
      </form>
      <p className={form.switch}>
        Already have an account?{' '}
        <Link to="/login" className={form.link}>
          Log in
        </Link>
      </p>
      {error && <ErrorModal message={error} onClose={dismissError} />}
    </AuthFrame>
  );
}
