/**
 * The newsletter form's words, read from the home page's catalog (./locales) when used. The
 * shell's server reads them too, for the form sent without JavaScript (../publicForms.ts).
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const NEWSLETTER = {
  get eyebrow() {
    return i18n._('marketing.newsletter.eyebrow');
  },
  get heading() {
    return i18n._('marketing.newsletter.heading');
  },
  get body() {
    return i18n._('marketing.newsletter.body');
  },
  get placeholder() {
    return i18n._('marketing.newsletter.placeholder');
  },
  get label() {
    return i18n._('marketing.newsletter.label');
  },
  get button() {
    return i18n._('marketing.newsletter.button');
  },
  get busyLabel() {
    return i18n._('marketing.newsletter.busy');
  },
  get sentTitle() {
    return i18n._('marketing.newsletter.sentTitle');
  },
  get another() {
    return i18n._('marketing.newsletter.another');
  },
  get errorTitle() {
    return i18n._('marketing.newsletter.errorTitle');
  },
  get fallbackError() {
    return i18n._('marketing.newsletter.fallbackError');
  },
};

export const NEWSLETTER_ERRORS = {
  get required() {
    return i18n._('marketing.newsletter.error.required');
  },
  get format() {
    return i18n._('marketing.newsletter.error.format');
  },
};
