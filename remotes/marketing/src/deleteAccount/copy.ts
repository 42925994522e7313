/**
 * Copy for the Delete Your Account page (SPEC sections 2, 5 and 9). Each text is read from the
 * page's catalog (./locales) when used; English is the spec's copy. The shell's server reads
 * the form's messages too, for the form sent without JavaScript (../publicForms.ts).
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const DELETION = {
  get title() {
    return i18n._('marketing.deletion.title');
  },
  get eyebrow() {
    return i18n._('marketing.deletion.eyebrow');
  },
  get heading() {
    return i18n._('marketing.deletion.heading');
  },
  get lead() {
    return i18n._('marketing.deletion.lead');
  },
  whatIsDeleted: {
    get heading() {
      return i18n._('marketing.deletion.deleted.heading');
    },
    get items() {
      return [
        i18n._('marketing.deletion.deleted.item1'),
        i18n._('marketing.deletion.deleted.item2'),
        i18n._('marketing.deletion.deleted.item3'),
        i18n._('marketing.deletion.deleted.item4'),
      ];
    },
  },
  timeline: {
    get heading() {
      return i18n._('marketing.deletion.timeline.heading');
    },
    get steps() {
      return [
        i18n._('marketing.deletion.timeline.step1'),
        i18n._('marketing.deletion.timeline.step2'),
        i18n._('marketing.deletion.timeline.step3'),
      ];
    },
  },
  get retained() {
    return i18n._('marketing.deletion.retained');
  },
  /** 'Read more in our Privacy Policy.', the last words a link. */
  get privacyBefore() {
    return i18n._('marketing.deletion.privacyBefore');
  },
  get privacyLink() {
    return i18n._('marketing.deletion.privacyLink');
  },
  form: {
    get heading() {
      return i18n._('marketing.deletion.form.heading');
    },
    get fullName() {
      return i18n._('marketing.deletion.form.fullName');
    },
    get email() {
      return i18n._('marketing.deletion.form.email');
    },
    get emailHint() {
      return i18n._('marketing.deletion.form.emailHint');
    },
    get reason() {
      return i18n._('marketing.deletion.form.reason');
    },
    /** The reason's label with '(optional)'. */
    reasonOptional: (label: string) => i18n._('marketing.deletion.form.reasonOptional', { label }),
    get reasonHint() {
      return i18n._('marketing.deletion.form.reasonHint');
    },
    get confirm() {
      return i18n._('marketing.deletion.form.confirm');
    },
    get submit() {
      return i18n._('marketing.deletion.form.submit');
    },
    get sending() {
      return i18n._('marketing.deletion.form.sending');
    },
    get errorTitle() {
      return i18n._('marketing.deletion.form.errorTitle');
    },
  },
  errors: {
    get fullName() {
      return i18n._('marketing.deletion.error.fullName');
    },
    get email() {
      return i18n._('marketing.deletion.error.email');
    },
    get emailFormat() {
      return i18n._('marketing.deletion.error.emailFormat');
    },
    get confirm() {
      return i18n._('marketing.deletion.error.confirm');
    },
  },
  get fallbackError() {
    return i18n._('marketing.deletion.fallbackError');
  },
  get successTitle() {
    return i18n._('marketing.deletion.successTitle');
  },
  /** 'Your account will be deleted by <date>.' */
  get dueBefore() {
    return i18n._('marketing.deletion.dueBefore');
  },
};
