/**
 * The step-up before a second-factor change or signing out another session (issue 40, M1): the
 * API answers 403 REAUTHENTICATE when this session has not proved it is its admin in the last
 * 5 minutes. `useStepUp().guard(call)` then asks for the password (or an authenticator-app
 * code) in a dialog, and runs `call` again once it is accepted.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@thrive/api-client';
import { Button, Form, Modal, PasswordField, TextField, textOf, useSubmission } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import styles from './AccountPage.module.css';

export const NOT_CONFIRMED = 'You did not confirm it is you, so nothing was changed.';
const CONFIRM_FAILED = 'That could not be checked. Please try again.';

/** Thrown by `guard` when the admin closes the dialog instead of confirming. */
export class StepUpCancelled extends Error {
  constructor() {
    super(NOT_CONFIRMED);
  }
}

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
    <ConfirmItIsYouDialog
      withAppCode={withAppCode}
      onConfirmed={() => {
        setPending(null);
        pending.resolve();
      }}
      onCancel={() => {
        setPending(null);
        pending.reject(new StepUpCancelled());
      }}
    />
  );
  return { guard, dialog };
}

function ConfirmItIsYouDialog({
  withAppCode,
  onConfirmed,
  onCancel,
}: {
  withAppCode: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [withCode, setWithCode] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { submission, submit } = useSubmission<void>(CONFIRM_FAILED);
  const sending = submission.state === 'sending';
  // The field in use has focus (also after switching between password and app code).
  useEffect(() => {
    document
      .getElementById('confirm-it-is-you')
      ?.querySelector<HTMLInputElement>('input:not([type="hidden"])')
      ?.focus();
  }, [withCode]);

  const onSubmit = (values: FormData) => {
    const typed = textOf(values, withCode ? 'code' : 'password');
    if (!typed.trim())
      return setFieldError(
        withCode
          ? 'Please enter the 6-digit code from your authenticator app.'
          : 'Please enter your password.',
      );
    setFieldError(null);
    const proof = withCode ? { code: typed.replace(/\D/g, '') } : { password: typed };
    void submit(() => adminApi.post<void>('/admin/reauthenticate', proof, CONFIRM_FAILED)).then(
      (ok) => ok && onConfirmed(),
    );
  };

  return (
    <Modal
      title="Confirm it is you"
      onClose={() => !sending && onCancel()}
      actions={
        <>
          <Button type="submit" form="confirm-it-is-you" disabled={sending}>
            {sending ? 'Checking…' : 'Confirm and continue'}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        </>
      }
    >
      <Form
        id="confirm-it-is-you"
        formId="confirm-it-is-you"
        className={styles.setup}
        aria-label="Confirm it is you"
        onSubmit={onSubmit}
        error={submission.state === 'failed' ? submission.message : null}
        errorTitle="Not confirmed"
      >
        <p className={styles.note}>
          For your safety, enter your password again before you change your second factors or sign
          out other sessions. It counts for 5 minutes.
        </p>
        {withCode ? (
          <TextField
            key="code"
            label="6-digit code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={fieldError ?? undefined}
          />
        ) : (
          <PasswordField
            key="password"
            label="Your password"
            name="password"
            autoComplete="current-password"
            error={fieldError ?? undefined}
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
            {withCode ? 'Use your password instead' : 'Use your authenticator app instead'}
          </Button>
        )}
      </Form>
    </Modal>
  );
}
