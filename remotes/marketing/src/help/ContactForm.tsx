import { useRef, useState, type FormEvent } from 'react';
import { post } from '@thrive/api-client';
import { Button, TextAreaField, TextField } from '@thrive/ui';
import { FormError, FormSuccess } from '../common/FormNotice';
import { useSubmission } from '../common/useSubmission';
import { isEmail, sanitisePhone } from '../common/validation';
import { HELP } from '../content/help';
import styles from './ContactForm.module.css';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The body of POST /contact: optional fields are left out when empty. */
export interface ContactPayload {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
}

type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const FIELD_ORDER: (keyof ContactValues)[] = ['name', 'email', 'phone', 'subject', 'message'];

/** Too-long fields, checked on every keystroke (and again on Send). */
export function lengthErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (values.name.trim().length > HELP.limits.name) errors.name = HELP.errors.nameTooLong;
  if (values.subject.trim().length > HELP.limits.subject)
    errors.subject = HELP.errors.subjectTooLong;
  if (values.message.trim().length > HELP.limits.message)
    errors.message = HELP.errors.messageTooLong;
  return errors;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = lengthErrors(values);
  if (!values.name.trim()) errors.name = HELP.errors.name;
  if (!values.email.trim()) errors.email = HELP.errors.email;
  else if (!isEmail(values.email)) errors.email = HELP.errors.emailFormat;
  if (values.phone && !/^\+?\d{5,20}$/.test(values.phone)) errors.phone = HELP.errors.phone;
  if (!values.message.trim()) errors.message = HELP.errors.message;
  return errors;
}

export function toContactPayload(values: ContactValues): ContactPayload {
  const payload: ContactPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
  if (values.phone.trim()) payload.phone = values.phone.trim();
  if (values.subject.trim()) payload.subject = values.subject.trim();
  return payload;
}

/** The 'Get in touch' form: POST /contact; the server's answer is what the user sees. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const empty: ContactValues = {
    name: '',
    email: '',
    phone: '',
    subject: initialSubject,
    message: '',
  };
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { submission, submit, reset } = useSubmission<{ message: string }>(HELP.fallbackError);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => {
      const value = name === 'phone' ? sanitisePhone(event.target.value) : event.target.value;
      const next = { ...values, [name]: value };
      setValues(next);
      // A field that is too long says so while typing (nothing is cut off, nothing is lost);
      // any other message goes as soon as the field is being corrected.
      const tooLong = lengthErrors(next)[name];
      setErrors(({ [name]: _previous, ...rest }) =>
        tooLong ? { ...rest, [name]: tooLong } : rest,
      );
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    await submit(() =>
      post<{ message: string }>('/contact', toContactPayload(values), HELP.fallbackError),
    );
  };

  if (submission.state === 'sent') {
    return (
      <FormSuccess
        title={HELP.successTitle}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setValues({ ...empty, subject: '' });
              reset();
            }}
          >
            {HELP.sendAnother}
          </Button>
        }
      >
        <p>{submission.result.message}</p>
      </FormSuccess>
    );
  }

  const optional = (label: string) => `${label} (${HELP.optional.toLowerCase()})`;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
    >
      <div className={styles.pair}>
        <TextField label={HELP.labels.name} autoComplete="name" {...field('name')} />
        <TextField
          label={HELP.labels.email}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={optional(HELP.labels.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint="Digits only, e.g. 08031234567"
          {...field('phone')}
        />
        <TextField label={optional(HELP.labels.subject)} {...field('subject')} />
      </div>
      <TextAreaField
        label={HELP.labels.message}
        rows={6}
        hint={`${values.message.trim().length.toLocaleString('en-NG')} of ${HELP.limits.message.toLocaleString('en-NG')} characters`}
        {...field('message')}
      />
      {submission.state === 'failed' && (
        <FormError title="Your message was not sent">{submission.message}</FormError>
      )}
      <Button
        type="submit"
        className={styles.submit}
        busy={submission.state === 'sending'}
        busyLabel={HELP.sending}
      >
        {HELP.submit}
      </Button>
    </form>
  );
}
