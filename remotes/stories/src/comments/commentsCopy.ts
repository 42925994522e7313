/** The comments' words (story and answer pages), read from this folder's catalog when used. */
import { i18n } from '@thrive/i18n';
import type { CommentStatus } from '@thrive/reader-contract/community';
import './catalog';

export const COMMENTS = {
  get heading() {
    return i18n._('stories.comments.heading');
  },
  get none() {
    return i18n._('stories.comments.none');
  },
  get anonymousName() {
    return i18n._('stories.comments.anonymousName');
  },
  /** Before the name on the writer's (or consultant's) own reply to a comment (issue 43). */
  get authorReply() {
    return i18n._('stories.comments.authorReply');
  },
  get repliesLabel() {
    return i18n._('stories.comments.repliesLabel');
  },
  get label() {
    return i18n._('stories.comments.label');
  },
  count: (count: string, max: string) => i18n._('stories.comments.count', { count, max }),
  get anonymous() {
    return i18n._('stories.comments.anonymous');
  },
  /** Teens ask and comment anonymously, always (issue 45). */
  get teenAnonymous() {
    return i18n._('stories.comments.teenAnonymous');
  },
  get submit() {
    return i18n._('stories.comments.submit');
  },
  get sending() {
    return i18n._('stories.comments.sending');
  },
  get required() {
    return i18n._('stories.comments.required');
  },
  tooLong: (max: string) => i18n._('stories.comments.tooLong', { max }),
  get logIn() {
    return i18n._('stories.comments.logIn');
  },
  get logInLink() {
    return i18n._('stories.comments.logInLink');
  },
  get sent() {
    return i18n._('stories.comments.sent');
  },
  get savedOffline() {
    return i18n._('stories.comments.savedOffline');
  },
  get failed() {
    return i18n._('stories.comments.failed');
  },
  get errorTitle() {
    return i18n._('stories.comments.errorTitle');
  },
  get ownHeading() {
    return i18n._('stories.comments.ownHeading');
  },
  /** "Waiting for review", "Published", "Declined" (with the moderator's reason when given). */
  status(status: CommentStatus, reason: string | null) {
    if (status === 'in_review') return i18n._('stories.comments.waiting');
    if (status === 'published') return i18n._('stories.comments.published');
    return reason
      ? i18n._('stories.comments.declinedBecause', { reason })
      : i18n._('stories.comments.declined');
  },
  get showComments() {
    return i18n._('stories.comments.show');
  },
};
