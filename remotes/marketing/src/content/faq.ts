import { i18n } from '@thrive/i18n';
import { ANONYMITY } from '../layout/anonymity';
import './catalog';

/** A question and answer of the home page's FAQ accordion (SPEC section 3). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** Read from the catalog (./locales) when shown, in the page's locale. */
export const FAQ: readonly FaqItem[] = [
  {
    get question() {
      return i18n._('marketing.faq.what.question');
    },
    get answer() {
      return i18n._('marketing.faq.what.answer');
    },
  },
  {
    get question() {
      return i18n._('marketing.faq.paid.question');
    },
    get answer() {
      return i18n._('marketing.faq.paid.answer');
    },
  },
  {
    get question() {
      return i18n._('marketing.faq.become.question');
    },
    get answer() {
      return i18n._('marketing.faq.become.answer');
    },
  },
  {
    get question() {
      return i18n._('marketing.faq.kinds.question');
    },
    get answer() {
      return i18n._('marketing.faq.kinds.answer');
    },
  },
  {
    get question() {
      return i18n._('marketing.faq.anonymous.question');
    },
    get answer() {
      return i18n._('marketing.faq.anonymous.answer', {
        free: ANONYMITY.free,
        privacy: ANONYMITY.privacy,
      });
    },
  },
];
