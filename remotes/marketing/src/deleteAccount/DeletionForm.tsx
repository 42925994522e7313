import { useId, useRef, useState, type FormEvent } from 'react';
import { post } from '@thrive/api-client';
import { Button, TextAreaField, TextField } from '@thrive/ui';
import { FormError, FormSuccess } from '../common/FormNotice';
import { useSubmission } from '../common/useSubmission';
import { isEmail } from '../common/validation';
import { DELETION } from '../content/deletion';
import styles from './DeletionForm.module.css';

export interface DeletionValues {
  fullName: string;
  email: string;
  reason: string;
  confirm: boolean;
}

/** The body of POST /account-deletion-requests. */
export interface DeletionPayload {
  fullName: string;
  email: string;
  reason?: string;
  confirm: true;
}

export interface DeletionAnswer {
  message: string;
  /** When the deletion will be complete (ISO date or date-time). */
  dueBy?: string;
}

type DeletionErrors = Partial<Record<'fullName' | 'email' | 'confirm', string>>;

/** fullName, email and the confirmation are required; reason is optional (SPEC section 5). */
export function validateDeletion(values: DeletionValues): DeletionErrors {
  const errors: DeletionErrors = {};
  if (!values.fullName.trim()) errors.fullName = DELETION.errors.fullName;
  if (!values.email.trim()) errors.email = DELETION.errors.email;
  else if (!isEmail(values.email)) errors.email = DELETION.errors.emailFormat;
  if (!values.confirm) errors.confirm = DELETION.errors.confirm;
  return errors;
}

/** '27 September 2025' (dates in the e-mail the user gets are written the same way). */
export function formatDueBy(dueBy: string | undefined): string | null {
  if (!dueBy) return null;
  const date = new Date(dueBy);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Account-deletion request: validated here, sent to POST /account-deletion-requests. */
export function DeletionForm() {
  const [values, setValues] = useState<DeletionValues>({
    fullName: '',
    email: '',
    reason: '',
    confirm: false,
  });
  const [errors, setErrors] = useState<DeletionErrors>({});
  const { submission, submit } = useSubmission<DeletionAnswer>(DELETION.fallbackError);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmId = useId();
  const confirmErrorId = `${confirmId}-error`;

  const setText =
    (name: 'fullName' | 'email' | 'reason') => (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (name !== 'reason' && errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDeletion(values);
    setErrors(found);
    const firstInvalid = (['fullName', 'email', 'confirm'] as const).find((name) => found[name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const payload: DeletionPayload = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      confirm: true,
    };
    if (values.reason.trim()) payload.reason = values.reason.trim();
    await submit(() =>
      post<DeletionAnswer>('/account-deletion-requests', payload, DELETION.fallbackError),
    );
  };

  if (submission.state === 'sent') {
    const due = formatDueBy(submission.result.dueBy);
    return (
      <FormSuccess title={DELETION.successTitle}>
        <p>{submission.result.message}</p>
        {due && (
          <p>
            Your account will be deleted by <strong>{due}</strong>.
          </p>
        )}
      </FormSuccess>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="deletion-form-heading"
    >
      <h2 id="deletion-form-heading" className={styles.heading}>
        {DELETION.form.heading}
      </h2>
      <TextField
        label={DELETION.form.fullName}
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={setText('fullName')}
        error={errors.fullName ?? null}
      />
      <TextField
        label={DELETION.form.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={DELETION.form.emailHint}
        value={values.email}
        onChange={setText('email')}
        error={errors.email ?? null}
      />
      <TextAreaField
        label={`${DELETION.form.reason} (optional)`}
        name="reason"
        rows={4}
        hint={DELETION.form.reasonHint}
        value={values.reason}
        onChange={setText('reason')}
      />
      <div className={`${styles.confirm} ${errors.confirm ? styles.invalid : ''}`}>
        <input
          id={confirmId}
          type="checkbox"
          name="confirm"
          required
          checked={values.confirm}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? confirmErrorId : undefined}
          onChange={(event) => {
            const checked = event.target.checked;
            setValues((current) => ({ ...current, confirm: checked }));
            if (checked) setErrors(({ confirm: _fixed, ...rest }) => rest);
          }}
        />
        <label htmlFor={confirmId}>{DELETION.form.confirm}</label>
        {errors.confirm && (
          <p id={confirmErrorId} className={styles.error} role="alert">
            {errors.confirm}
          </p>
        )}
      </div>
      {submission.state === 'failed' && (
        <FormError title="Your request was not sent">{submission.message}</FormError>
      )}
      <Button
        type="submit"
        variant="danger"
        className={styles.submit}
        busy={submission.state === 'sending'}
        busyLabel={DELETION.form.sending}
      >
        {DELETION.form.submit}
      </Button>
    </form>
  );
}
