import { i18n } from '@thrive/i18n';
import { authStore, type SessionUser } from '@thrive/auth-store';
import {
  Button,
  Form,
  Modal,
  PasswordField,
  TextField,
  textOf,
  useDocumentTitle,
  useFormValues,
  useHydrated,
} from '@thrive/ui';
import { useId, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MIN_OTP_DIGITS, RESEND_DELAY_MS } from '../constants';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import { useFocusLater } from '../errors/useFocusLater';
import { AuthFrame } from '../frame/AuthFrame';
import form from '../frame/Form.module.css';
import {
  CODE_RESENT_TITLE,
  CONFIRM_ERROR_TITLE,
  EMAIL_VERIFIED_TITLE,
  FALLBACK,
} from '../messages';
import { forgetPassword, recalledPassword } from '../pendingPassword';
import { confirmOtp, resendOtp } from '../readerApi';
import { useCountdown } from '../useCountdown';
import styles from './Confirm.module.css';

/** What the download page after verification receives in navigation state. */
export interface VerifiedState {
  user: SessionUser;
}

/** Keeps digits only: typing, autofill and pasting "123 456" or "123-456" all work. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** E-mail code entry (SPEC sections 2, 4 and 5). Needs the e-mail in navigation state. */
export default function Confirm() {
  const hydrated = useHydrated();
  const state: unknown = useLocation().state;
  const email =
    typeof state === 'object' &&
    state !== null &&
    'email' in state &&
    typeof state.email === 'string'
      ? state.email
      : '';
  // The e-mail lives in the browser's navigation state: the prerendered page (and the render
  // that hydrates it) has the forms without it (without JavaScript the shell's server knows
  // the sign-up attempt), completed or redirected right after hydration.
  // Sent on, the page stays until sign-up replaces it (nothing in between: no layout shift).
  if (hydrated && !email) {
    return (
      <>
        <ConfirmCode email={null} />
        <Navigate to="/signup" replace />
      </>
    );
  }
  return <ConfirmCode email={hydrated ? email : null} />;
}

const readCode = (values: FormData) => ({
  code: textOf(values, 'otp'),
  typedPassword: textOf(values, 'password'),
});

