/**
 * The words of the pages e-mail links open, read from their catalog (./locales) when used;
 * English is the spec's copy. The shell's server reads the error messages too, for the forms
 * sent without JavaScript (../publicForms.ts).
 */
import { i18n } from '@thrive/i18n';
import './catalog';

/** What the e-mail link pages say when their call fails without a message from the server. */
export const EMAIL_LINK_ERRORS = {
  get subscriptionConfirm() {
    return i18n._('marketing.emailLinks.subscription.error');
  },
  get unsubscribe() {
    return i18n._('marketing.emailLinks.unsubscribe.error');
  },
  get deletionConfirm() {
    return i18n._('marketing.emailLinks.deletionConfirm.error');
  },
  get deletionCancel() {
    return i18n._('marketing.emailLinks.deletionCancel.error');
  },
};

/** The words every e-mail link page shares. */
export const EMAIL_LINK = {
  get homeLink() {
    return i18n._('marketing.emailLinks.homeLink');
  },
  get notNow() {
    return i18n._('marketing.emailLinks.notNow');
  },
  get missingTitle() {
    return i18n._('marketing.emailLinks.missingTitle');
  },
  get missingToken() {
    return i18n._('marketing.emailLinks.missingToken');
  },
  get errorTitle() {
    return i18n._('marketing.emailLinks.errorTitle');
  },
  get confirming() {
    return i18n._('marketing.emailLinks.confirming');
  },
};

export const SUBSCRIPTION_CONFIRM = {
  get title() {
    return i18n._('marketing.emailLinks.subscription.title');
  },
  get eyebrow() {
    return i18n._('marketing.emailLinks.subscription.eyebrow');
  },
  get intro() {
    return i18n._('marketing.emailLinks.subscription.intro');
  },
  get action() {
    return i18n._('marketing.emailLinks.subscription.action');
  },
  get successTitle() {
    return i18n._('marketing.emailLinks.subscription.success');
  },
};

export const UNSUBSCRIBE = {
  get title() {
    return i18n._('marketing.emailLinks.unsubscribe.title');
  },
  get eyebrow() {
    return i18n._('marketing.emailLinks.unsubscribe.eyebrow');
  },
  get intro() {
    return i18n._('marketing.emailLinks.unsubscribe.intro');
  },
  get action() {
    return i18n._('marketing.emailLinks.unsubscribe.action');
  },
  get busyLabel() {
    return i18n._('marketing.emailLinks.unsubscribe.busy');
  },
  get successTitle() {
    return i18n._('marketing.emailLinks.unsubscribe.success');
  },
};

export const DELETION_CONFIRM = {
  get title() {
    return i18n._('marketing.emailLinks.deletionConfirm.title');
  },
  get eyebrow() {
    return i18n._('marketing.emailLinks.deletionConfirm.eyebrow');
  },
  get intro1() {
    return i18n._('marketing.emailLinks.deletionConfirm.intro1');
  },
  get intro2() {
    return i18n._('marketing.emailLinks.deletionConfirm.intro2');
  },
  get action() {
    return i18n._('marketing.emailLinks.deletionConfirm.action');
  },
  get successTitle() {
    return i18n._('marketing.emailLinks.deletionConfirm.success');
  },
  /** 'Your account will be deleted on <date>.' */
  get dueBefore() {
    return i18n._('marketing.emailLinks.deletionConfirm.dueBefore');
  },
};

export const DELETION_CANCEL = {
  get title() {
    return i18n._('marketing.emailLinks.deletionCancel.title');
  },
  get eyebrow() {
    return i18n._('marketing.emailLinks.deletionCancel.eyebrow');
  },
  get intro() {
    return i18n._('marketing.emailLinks.deletionCancel.intro');
  },
  get action() {
    return i18n._('marketing.emailLinks.deletionCancel.action');
  },
  get busyLabel() {
    return i18n._('marketing.emailLinks.deletionCancel.busy');
  },
  get successTitle() {
    return i18n._('marketing.emailLinks.deletionCancel.success');
  },
};
