/** The not-found page's words, read from its catalog (./locales) when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const NOT_FOUND = {
  get title() {
    return i18n._('marketing.notFound.title');
  },
  get heading() {
    return i18n._('marketing.notFound.heading');
  },
  get lead() {
    return i18n._('marketing.notFound.lead');
  },
  get home() {
    return i18n._('marketing.notFound.home');
  },
  get help() {
    return i18n._('marketing.notFound.help');
  },
};
