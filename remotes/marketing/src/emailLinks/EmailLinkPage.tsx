import { type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { queryValue } from '@thrive/composition';
import { postOrKeep } from '@thrive/api-client';
import {
  Button,
  buttonClassName,
  Form,
  FormError,
  FORM_SAVED_TITLE,
  FormSuccess,
  useDocumentTitle,
  useSubmission,
} from '@thrive/ui';
import { EMAIL_LINK } from './copy';
import ui from '../common/Section.module.css';
import styles from './EmailLinkPage.module.css';
import { EMAIL_LINK_TOKEN } from './emailLinkToken';

export interface LinkAnswer {
  message: string;
  dueBy?: string;
}

export interface EmailLinkPageProps {
  /** The form's id in the forms contract (the shell's server handles it without JavaScript). */
  formId: string;
  /** Document title and h1. */
  title: string;
  eyebrow: string;
  intro: ReactNode;
  /** The API call the button makes with `{ token }`. */
  endpoint: string;
  action: string;
  busyLabel: string;
  actionVariant?: 'primary' | 'danger';
  successTitle: string;
  /** Extra lines under the server's message (e.g. the deletion date). */
  successDetails?: (answer: LinkAnswer) => ReactNode;
  fallbackError: string;
}

/**
 * A page an e-mail link opens (confirm, unsubscribe, cancel). The link's token is only sent
 * when the person presses the button: mail scanners that open links must not act for them.
 */
export function EmailLinkPage({
  formId,
  title,
  eyebrow,
  intro,
  endpoint,
  action,
  busyLabel,
  actionVariant = 'primary',
  successTitle,
  successDetails,
  fallbackError,
}: EmailLinkPageProps) {
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const token = queryValue(params, EMAIL_LINK_TOKEN);
  const { submission, submit } = useSubmission<LinkAnswer>(fallbackError);
  // The page is prerendered twice: with the token's placeholder, which the shell's server fills
  // in when the link has one, and without, which it sends when the link has none. So the
  // missing token is said in the first HTML (saying it only once hydrated replaced the form and
  // moved the page: CLS 0.031 on /delete-account/confirm at 390 px).
  const headingId = `${endpoint.replace(/\W+/g, '-')}-heading`;

  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby={headingId}>
      <div className={`${ui.narrow} ${styles.card}`}>
        <p className={ui.eyebrow}>{eyebrow}</p>
        <h1 id={headingId} className={ui.pageTitle}>
          {title}
        </h1>
        {submission.state === 'saved' ? (
          <FormSuccess title={FORM_SAVED_TITLE()}>
            <p>{submission.message}</p>
          </FormSuccess>
        ) : submission.state === 'sent' ? (
          <FormSuccess
            title={successTitle}
            action={
              <Link to="/" className={buttonClassName('secondary')}>
                {EMAIL_LINK.homeLink}
              </Link>
            }
          >
            <p>{submission.result.message}</p>
            {successDetails?.(submission.result)}
          </FormSuccess>
        ) : (
          <>
            <div className={styles.intro}>{intro}</div>
            {!token ? (
              <FormError title={EMAIL_LINK.missingTitle}>{EMAIL_LINK.missingToken}</FormError>
            ) : (
              <Form
                formId={formId}
                className={styles.form}
                hiddenFields={{ token }}
                onSubmit={() =>
                  void submit(() => postOrKeep<LinkAnswer>(endpoint, { token }, fallbackError))
                }
                aria-labelledby={headingId}
                error={submission.state === 'failed' ? submission.message : null}
                errorTitle={EMAIL_LINK.errorTitle}
                footer={
                  <div className={styles.actions}>
                    <Button
                      type="submit"
                      variant={actionVariant}
                      busy={submission.state === 'sending'}
                      busyLabel={busyLabel}
                    >
                      {action}
                    </Button>
                    <Link to="/" className={buttonClassName('ghost')}>
                      {EMAIL_LINK.notNow}
                    </Link>
                  </div>
                }
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
