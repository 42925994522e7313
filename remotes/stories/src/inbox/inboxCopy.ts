/** The notifications page's words, read from this folder's catalog (./locales). */
import { i18n } from '@thrive/i18n';
import type { ReaderNotification } from '@thrive/reader-contract/community';
import './catalog';

export const INBOX = {
  get title() {
    return i18n._('stories.inbox.title');
  },
  get description() {
    return i18n._('stories.inbox.description');
  },
  get none() {
    return i18n._('stories.inbox.none');
  },
  get logIn() {
    return i18n._('stories.inbox.logIn');
  },
  get logInLink() {
    return i18n._('stories.inbox.logInLink');
  },
  get unread() {
    return i18n._('stories.inbox.unread');
  },
  get open() {
    return i18n._('stories.inbox.open');
  },
  /** What a notification says: fixed words per kind (never a reader's own words). */
  text(notification: ReaderNotification): { title: string; body: string | null } {
    switch (notification.kind) {
      case 'question_answered':
        return { title: i18n._('stories.inbox.questionAnswered'), body: null };
      case 'comment_published':
        return { title: i18n._('stories.inbox.commentPublished'), body: null };
      case 'comment_declined':
        return { title: i18n._('stories.inbox.commentDeclined'), body: null };
      case 'comment_replied':
        return {
          title: i18n._('stories.inbox.commentReplied', { writer: notification.title ?? '' }),
          body: null,
        };
      case 'new_story':
        return {
          title: i18n._('stories.inbox.newStory', { writer: notification.title ?? '' }),
          body: notification.body,
        };
      default:
        return { title: notification.title ?? '', body: notification.body };
    }
  },
};