function ConfirmCode({ email }: { email: string | null }) {
  useDocumentTitle(i18n._('auth.confirm.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [{ code, typedPassword }, onValues] = useFormValues(readCode, {
    code: '',
    typedPassword: '',
  });
  // The sign-up password, from this tab's memory; after a reload the reader types it again.
  const remembered = useMemo(() => (email ? recalledPassword(email) : null), [email]);
  const password = remembered ?? typedPassword;
  const [verifiedUser, setVerifiedUser] = useState<SessionUser | null>(null);
  const [resent, setResent] = useState(false);
  // The resend link appears RESEND_DELAY_MS after the screen opens and rests as long after each use.
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_DELAY_MS);
  const [hasResent, setHasResent] = useState(false);
  const resendIn = useCountdown(resendAt);
  const verify = useApiAction(FALLBACK.confirm);
  const resend = useApiAction(FALLBACK.resend);
  const codeId = useId();
  const focusLater = useFocusLater();

  const canVerify = code.length >= MIN_OTP_DIGITS && password !== '';

  const onSubmit = async () => {
    if (!email || !canVerify) return;
    const outcome = await verify.run(() =>
      confirmOtp(email, code, password).catch((error: unknown) => {
        console.error('E-mail verification failed:', error);
        throw error;
      }),
    );
    if (!outcome.ok) return;
    // Verified means signed in: the answer carries a session, as login's does.
    authStore.getState().setSession(outcome.value.token, outcome.value.user);
    forgetPassword();
    setVerifiedUser(outcome.value.user);
  };

  const onResend = async () => {
    if (!email || resendIn > 0) return;
    const outcome = await resend.run(() =>
      resendOtp(email).catch((error: unknown) => {
        console.error('Resending the code failed:', error);
        throw error;
      }),
    );
    if (outcome.ok) {
      setResendAt(Date.now() + RESEND_DELAY_MS);
      setHasResent(true);
      setResent(true);
    }
  };

  // The resend button now rests (disabled): the reader's next step is typing the new code.
  const closeResent = () => {
    setResent(false);
    focusLater(document.getElementById(codeId));
  };

  const goBack = () => {
    // Back through history when the reader came from sign-up (the sign-up page keeps its
    // form in that entry), else straight to it. The first entry of a visit has the key
    // 'default'.
    if (location.key !== 'default') navigate(-1);
    else navigate('/signup');
  };

  const continueToDownload = () => {
    if (verifiedUser)
      navigate('/download2', { state: { user: verifiedUser } satisfies VerifiedState });
  };

  const failure = verify.error ?? resend.error;
  const dismissFailure = verify.error ? verify.dismissError : resend.dismissError;

  return (
    <AuthFrame
      heading={i18n._('auth.confirm.heading')}
      lead={
        email ? (
          <>
            {i18n._('auth.confirm.leadBefore')} <strong className={styles.email}>{email}</strong>
            {i18n._('auth.confirm.leadAfter')}
          </>
        ) : (
          i18n._('auth.confirm.leadNoEmail')
        )
      }
      top={
        <button type="button" className={form.backButton} onClick={goBack}>
          <span aria-hidden="true">←</span> {i18n._('auth.confirm.back')}
        </button>
      }
    >
      <Form
        formId="signup-code"
        className={form.form}
        // Read only by the no-JavaScript post (publicForms.ts): no session it cannot keep.
        hiddenFields={{ email: email ?? '', session: 'none' }}
        onSubmit={() => void onSubmit()}
        onValues={onValues}
      >
        <TextField
          label={i18n._('auth.confirm.code')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={i18n._('auth.confirm.codeHint')}
          className={styles.codeField}
          id={codeId}
          onChange={(e) => {
            const digits = digitsOnly(e.target.value);
            if (digits !== e.target.value) e.target.value = digits;
          }}
        />
        {/* Asked again only in the browser, when this tab no longer has it (after a reload);
            without JavaScript the shell's server holds the sign-up attempt. */}
        {email && remembered === null && (
          <PasswordField
            label={i18n._('auth.field.password')}
            name="password"
            autoComplete="current-password"
            hint={i18n._('auth.confirm.passwordHint')}
          />
        )}
        <Button
          type="submit"
          block
          disabled={email !== null && !canVerify}
          busy={verify.busy}
          busyLabel={i18n._('auth.confirm.busy')}
        >
          {i18n._('auth.action.next')}
        </Button>
      </Form>
      <Form
        formId="signup-resend"
        className={styles.resend}
        hiddenFields={{ email: email ?? '' }}
        onSubmit={() => void onResend()}
      >
        {/* The visible countdown is not live (it would speak every second); this says once
            that a new code can be requested. */}
        <p role="status" className={form.srOnly}>
          {resendIn === 0 ? i18n._('auth.confirm.canResend') : ''}
        </p>
        {email === null ? (
          // Before the page's code runs (and without JavaScript) the server applies the wait.
          <p className={styles.resendText}>
            {i18n._('auth.confirm.noCode')}{' '}
            <button type="submit" className={form.textButton}>
              {i18n._('auth.confirm.resend')}
            </button>
          </p>
        ) : resendIn > 0 && !hasResent ? (
          <p className={styles.resendText}>
            {i18n._('auth.confirm.waitBefore')}{' '}
            <span className={styles.count}>
              {i18n._('auth.confirm.seconds', { count: seconds(resendIn) })}
            </span>
            .
          </p>
        ) : (
          <p className={styles.resendText}>
            {i18n._('auth.confirm.noCode')}{' '}
            <button
              type="submit"
              className={form.textButton}
              disabled={resendIn > 0 || resend.busy}
            >
              {resend.busy ? i18n._('auth.action.sending') : i18n._('auth.confirm.resend')}
            </button>
            {resendIn > 0 && (
              <span className={styles.count}>
                {' '}
                {i18n._('auth.confirm.availableAgain', { count: seconds(resendIn) })}
              </span>
            )}
          </p>
        )}
      </Form>
      {verifiedUser && (
        <Modal
          title={EMAIL_VERIFIED_TITLE()}
          tone="success"
          onClose={continueToDownload}
          actions={<Button onClick={continueToDownload}>{i18n._('auth.action.continue')}</Button>}
        >
          <p>{i18n._('auth.confirm.thanks', { name: verifiedUser.first_name })}</p>
        </Modal>
      )}
      {resent && (
        <Modal
          title={CODE_RESENT_TITLE()}
          tone="success"
          onClose={closeResent}
          actions={<Button onClick={closeResent}>{i18n._('auth.action.ok')}</Button>}
        >
          <p>{i18n._('auth.confirm.resentTo', { email })}</p>
        </Modal>
      )}
      {failure && (
        <ErrorModal title={CONFIRM_ERROR_TITLE()} message={failure} onClose={dismissFailure} />
      )}
    </AuthFrame>
  );
}
