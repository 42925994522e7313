/**
 * The one story about anonymity, told the same way on every page (FAQ, SOAR, pricing, the
 * Premium list): asking anonymously is free for everyone; Premium's "anonymity feature"
 * (SPEC section 9) goes further, to comments and communities. Each text is read from the
 * layout's catalog (./locales, loaded on every page) when used, in the page's locale.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const ANONYMITY = {
  get free() {
    return i18n._('marketing.anonymity.free');
  },
  get privacy() {
    return i18n._('marketing.anonymity.privacy');
  },
  /** What Premium's 'Anonymity feature' adds on top of the free anonymous questions. */
  get premium() {
    return i18n._('marketing.anonymity.premium');
  },
};
