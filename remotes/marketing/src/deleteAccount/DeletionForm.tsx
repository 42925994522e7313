import { useId, useState } from 'react';
import { postOrKeep } from '@thrive/api-client';
import {
  Button,
  Form,
  FORM_SAVED_TITLE,
  FormSuccess,
  TextAreaField,
  TextField,
  textOf,
  useSubmission,
} from '@thrive/ui';
import { isEmail } from '../common/validation';
import { DELETION } from './copy';
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

const readDeletion = (values: FormData): DeletionValues => ({
  fullName: textOf(values, 'fullName'),
  email: textOf(values, 'email'),
  reason: textOf(values, 'reason'),
  confirm: values.get('confirm') !== null,
});

/** Account-deletion request: validated here, sent to POST /account-deletion-requests. */
export function DeletionForm() {
  const [errors, setErrors] = useState<DeletionErrors>({});
  const { submission, submit } = useSubmission<DeletionAnswer>(DELETION.fallbackError);
  const confirmId = useId();
  const confirmErrorId = `${confirmId}-error`;
  const [values, setValues] = useState<DeletionValues | null>(null);

  // A message goes as soon as its field is being corrected (a ticked box, a changed text).
  const onValues = (data: FormData) => {
    const next = readDeletion(data);
    if (values) {
      setErrors(({ ...current }) => {
        if (next.fullName !== values.fullName) delete current.fullName;
        if (next.email !== values.email) delete current.email;
        if (next.confirm) delete current.confirm;
        return current;
      });
    }
    setValues(next);
  };

  const onSubmit = (data: FormData, form: HTMLFormElement) => {
    const current = readDeletion(data);
    const found = validateDeletion(current);
    setErrors(found);
    const firstInvalid = (['fullName', 'email', 'confirm'] as const).find((name) => found[name]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const payload: DeletionPayload = {
      fullName: current.fullName.trim(),
      email: current.email.trim(),
      confirm: true,
    };
    if (current.reason.trim()) payload.reason = current.reason.trim();
    void submit(() =>
      postOrKeep<DeletionAnswer>('/account-deletion-requests', payload, DELETION.fallbackError),
    );
  };

  if (submission.state === 'saved') {
    return (
      <FormSuccess title={FORM_SAVED_TITLE()}>
        <p>{submission.message}</p>
      </FormSuccess>
    );
  }

  if (submission.state === 'sent') {
    const due = formatDueBy(submission.result.dueBy);
    return (
      <FormSuccess title={DELETION.successTitle}>
        <p>{submission.result.message}</p>
        {due && (
          <p>
            {DELETION.dueBefore} <strong>{due}</strong>.
          </p>
        )}
      </FormSuccess>
    );
  }

  return (
    <Form
      formId="deletion-request"
      className={styles.form}
      onSubmit={onSubmit}
      onValues={onValues}
      aria-labelledby="deletion-form-heading"
      error={submission.state === 'failed' ? submission.message : null}
      errorTitle={DELETION.form.errorTitle}
      footer={
        <Button
          type="submit"
          variant="danger"
          className={styles.submit}
          busy={submission.state === 'sending'}
          busyLabel={DELETION.form.sending}
        >
          {DELETION.form.submit}
        </Button>
      }
    >
      <h2 id="deletion-form-heading" className={styles.heading}>
        {DELETION.form.heading}
      </h2>
      <TextField
        label={DELETION.form.fullName}
        name="fullName"
        autoComplete="name"
        required
        error={errors.fullName ?? null}
      />
      <TextField
        label={DELETION.form.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={DELETION.form.emailHint}
        error={errors.email ?? null}
      />
      <TextAreaField
        label={DELETION.form.reasonOptional(DELETION.form.reason)}
        name="reason"
        rows={4}
        hint={DELETION.form.reasonHint}
      />
      <div className={`${styles.confirm} ${errors.confirm ? styles.invalid : ''}`}>
        <input
          id={confirmId}
          type="checkbox"
          name="confirm"
          value="true"
          required
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={confirmErrorId}
        />
        <label htmlFor={confirmId}>{DELETION.form.confirm}</label>
        {/* Always in the page: the server puts its message here when the page ran no script. */}
        <div id={confirmErrorId} className={styles.errorRegion} data-field-errors="confirm">
          {errors.confirm && (
            <p className={styles.error} role="alert">
              {errors.confirm}
            </p>
          )}
        </div>
      </div>
    </Form>
  );
}
