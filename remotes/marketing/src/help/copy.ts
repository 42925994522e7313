/**
 * Copy for the Help ('Get in touch') page and its contact form. Each text is read from the
 * page's catalog (./locales) when used; English is the spec's copy. The shell's server reads
 * the form's messages too, for the form sent without JavaScript (../publicForms.ts).
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const HELP = {
  get title() {
    return i18n._('marketing.help.title');
  },
  get eyebrow() {
    return i18n._('marketing.help.eyebrow');
  },
  get heading() {
    return i18n._('marketing.help.heading');
  },
  get lead() {
    return i18n._('marketing.help.lead');
  },
  labels: {
    get name() {
      return i18n._('marketing.help.label.name');
    },
    get email() {
      return i18n._('marketing.help.label.email');
    },
    get phone() {
      return i18n._('marketing.help.label.phone');
    },
    get subject() {
      return i18n._('marketing.help.label.subject');
    },
    get message() {
      return i18n._('marketing.help.label.message');
    },
  },
  get optional() {
    return i18n._('marketing.help.optional');
  },
  /** A field's label with '(optional)'. */
  optionalLabel: (label: string) => i18n._('marketing.help.optionalLabel', { label }),
  get phoneHint() {
    return i18n._('marketing.help.phoneHint');
  },
  /** Under the message: '12 of 5,000 characters'. */
  messageCount: (count: string, max: string) =>
    i18n._('marketing.help.messageCount', { count, max }),
  get formLabel() {
    return i18n._('marketing.help.formLabel');
  },
  get errorTitle() {
    return i18n._('marketing.help.errorTitle');
  },
  get submit() {
    return i18n._('marketing.help.submit');
  },
  get sending() {
    return i18n._('marketing.help.sending');
  },
  get fallbackError() {
    return i18n._('marketing.help.fallbackError');
  },
  get successTitle() {
    return i18n._('marketing.help.successTitle');
  },
  get sendAnother() {
    return i18n._('marketing.help.sendAnother');
  },
  /** The API's limits (services/reader-api validation): said while typing, not after Send. */
  limits: { name: 100, subject: 200, message: 5000 },
  errors: {
    get name() {
      return i18n._('marketing.help.error.name');
    },
    get nameTooLong() {
      return i18n._('marketing.help.error.nameTooLong');
    },
    get subjectTooLong() {
      return i18n._('marketing.help.error.subjectTooLong');
    },
    get messageTooLong() {
      return i18n._('marketing.help.error.messageTooLong');
    },
    get email() {
      return i18n._('marketing.help.error.email');
    },
    get emailFormat() {
      return i18n._('marketing.help.error.emailFormat');
    },
    get phone() {
      return i18n._('marketing.help.error.phone');
    },
    get message() {
      return i18n._('marketing.help.error.message');
    },
  },
  otherWays: {
    get heading() {
      return i18n._('marketing.help.other.heading');
    },
    get items() {
      return [
        {
          title: i18n._('marketing.help.other.deletion.title'),
          body: i18n._('marketing.help.other.deletion.body'),
          link: '/delete-account',
          linkText: i18n._('marketing.help.other.deletion.link'),
        },
        {
          title: i18n._('marketing.help.other.privacy.title'),
          body: i18n._('marketing.help.other.privacy.body'),
          link: '/privacy',
          linkText: i18n._('marketing.help.other.privacy.link'),
        },
      ];
    },
  },
};

/** Shown on Help: Thrive is not a crisis line. */
export const CRISIS_NOTE = {
  get title() {
    return i18n._('marketing.help.crisis.title');
  },
  get body() {
    return i18n._('marketing.help.crisis.body');
  },
  emergencyNumber: '112',
};
