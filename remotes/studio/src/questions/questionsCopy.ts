/** The studio's questions page's words (issue 43), read from ./locales when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const QUESTIONS = {
  get scopeLegend() {
    return i18n._('studio.questions.scopeLegend');
  },
  scopeGenre: (genre: string) => i18n._('studio.questions.scopeGenre', { genre }),
  get scopeAll() {
    return i18n._('studio.questions.scopeAll');
  },
  get loading() {
    return i18n._('studio.questions.loading');
  },
  get loadFailed() {
    return i18n._('studio.questions.loadFailed');
  },
  get retry() {
    return i18n._('studio.questions.retry');
  },
  get noneGenre() {
    return i18n._('studio.questions.noneGenre');
  },
  get noneAll() {
    return i18n._('studio.questions.noneAll');
  },
  count: (count: string) => i18n._('studio.questions.count', { count }),
  askedBy: (name: string) => i18n._('studio.questions.askedBy', { name }),
  get anonymous() {
    return i18n._('studio.questions.anonymous');
  },
  get noGenre() {
    return i18n._('studio.questions.noGenre');
  },
  approved: (date: string) => i18n._('studio.questions.approved', { date }),
  get answerLabel() {
    return i18n._('studio.questions.answerLabel');
  },
  get answerHint() {
    return i18n._('studio.questions.answerHint');
  },
  get send() {
    return i18n._('studio.questions.send');
  },
  get sending() {
    return i18n._('studio.questions.sending');
  },
  get required() {
    return i18n._('studio.questions.required');
  },
  get sendFailed() {
    return i18n._('studio.questions.sendFailed');
  },
  get errorTitle() {
    return i18n._('studio.questions.errorTitle');
  },
  get sent() {
    return i18n._('studio.questions.sent');
  },
  get inReview() {
    return i18n._('studio.questions.inReview');
  },
  get published() {
    return i18n._('studio.questions.published');
  },
  rejected: (reason: string) => i18n._('studio.questions.rejected', { reason }),
  get answerAgain() {
    return i18n._('studio.questions.answerAgain');
  },
};
