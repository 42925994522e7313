import { useState } from 'react';
import { postOrKeep } from '@thrive/api-client';
import {
  Button,
  Form,
  FORM_SAVED_TITLE,
  FormSuccess,
  TextAreaField,
  TextField,
  textOf,
  useFormValues,
  useSubmission,
} from '@thrive/ui';
import { isEmail, sanitisePhone } from '../common/validation';
import { HELP } from './copy';
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

/** The form's values as they are in the page (phone already reduced to digits as typed). */
const readContact = (values: FormData): ContactValues => ({
  name: textOf(values, 'name'),
  email: textOf(values, 'email'),
  phone: textOf(values, 'phone'),
  subject: textOf(values, 'subject'),
  message: textOf(values, 'message'),
});

/** The 'Get in touch' form: POST /contact; the server's answer is what the user sees. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const [values, onValues] = useFormValues(readContact, {
    name: '',
    email: '',
    phone: '',
    subject: initialSubject,
    message: '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  // Sending another message starts a fresh form (a new mount: the inputs are uncontrolled).
  const [round, setRound] = useState(0);
  const { submission, submit, reset } = useSubmission<{ message: string }>(HELP.fallbackError);

  const onFormValues = (data: FormData) => {
    onValues(data);
    const next = readContact(data);
    // A field that is too long says so while typing (nothing is cut off, nothing is lost);
    // any other message goes as soon as the field is being corrected.
    const tooLong = lengthErrors(next);
    setErrors((current) => {
      const kept: ContactErrors = {};
      for (const name of FIELD_ORDER) {
        const message = tooLong[name] ?? (next[name] === values[name] ? current[name] : undefined);
        if (message) kept[name] = message;
      }
      return kept;
    });
  };

  const field = (name: keyof ContactValues) => ({
    name,
    defaultValue: name === 'subject' && round === 0 ? initialSubject : undefined,
    error: errors[name] ?? null,
  });

  const onSubmit = (data: FormData, form: HTMLFormElement) => {
    const current = readContact(data);
    const found = validateContact(current);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    void submit(() =>
      postOrKeep<{ message: string }>('/contact', toContactPayload(current), HELP.fallbackError),
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
    return (
      <FormSuccess
        title={HELP.successTitle}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setRound((n) => n + 1);
              onValues(new FormData());
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

  const optional = HELP.optionalLabel;

  return (
    <Form
      key={round}
      formId="contact"
      className={styles.form}
      onSubmit={onSubmit}
      onValues={onFormValues}
      aria-label={HELP.formLabel}
      error={submission.state === 'failed' ? submission.message : null}
      errorTitle={HELP.errorTitle}
      footer={
        <Button
          type="submit"
          className={styles.submit}
          busy={submission.state === 'sending'}
          busyLabel={HELP.sending}
        >
          {HELP.submit}
        </Button>
      }
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
          hint={HELP.phoneHint}
          onChange={(event) => {
            const digits = sanitisePhone(event.target.value);
            if (digits !== event.target.value) event.target.value = digits;
          }}
          {...field('phone')}
        />
        <TextField label={optional(HELP.labels.subject)} {...field('subject')} />
      </div>
      <TextAreaField
        label={HELP.labels.message}
        rows={6}
        hint={HELP.messageCount(
          values.message.trim().length.toLocaleString('en-NG'),
          HELP.limits.message.toLocaleString('en-NG'),
        )}
        {...field('message')}
      />
    </Form>
  );
}
