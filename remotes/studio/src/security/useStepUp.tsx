/**
 * The step-up before a second-factor change (as the console's, remotes/admin/src/account/
 * stepUp.tsx): the API answers 403 REAUTHENTICATE when this session has not proved it is its
 * contributor in the last 5 minutes. `guard(call)` then asks for the password (or an app code)
 * in a dialog and runs `call` again once it is accepted; Cancel rejects with NOT_CONFIRMED.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@thrive/api-client';
import { Button, Form, Modal, PasswordField, TextField, textOf, useSubmission } from '@thrive/ui';
import { FACTOR } from '../copy';
import { factorsApi } from './factorsApi';
import { SECURITY } from './securityCopy';
import styles from './SecurityPage.module.css';

const FORM_ID = 'studio-confirm-it-is-you';

const proofNeeded = (error: unknown) =>
  error instanceof ApiError && error.code === 'REAUTHENTICATE';

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

export function useStepUp(withAppCode: boolean): {
  guard: (call: () => Promise<void>) => Promise<void>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = useCallback(async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      if (!proofNeeded(error)) throw error;
      await new Promise<void>((resolve, reject) => setPending({ resolve, reject }));
      await call();
    }
  }, []);
  const dialog = pending && (
    <ConfirmItIsYou
      withAppCode={withAppCode}
      onConfirmed={() => {
        setPending(null);
        pending.resolve();
      }}
      onCancel={() => {
        setPending(null);
        pending.reject(new Error(SECURITY.notConfirmed));
      }}
    />
  );
  return { guard, dialog };
}

function ConfirmItIsYou({
  withAppCode,
  onConfirmed,
  onCancel,
}: {
  withAppCode: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [withCode, setWithCode] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { submission, submit } = useSubmission<void>(FACTOR.failed);
  const sending = submission.state === 'sending';
  // The field in use has focus (also after switching between the password and an app code).
  useEffect(() => {
    document
      .getElementById(FORM_ID)
      ?.querySelector<HTMLInputElement>('input:not([type="hidden"])')
      ?.focus();
  }, [withCode]);

  const onSubmit = (values: FormData) => {
    const typed = textOf(values, withCode ? 'code' : 'password');
    if (!typed.trim())
      return setFieldError(withCode ? FACTOR.enterAppCode : SECURITY.enterPassword);
    setFieldError(undefined);
    const proof = withCode ? { code: typed.replace(/\D/g, '') } : { password: typed };
    void submit(() => factorsApi.confirm(proof, FACTOR.failed)).then((ok) => ok && onConfirmed());
  };

  return (
    <Modal
      title={SECURITY.stepTitle}
      onClose={() => !sending && onCancel()}
      actions={
        <>
          <Button type="submit" form={FORM_ID} busy={sending} busyLabel={SECURITY.checking}>
            {SECURITY.confirm}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {SECURITY.cancel}
          </Button>
        </>
      }
    >
      <Form
        id={FORM_ID}
        formId={FORM_ID}
        className={styles.form}
        aria-label={SECURITY.stepTitle}
        onSubmit={onSubmit}
        error={submission.state === 'failed' ? submission.message : null}
        errorTitle={SECURITY.stepFailed}
      >
        <p>{SECURITY.stepBody}</p>
        {withCode ? (
          <TextField
            key="code"
            label={SECURITY.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={fieldError}
          />
        ) : (
          <PasswordField
            key="password"
            label={SECURITY.password}
            name="password"
            autoComplete="current-password"
            error={fieldError}
          />
        )}
        {withAppCode && (
          <Button
            variant="ghost"
            onClick={() => {
              setFieldError(undefined);
              setWithCode(!withCode);
            }}
          >
            {withCode ? SECURITY.usePassword : SECURITY.useApp}
          </Button>
        )}
      </Form>
    </Modal>
  );
}
