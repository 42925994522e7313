import { i18n } from '@thrive/i18n';
import { Button, Form, PasswordField, TextField, textOf, useSubmission } from '@thrive/ui';
import { useEffect, useRef, useState } from 'react';
import { digitsOnly } from '../confirm/Confirm';
import form from '../frame/Form.module.css';
import { ACCOUNT_FALLBACK, accountApi } from './accountApi';
import styles from './Account.module.css';
import './catalog';

export interface ConfirmItIsYouProps {
  /** The reader has an authenticator app: its code may stand in for the password. */
  withAppCode: boolean;
  /** The proof was accepted: the change that asked for it runs again. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * The step-up before a second-factor change or signing out other devices (issue 40, M1): the
 * password again, or the current code of the reader's authenticator app. Focus moves to its
 * field when it opens; a wrong answer is said in the form and keeps it open.
 */
export function ConfirmItIsYou({ withAppCode, onConfirmed, onCancel }: ConfirmItIsYouProps) {
  const [withCode, setWithCode] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { submission, submit } = useSubmission<void>(ACCOUNT_FALLBACK.confirm);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [withCode]);

  const onSubmit = (values: FormData) => {
    const typed = textOf(values, withCode ? 'code' : 'password');
    const proof = withCode ? { code: digitsOnly(typed) } : { password: typed };
    if (!('code' in proof ? proof.code : proof.password))
      return setFieldError(
        i18n._(withCode ? 'auth.account.confirm.enterCode' : 'auth.account.confirm.enterPassword'),
      );
    setFieldError(null);
    void submit(() => accountApi.reauthenticate(proof)).then((ok) => {
      if (ok) onConfirmed();
    });
  };

  return (
    <div ref={ref} className={styles.panel}>
      <Form
        formId="confirm-it-is-you"
        className={form.form}
        aria-labelledby="confirm-it-is-you-title"
        onSubmit={onSubmit}
        error={submission.state === 'failed' ? submission.message : null}
        errorTitle={i18n._('auth.account.confirm.errorTitle')}
        footer={
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={submission.state === 'sending'}
              busyLabel={i18n._('auth.account.factor.checking')}
            >
              {i18n._('auth.account.confirm.submit')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {i18n._('auth.account.factor.cancel')}
            </Button>
          </div>
        }
      >
        <h3 id="confirm-it-is-you-title" className={styles.subheading}>
          {i18n._('auth.account.confirm.title')}
        </h3>
        <p className={styles.muted}>{i18n._('auth.account.confirm.lead')}</p>
        {withCode ? (
          <TextField
            key="code"
            label={i18n._('auth.account.confirm.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={fieldError}
          />
        ) : (
          <PasswordField
            key="password"
            label={i18n._('auth.account.confirm.password')}
            name="password"
            autoComplete="current-password"
            error={fieldError}
          />
        )}
        {withAppCode && (
          <Button
            variant="ghost"
            onClick={() => {
              setFieldError(null);
              setWithCode(!withCode);
            }}
          >
            {i18n._(withCode ? 'auth.account.confirm.usePassword' : 'auth.account.confirm.useApp')}
          </Button>
        )}
      </Form>
    </div>
  );
}
