/**
 * The small pages that links in Thrive's e-mails open: confirm a subscription (newsletter or
 * the app launch notice), unsubscribe, confirm or cancel an account deletion.
 */
import { EMAIL_LINK_ERRORS } from '../content/emailLinks';
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
      title="Confirm your subscription"
      eyebrow="Stay in the know"
      intro={
        <p>
          One click and you are on the list. Didn’t ask for this? Just close this page: without your
          confirmation we won’t write to you.
        </p>
      }
      endpoint="/newsletter/confirm"
      action="Confirm my subscription"
      busyLabel="Confirming…"
      successTitle="Subscription confirmed"
      fallbackError={EMAIL_LINK_ERRORS.subscriptionConfirm}
    />
  );
}

export function UnsubscribePage() {
  return (
    <EmailLinkPage
      formId="newsletter-unsubscribe"
      title="Unsubscribe"
      eyebrow="Your inbox, your choice"
      intro={
        <p>
          Stop receiving these e-mails from Thrive. You can subscribe again at any time from our
          home page.
        </p>
      }
      endpoint="/newsletter/unsubscribe"
      action="Unsubscribe"
      busyLabel="Unsubscribing…"
      successTitle="You are unsubscribed"
      fallbackError={EMAIL_LINK_ERRORS.unsubscribe}
    />
  );
}

export function DeletionConfirmPage() {
  return (
    <EmailLinkPage
      formId="deletion-confirm"
      title="Confirm account deletion"
      eyebrow="Your data, your choice"
      intro={
        <>
          <p>
            Someone, we hope you, asked us to delete the Thrive account of your e-mail address and
            the data linked to it. Confirm only if that was you.
          </p>
          <p>
            Once you confirm, your account is deleted 7 days from now. Until then you can cancel
            with the link we e-mail you. After that, deletion is permanent and irreversible.
          </p>
        </>
      }
      endpoint="/account-deletion-requests/confirm"
      action="Confirm deletion"
      actionVariant="danger"
      busyLabel="Confirming…"
      successTitle="Deletion confirmed"
      successDetails={(answer: LinkAnswer) => {
        const date = formatDeletionDate(answer.dueBy);
        return date ? (
          <p>
            Your account will be deleted on <strong>{date}</strong>.
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
      title="Cancel account deletion"
      eyebrow="Changed your mind?"
      intro={
        <p>
          Cancel the deletion you confirmed, and your account and your data stay exactly as they
          are.
        </p>
      }
      endpoint="/account-deletion-requests/cancel"
      action="Cancel the deletion"
      busyLabel="Cancelling…"
      successTitle="Deletion cancelled"
      fallbackError={EMAIL_LINK_ERRORS.deletionCancel}
    />
  );
}
