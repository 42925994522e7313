/** The studio's readers page's words (issue 43), read from ./locales when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const READERS = {
  get loading() {
    return i18n._('studio.readers.loading');
  },
  get loadFailed() {
    return i18n._('studio.readers.loadFailed');
  },
  get retry() {
    return i18n._('studio.readers.retry');
  },
  followers: (count: string) => i18n._('studio.readers.followers', { count }),
  get likesHeading() {
    return i18n._('studio.readers.likesHeading');
  },
  get noLikes() {
    return i18n._('studio.readers.noLikes');
  },
  liked: (what: string, date: string) => i18n._('studio.readers.liked', { what, date }),
  story: (title: string) => i18n._('studio.readers.story', { title }),
  answer: (title: string) => i18n._('studio.readers.answer', { title }),
  get commentsHeading() {
    return i18n._('studio.readers.commentsHeading');
  },
  get commentsNote() {
    return i18n._('studio.readers.commentsNote');
  },
  get noComments() {
    return i18n._('studio.readers.noComments');
  },
  get on() {
    return i18n._('studio.readers.on');
  },
  by: (name: string, date: string) => i18n._('studio.readers.by', { name, date }),
  get anonymous() {
    return i18n._('studio.readers.anonymous');
  },
  get replyLabel() {
    return i18n._('studio.readers.replyLabel');
  },
  get replyHint() {
    return i18n._('studio.readers.replyHint');
  },
  get replySend() {
    return i18n._('studio.readers.replySend');
  },
  get replySending() {
    return i18n._('studio.readers.replySending');
  },
  get replyRequired() {
    return i18n._('studio.readers.replyRequired');
  },
  get replyFailed() {
    return i18n._('studio.readers.replyFailed');
  },
  get replyErrorTitle() {
    return i18n._('studio.readers.replyErrorTitle');
  },
  replyInReview: (text: string) => i18n._('studio.readers.replyInReview', { text }),
  replyPublished: (text: string) => i18n._('studio.readers.replyPublished', { text }),
  replyRejected: (reason: string) => i18n._('studio.readers.replyRejected', { reason }),
};
