import { i18n } from '@thrive/i18n';
import { authStore, useAuth } from '@thrive/auth-store';
import { Button, Form, PasswordField, TextField, textOf } from '@thrive/ui';
import { useEffect, useId, useState } from 'react';
import { digitsOnly } from '../confirm/Confirm';
import { ErrorModal } from '../errors/ErrorModal';
import { useApiAction } from '../errors/useApiAction';
import form from '../frame/Form.module.css';
import { ACCOUNT_FALLBACK, accountApi } from './accountApi';
import { AccountSection } from './AccountSection';
import styles from './Account.module.css';
import './catalog';

/** Digits of the code the API e-mails to the new address. */
const EMAIL_CODE_DIGITS = 6;

export const ENTER_NEW_EMAIL = () => i18n._('auth.account.email.enterNew');
export const ENTER_PASSWORD = () => i18n._('auth.account.email.enterPassword');

/**
 * A new e-mail address, only with the password re-entered and once the new address has proved
 * itself: the API e-mails a 6-digit code there, and only that code moves the account (every
 * other device is then signed out). This browser stays signed in, under the new address.
 */
export function EmailChangeSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  const email = useAuth((s) => s.user?.email);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState('');
  const [done, setDone] = useState('');
  const request = useApiAction(ACCOUNT_FALLBACK.email, onSessionEnded);
  const confirm = useApiAction(ACCOUNT_FALLBACK.email, onSessionEnded);
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const codeId = useId();

  useEffect(() => {
    if (sentTo) document.getElementById(codeId)?.focus();
  }, [sentTo, codeId]);

  const onRequest = async (values: FormData) => {
    const address = textOf(values, 'email').trim();
    const password = textOf(values, 'password');
    const gaps = {
      ...(address ? {} : { email: ENTER_NEW_EMAIL() }),
      ...(password ? {} : { password: ENTER_PASSWORD() }),
    };
    setMissing(gaps);
    if (Object.keys(gaps).length) return;
    setDone('');
    const outcome = await request.run(() => accountApi.requestEmailChange(address, password));
    if (!outcome.ok) return;
    setSentNote(outcome.value.message);
    setSentTo(address);
  };

  const onConfirm = async (values: FormData) => {
    const otp = digitsOnly(textOf(values, 'otp'));
    if (otp.length !== EMAIL_CODE_DIGITS) return;
    const outcome = await confirm.run(() => accountApi.confirmEmailChange(otp));
    if (!outcome.ok) return;
    // This session carries on under the new address.
    const { token } = authStore.getState();
    if (token) authStore.getState().setSession(token, { ...outcome.value.user });
    setSentTo(null);
    setDone(outcome.value.message);
  };

  const failure = request.error ?? confirm.error;
  const dismiss = request.error ? request.dismissError : confirm.dismissError;

  return (
    <AccountSection
      title={i18n._('auth.account.email.title')}
      lead={
        email ? (
          <>
            {i18n._('auth.account.email.uses')} <strong>{email}</strong>.
          </>
        ) : undefined
      }
    >
      <p role="status" className={styles.status}>
        {done}
      </p>
      {sentTo ? (
        <Form
          formId="email-change-confirm"
          className={form.form}
          onSubmit={(values) => void onConfirm(values)}
        >
          <p className={styles.muted}>{sentNote}</p>
          <TextField
            id={codeId}
            label={i18n._('auth.account.email.code')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={i18n._('auth.account.email.codeHint', { email: sentTo })}
            onChange={(e) => {
              const digits = digitsOnly(e.target.value).slice(0, EMAIL_CODE_DIGITS);
              if (digits !== e.target.value) e.target.value = digits;
            }}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={confirm.busy}
              busyLabel={i18n._('auth.account.email.confirming')}
            >
              {i18n._('auth.account.email.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              {i18n._('auth.account.email.another')}
            </Button>
          </div>
        </Form>
      ) : (
        <Form
          formId="email-change-request"
          className={form.form}
          onSubmit={(values) => void onRequest(values)}
          noValidate
        >
          <TextField
            label={i18n._('auth.account.email.newAddress')}
            type="email"
            name="email"
            autoComplete="email"
            error={missing.email}
          />
          <PasswordField
            label={i18n._('auth.account.email.yourPassword')}
            name="password"
            autoComplete="current-password"
            hint={i18n._('auth.account.email.passwordHint')}
            error={missing.password}
          />
          <Button
            type="submit"
            busy={request.busy}
            busyLabel={i18n._('auth.account.email.sending')}
          >
            {i18n._('auth.account.email.send')}
          </Button>
        </Form>
      )}
      {failure && <ErrorModal message={failure} onClose={dismiss} />}
    </AccountSection>
  );
}
