/** Copy for the Pricing page, read from its catalog (./locales) when used. */
import { i18n } from '@thrive/i18n';
import { ANONYMITY } from '../layout/anonymity';
import './catalog';

export const PRICING = {
  get title() {
    return i18n._('marketing.pricing.title');
  },
  get eyebrow() {
    return i18n._('marketing.pricing.eyebrow');
  },
  get heading() {
    return i18n._('marketing.pricing.heading');
  },
  get lead() {
    return i18n._('marketing.pricing.lead');
  },
  get reassurances() {
    return [
      {
        title: i18n._('marketing.pricing.priced.title'),
        body: i18n._('marketing.pricing.priced.body'),
      },
      {
        title: i18n._('marketing.pricing.cancel.title'),
        body: i18n._('marketing.pricing.cancel.body'),
      },
      {
        title: i18n._('marketing.pricing.free.title'),
        body: i18n._('marketing.pricing.free.body', { free: ANONYMITY.free }),
      },
    ];
  },
  /** 'Questions about Premium? Get in touch.', the last words a link to Help. */
  get questions() {
    return i18n._('marketing.pricing.questions');
  },
  get questionsLink() {
    return i18n._('marketing.pricing.questionsLink');
  },
};
