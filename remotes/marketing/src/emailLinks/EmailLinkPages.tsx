/**
 * The small pages that links in Thrive's e-mails open: confirm a subscription (newsletter or
 * the app launch notice), unsubscribe, confirm or cancel an account deletion.
 */
import {
  DELETION_CANCEL,
  DELETION_CONFIRM,
  EMAIL_LINK,
  EMAIL_LINK_ERRORS,
  SUBSCRIPTION_CONFIRM,
  UNSUBSCRIBE,
} from './copy';
import { EmailLinkPage, type LinkAnswer } from './EmailLinkPage';

export function formatDeletionDate(dueBy: string | undefined): string | null {
  if (!dueBy) return null;
  const date = new Date(dueBy);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function SubscriptionConfirmPage() {
  return (
    <EmailLinkPage
      formId="newsletter-confirm"
      title={SUBSCRIPTION_CONFIRM.title}
      eyebrow={SUBSCRIPTION_CONFIRM.eyebrow}
      intro={<p>{SUBSCRIPTION_CONFIRM.intro}</p>}
      endpoint="/newsletter/confirm"
      action={SUBSCRIPTION_CONFIRM.action}
      busyLabel={EMAIL_LINK.confirming}
      successTitle={SUBSCRIPTION_CONFIRM.successTitle}
      fallbackError={EMAIL_LINK_ERRORS.subscriptionConfirm}
    />
  );
}

export function UnsubscribePage() {
  return (
    <EmailLinkPage
      formId="newsletter-unsubscribe"
      title={UNSUBSCRIBE.title}
      eyebrow={UNSUBSCRIBE.eyebrow}
      intro={<p>{UNSUBSCRIBE.intro}</p>}
      endpoint="/newsletter/unsubscribe"
      action={UNSUBSCRIBE.action}
      busyLabel={UNSUBSCRIBE.busyLabel}
      successTitle={UNSUBSCRIBE.successTitle}
      fallbackError={EMAIL_LINK_ERRORS.unsubscribe}
    />
  );
}

export function DeletionConfirmPage() {
  return (
    <EmailLinkPage
      formId="deletion-confirm"
      title={DELETION_CONFIRM.title}
      eyebrow={DELETION_CONFIRM.eyebrow}
      intro={
        <>
          <p>{DELETION_CONFIRM.intro1}</p>
          <p>{DELETION_CONFIRM.intro2}</p>
        </>
      }
      endpoint="/account-deletion-requests/confirm"
      action={DELETION_CONFIRM.action}
      actionVariant="danger"
      busyLabel={EMAIL_LINK.confirming}
      successTitle={DELETION_CONFIRM.successTitle}
      successDetails={(answer: LinkAnswer) => {
        const date = formatDeletionDate(answer.dueBy);
        return date ? (
          <p>
            {DELETION_CONFIRM.dueBefore} <strong>{date}</strong>.
          </p>
        ) : null;
      }}
      fallbackError={EMAIL_LINK_ERRORS.deletionConfirm}
    />
  );
}

export function DeletionCancelPage() {
  return (
    <EmailLinkPage
      formId="deletion-cancel"
      title={DELETION_CANCEL.title}
      eyebrow={DELETION_CANCEL.eyebrow}
      intro={<p>{DELETION_CANCEL.intro}</p>}
      endpoint="/account-deletion-requests/cancel"
      action={DELETION_CANCEL.action}
      busyLabel={DELETION_CANCEL.busyLabel}
      successTitle={DELETION_CANCEL.successTitle}
      fallbackError={EMAIL_LINK_ERRORS.deletionCancel}
    />
  );
}
