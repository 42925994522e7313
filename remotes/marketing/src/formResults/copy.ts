/**
 * What the pages the public forms land on without JavaScript say (./pages.ts lists them), read
 * from their catalog (./locales) when used. The messages are the reader API's own success
 * messages, which the same forms show in place when JavaScript runs.
 */
import { i18n } from '@thrive/i18n';
import type { FormResultName } from './pages';
import './catalog';

export interface FormResult {
  title: string;
  message: string;
  next: { href: string; label: string };
}

const result = (
  title: () => string,
  message: () => string,
  next: () => { href: string; label: string } = () => ({
    href: '/',
    label: i18n._('marketing.formResults.home'),
  }),
): FormResult => ({
  get title() {
    return title();
  },
  get message() {
    return message();
  },
  get next() {
    return next();
  },
});

export const FORM_RESULTS: Record<FormResultName, FormResult> = {
  newsletterSubscribed: result(
    () => i18n._('marketing.formResults.newsletterSubscribed.title'),
    () => i18n._('marketing.formResults.newsletterSubscribed.message'),
  ),
  newsletterConfirmed: result(
    () => i18n._('marketing.formResults.newsletterConfirmed.title'),
    () => i18n._('marketing.formResults.newsletterConfirmed.message'),
  ),
  appUpdatesConfirmed: result(
    () => i18n._('marketing.formResults.appUpdatesConfirmed.title'),
    () => i18n._('marketing.formResults.appUpdatesConfirmed.message'),
  ),
  newsletterUnsubscribed: result(
    () => i18n._('marketing.formResults.newsletterUnsubscribed.title'),
    () => i18n._('marketing.formResults.newsletterUnsubscribed.message'),
  ),
  appUpdatesUnsubscribed: result(
    () => i18n._('marketing.formResults.appUpdatesUnsubscribed.title'),
    () => i18n._('marketing.formResults.appUpdatesUnsubscribed.message'),
  ),
  contactSent: result(
    () => i18n._('marketing.formResults.contactSent.title'),
    () => i18n._('marketing.formResults.contactSent.message'),
    () => ({ href: '/help', label: i18n._('marketing.formResults.sendAnother') }),
  ),
  deletionRequested: result(
    () => i18n._('marketing.formResults.deletionRequested.title'),
    () => i18n._('marketing.formResults.deletionRequested.message'),
  ),
  deletionConfirmed: result(
    () => i18n._('marketing.formResults.deletionConfirmed.title'),
    () => i18n._('marketing.formResults.deletionConfirmed.message'),
  ),
  deletionCancelled: result(
    () => i18n._('marketing.formResults.deletionCancelled.title'),
    () => i18n._('marketing.formResults.deletionCancelled.message'),
  ),
};
