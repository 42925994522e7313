import { useId, useState } from 'react';
import { postOrKeep } from '@thrive/api-client';
import {
  Button,
  Form,
  FORM_SAVED_TITLE,
  FormSuccess,
  TextField,
  textOf,
  useSubmission,
} from '@thrive/ui';
import { isEmail } from '../common/validation';
import { NEWSLETTER, NEWSLETTER_ERRORS } from '../content/newsletter';
import ui from '../common/Section.module.css';
import styles from './Newsletter.module.css';

export interface NewsletterAnswer {
  message: string;
}

export { NEWSLETTER_ERRORS };

/** 'Stay in the know': subscribes an e-mail with POST /newsletter {email}. */
export function Newsletter() {
  const [error, setError] = useState<string | null>(null);
  const { submission, submit, reset } = useSubmission<NewsletterAnswer>(NEWSLETTER.fallbackError);
  const headingId = useId();

  const onSubmit = (values: FormData, form: HTMLFormElement) => {
    const value = textOf(values, 'email').trim();
    const problem = !value
      ? NEWSLETTER_ERRORS.required
      : !isEmail(value)
        ? NEWSLETTER_ERRORS.format
        : null;
    setError(problem);
    if (problem) {
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    void submit(() =>
      postOrKeep<NewsletterAnswer>('/newsletter', { email: value }, NEWSLETTER.fallbackError),
    );
  };

  return (
    <section className={`${ui.section} ${styles.section}`} aria-labelledby={headingId}>
      <div className={`${ui.container} ${styles.card}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{NEWSLETTER.eyebrow}</p>
          <h2 id={headingId} className={styles.title}>
            {NEWSLETTER.heading}
          </h2>
          <p className={styles.body}>{NEWSLETTER.body}</p>
        </div>
        {submission.state === 'saved' ? (
          <FormSuccess title={FORM_SAVED_TITLE()}>
            <p>{submission.message}</p>
          </FormSuccess>
        ) : submission.state === 'sent' ? (
          <FormSuccess
            title={NEWSLETTER.sentTitle}
            action={
              <button type="button" className={styles.linkButton} onClick={reset}>
                {NEWSLETTER.another}
              </button>
            }
          >
            <p>{submission.result.message}</p>
          </FormSuccess>
        ) : (
          <Form
            formId="newsletter"
            className={styles.form}
            onSubmit={onSubmit}
            aria-labelledby={headingId}
            error={submission.state === 'failed' ? submission.message : null}
            errorTitle={NEWSLETTER.errorTitle}
          >
            <div className={styles.row}>
              <TextField
                className={styles.field}
                label={NEWSLETTER.label}
                type="email"
                name="email"
                placeholder={NEWSLETTER.placeholder}
                autoComplete="email"
                error={error}
              />
              <Button
                type="submit"
                className={styles.button}
                busy={submission.state === 'sending'}
                busyLabel={NEWSLETTER.busyLabel}
              >
                {NEWSLETTER.button}
              </Button>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}
