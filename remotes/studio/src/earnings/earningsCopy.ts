/** The studio's earnings page's words (issue 43), read from ./locales when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const EARNINGS = {
  get loading() {
    return i18n._('studio.earnings.loading');
  },
  get loadFailed() {
    return i18n._('studio.earnings.loadFailed');
  },
  get retry() {
    return i18n._('studio.earnings.retry');
  },
  lead: (seconds: string) => i18n._('studio.earnings.lead', { seconds }),
  rate: (amount: string) => i18n._('studio.earnings.rate', { amount }),
  get noPayout() {
    return i18n._('studio.earnings.noPayout');
  },
  get caption() {
    return i18n._('studio.earnings.caption');
  },
  get month() {
    return i18n._('studio.earnings.month');
  },
  get reads() {
    return i18n._('studio.earnings.reads');
  },
  get amount() {
    return i18n._('studio.earnings.amount');
  },
  get total() {
    return i18n._('studio.earnings.total');
  },
  get none() {
    return i18n._('studio.earnings.none');
  },
};
