import { authStore, useAuth } from '@thrive/auth-store';
import { Button, Modal, PasswordField, TextField, useDocumentTitle } from '@thrive/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { digitsOnly } from '../confirm/Confirm';
import { MIN_PASSWORD_LENGTH, RESET_REDIRECT_DELAY_MS } from '../constants';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { AuthFrame } from '../frame/AuthFrame';
import { NewPasswordField } from '../frame/NewPasswordField';
import form from '../frame/Form.module.css';
import { FALLBACK, RESET_SUCCESS_BODY, RESET_SUCCESS_TITLE } from '../messages';
import { changePassword, confirmPasswordReset, requestPasswordReset } from '../readerApi';

/** Digits of the reset code the e-mail carries. */
const RESET_CODE_DIGITS = 6;

/**
 * Reset Password (SPEC sections 2 and 4), made real. A signed-in reader gives the Old Password
 * and a New Password. A signed-out reader (from "Forgot Password?") gives the account's e-mail,
 * receives a 6-digit code and sets a New Password with it. Either way every session ends (the
 * server revokes them), then the spec's success modal; Continue goes to /login after 1 s.
 */
export default function Reset() {
  useDocumentTitle('Reset Password');
  const signedIn = useAuth((s) => Boolean(s.token && s.user));
  // Decided once: a successful change signs the reader out, which must not swap the form.
  const [mode] = useState<'change' | 'forgot'>(() => (signedIn ? 'change' : 'forgot'));
  const [done, setDone] = useState(false);
  const onDone = () => {
    // The server revoked every session, this one included.
    authStore.getState().clear();
    setDone(true);
  };
  return mode === 'change' ? (
    <ChangePassword onDone={onDone} done={done} onStay={() => setDone(false)} />
  ) : (
    <ForgotPassword onDone={onDone} done={done} onStay={() => setDone(false)} />
  );
}

interface StepProps {
  done: boolean;
  onDone: () => void;
  onStay: () => void;
}

function ChangePassword({ done, onDone, onStay }: StepProps) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useApiAction(FALLBACK.reset);
  const canSubmit = oldPassword !== '' && newPassword.length >= MIN_PASSWORD_LENGTH;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const outcome = await change.run(() => changePassword(oldPassword, newPassword));
    if (outcome.ok) onDone();
  };

  return (
    <ResetFrame
      lead="Enter your current password, then choose a new one."
      done={done}
      onStay={onStay}
      error={change.error}
      dismissError={change.dismissError}
    >
      <form className={form.form} onSubmit={onSubmit}>
        <PasswordField
          label="Old Password"
          name="old_password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <NewPasswordField
          label="New Password"
          name="new_password"
          value={newPassword}
          onChange={setNewPassword}
        />
        <Button
          type="submit"
          block
          className={form.submit}
          disabled={!canSubmit}
          busy={change.busy}
          busyLabel="Saving…"
        >
          Next
        </Button>
      </form>
    </ResetFrame>
  );
}

function ForgotPassword({ done, onDone, onStay }: StepProps) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const request = useApiAction(FALLBACK.reset);
  const confirm = useApiAction(FALLBACK.reset);
  const codeId = useId();

  useEffect(() => {
    if (sentTo) document.getElementById(codeId)?.focus();
  }, [sentTo, codeId]);

  const onRequest = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    const outcome = await request.run(() => requestPasswordReset(address));
    if (outcome.ok) setSentTo(address);
  };

  const canConfirm = code.length === RESET_CODE_DIGITS && newPassword.length >= MIN_PASSWORD_LENGTH;
  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sentTo || !canConfirm) return;
    const outcome = await confirm.run(() => confirmPasswordReset(sentTo, code, newPassword));
    if (outcome.ok) onDone();
  };

  const failure = request.error ?? confirm.error;
  const dismiss = request.error ? request.dismissError : confirm.dismissError;

  if (!sentTo) {
    return (
      <ResetFrame
        lead="Enter the e-mail address of your account and we will send you a code to choose a new password."
        done={done}
        onStay={onStay}
        error={failure}
        dismissError={dismiss}
      >
        <form className={form.form} onSubmit={onRequest}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button
            type="submit"
            block
            className={form.submit}
            disabled={email.trim() === ''}
            busy={request.busy}
            busyLabel="Sending…"
          >
            Next
          </Button>
        </form>
      </ResetFrame>
    );
  }

  return (
    <ResetFrame
      lead={
        <>
          If an account uses <strong>{sentTo}</strong>, we have e-mailed it a 6-digit code. Enter it
          and choose a new password.
        </>
      }
      done={done}
      onStay={onStay}
      error={failure}
      dismissError={dismiss}
    >
      <form className={form.form} onSubmit={onConfirm}>
        <TextField
          id={codeId}
          label="Reset code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6 digits from the e-mail."
          value={code}
          onChange={(e) => setCode(digitsOnly(e.target.value).slice(0, RESET_CODE_DIGITS))}
        />
        <NewPasswordField
          label="New Password"
          name="new_password"
          value={newPassword}
          onChange={setNewPassword}
        />
        <Button
          type="submit"
          block
          className={form.submit}
          disabled={!canConfirm}
          busy={confirm.busy}
          busyLabel="Saving…"
        >
          Next
        </Button>
      </form>
      <p className={form.switch}>
        No e-mail?{' '}
        <button
          type="button"
          className={form.textButton}
          onClick={() => {
            setSentTo(null);
            setCode('');
          }}
        >
          Try another address or send a new code
        </button>
      </p>
    </ResetFrame>
  );
}

interface ResetFrameProps {
  lead: ReactNode;
  children: ReactNode;
  done: boolean;
  onStay: () => void;
  error: string | null;
  dismissError: () => void;
}

/** The page around each step: heading, back link, success modal (1 s to /login) and errors. */
function ResetFrame({ lead, children, done, onStay, error, dismissError }: ResetFrameProps) {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const proceed = () => {
    if (redirecting) return;
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
  };
  const stay = () => {
    clearTimeout(redirectTimer.current);
    setRedirecting(false);
    onStay();
  };

  return (
    <AuthFrame heading="Reset Password" lead={lead}>
      {children}
      <p className={form.switch}>
        Remembered it?{' '}
        <Link to="/login" className={form.link}>
          Back to login
        </Link>
      </p>
      {done && (
        <Modal
          title={RESET_SUCCESS_TITLE}
          tone="success"
          onClose={stay}
          actions={
            <Button onClick={proceed} busy={redirecting} busyLabel="Taking you to login…">
              Continue
            </Button>
          }
        >
          <p>{RESET_SUCCESS_BODY}</p>
        </Modal>
      )}
      {error && <ErrorModal message={error} onClose={dismissError} />}
    </AuthFrame>
  );
}
