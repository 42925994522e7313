import { i18n } from '@thrive/i18n';
import { authStore, useAuth } from '@thrive/auth-store';
import {
  Button,
  Form,
  TextField,
  textOf,
  useDocumentTitle,
  useFormValues,
  useHydrated,
} from '@thrive/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { digitsOnly } from '../confirm/Confirm';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { AuthFrame } from '../frame/AuthFrame';
import { NewPasswordField } from '../frame/NewPasswordField';
import form from '../frame/Form.module.css';
import { FALLBACK } from '../messages';
import { confirmPasswordReset, requestPasswordReset } from '../readerApi';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ResetSuccessModal } from './ResetSuccessModal';

/** Digits of the reset code the e-mail carries. */
const RESET_CODE_DIGITS = 6;

/**
 * Reset Password (SPEC sections 2 and 4), made real. A signed-in reader gives the Old Password
 * and a New Password. A signed-out reader (from "Forgot Password?") gives the account's e-mail,
 * receives a 6-digit code and sets a New Password with it. Either way every session ends (the
 * server revokes them), then the spec's success modal; Continue goes to /login after 1 s.
 */
export default function Reset() {
  useDocumentTitle(i18n._('auth.reset.title'));
  // Follows the session, not the first render: the prerendered page, and the render that
  // hydrates it, are signed out; a stored session applies right after. Once the page has
  // been the signed-in change it stays so: a change (or a Log out in the header) ends the
  // session, which must not swap the page under its modal or its header.
  const signedIn = useAuth((s) => Boolean(s.token && s.user));
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  const mode: 'change' | 'forgot' = signedIn || wasSignedIn ? 'change' : 'forgot';
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();
  const onDone = () => {
    // The server revoked every session, this one included.
    authStore.getState().clear();
    setDone(true);
  };
  const onStay = () => setDone(false);
  // The server cannot see the session (it lives in this browser's storage), so the prerendered
  // page holds both variants and the shell's first script shows the one the stored session
  // picks (`data-session-variant`): a signed-in reader can change the password before the page
  // has hydrated. Once hydrated only the decided variant remains, in the same place, so a form
  // submitted before then is the node React owns and replays.
  return (
    <>
      {(!hydrated || mode === 'forgot') && (
        <div data-session-variant="signed-out">
          <ForgotPassword onDone={onDone} done={done} onStay={onStay} />
        </div>
      )}
      {(!hydrated || mode === 'change') && (
        <div data-session-variant="signed-in" hidden={!hydrated}>
          <ResetFrame lead={i18n._('auth.reset.changeLead')} done={done} onStay={onStay}>
            <ChangePasswordForm onChanged={onDone} />
          </ResetFrame>
        </div>
      )}
    </>
  );
}

interface StepProps {
  done: boolean;
  onDone: () => void;
  onStay: () => void;
}

const readRequest = (values: FormData) => ({ email: textOf(values, 'email') });
const readConfirm = (values: FormData) => ({
  code: textOf(values, 'otp'),
  newPassword: textOf(values, 'newPassword'),
});

function ForgotPassword({ done, onDone, onStay }: StepProps) {
  const [{ email }, onRequestValues] = useFormValues(readRequest, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [{ code, newPassword }, onConfirmValues] = useFormValues(readConfirm, {
    code: '',
    newPassword: '',
  });
  const hydrated = useHydrated();
  const request = useApiAction(FALLBACK.reset);
  const confirm = useApiAction(FALLBACK.reset);
  const codeId = useId();

  useEffect(() => {
    if (sentTo) document.getElementById(codeId)?.focus();
  }, [sentTo, codeId]);

  const onRequest = async (values: FormData) => {
    const address = textOf(values, 'email').trim();
    if (!address) return;
    const outcome = await request.run(() => requestPasswordReset(address));
    if (outcome.ok) setSentTo(address);
  };

  const canConfirm = code.length === RESET_CODE_DIGITS && newPassword.length >= MIN_PASSWORD_LENGTH;
  const onConfirm = async () => {
    if (!sentTo || !canConfirm) return;
    const outcome = await confirm.run(() => confirmPasswordReset(sentTo, code, newPassword));
    if (outcome.ok) onDone();
  };

  const failure = request.error ?? confirm.error;
  const dismiss = request.error ? request.dismissError : confirm.dismissError;

  if (!sentTo) {
    return (
      <ResetFrame
        lead={i18n._('auth.reset.forgotLead')}
        done={done}
        onStay={onStay}
        error={failure}
        dismissError={dismiss}
      >
        <Form
          formId="reset-request"
          className={form.form}
          onSubmit={(values) => void onRequest(values)}
          onValues={onRequestValues}
        >
          <TextField
            label={i18n._('auth.field.email')}
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={email}
          />
          <Button
            type="submit"
            block
            className={form.submit}
            disabled={hydrated && email.trim() === ''}
            busy={request.busy}
            busyLabel={i18n._('auth.action.sending')}
          >
            {i18n._('auth.action.next')}
          </Button>
        </Form>
      </ResetFrame>
    );
  }

  return (
    <ResetFrame
      lead={
        <>
          {i18n._('auth.reset.sentBefore')} <strong>{sentTo}</strong>
          {i18n._('auth.reset.sentAfter')}
        </>
      }
      done={done}
      onStay={onStay}
      error={failure}
      dismissError={dismiss}
    >
      <Form
        formId="reset-confirm"
        className={form.form}
        hiddenFields={{ email: sentTo }}
        onSubmit={() => void onConfirm()}
        onValues={onConfirmValues}
      >
        <TextField
          id={codeId}
          label={i18n._('auth.reset.code')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={i18n._('auth.reset.codeHint')}
          onChange={(e) => {
            const digits = digitsOnly(e.target.value).slice(0, RESET_CODE_DIGITS);
            if (digits !== e.target.value) e.target.value = digits;
          }}
        />
        <NewPasswordField
          label={i18n._('auth.field.newPassword')}
          name="newPassword"
          value={newPassword}
        />
        <Button
          type="submit"
          block
          className={form.submit}
          disabled={!canConfirm}
          busy={confirm.busy}
          busyLabel={i18n._('auth.action.saving')}
        >
          {i18n._('auth.action.next')}
        </Button>
      </Form>
      <p className={form.switch}>
        {i18n._('auth.reset.noEmail')}{' '}
        <button
          type="button"
          className={form.textButton}
          onClick={() => {
            setSentTo(null);
            onConfirmValues(new FormData());
          }}
        >
          {i18n._('auth.reset.tryAgain')}
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
  /** A failed call of the step (the change form shows its own). */
  error?: string | null;
  dismissError?: () => void;
}

/** The page around each step: heading, back link, success modal (1 s to /login) and errors. */
function ResetFrame({ lead, children, done, onStay, error, dismissError }: ResetFrameProps) {
  return (
    <AuthFrame heading={i18n._('auth.reset.heading')} lead={lead}>
      {children}
      <p className={form.switch}>
        {i18n._('auth.reset.remembered')}{' '}
        <Link to="/login" className={form.link}>
          {i18n._('auth.reset.backToLogin')}
        </Link>
      </p>
      {done && <ResetSuccessModal onClose={onStay} />}
      {error && dismissError && <ErrorModal message={error} onClose={dismissError} />}
    </AuthFrame>
  );
}
