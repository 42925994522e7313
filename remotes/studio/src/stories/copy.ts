/** The words of the studio's My stories page, read from this folder's catalog (./locales) when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const MY_STORIES = {
  get loading() {
    return i18n._('studio.stories.loading');
  },
  get newStory() {
    return i18n._('studio.stories.newStory');
  },
  get empty() {
    return i18n._('studio.stories.empty');
  },
  get loadFailed() {
    return i18n._('studio.stories.loadFailed');
  },
  get tryAgain() {
    return i18n._('studio.stories.tryAgain');
  },
  get draft() {
    return i18n._('studio.stories.draft');
  },
  get inReview() {
    return i18n._('studio.stories.inReview');
  },
  get published() {
    return i18n._('studio.stories.published');
  },
  get rejected() {
    return i18n._('studio.stories.rejected');
  },
  reason: (reason: string) => i18n._('studio.stories.reason', { reason }),
  reads: (count: number) => i18n._('studio.stories.reads', { count }),
  likes: (count: number) => i18n._('studio.stories.likes', { count }),
  comments: (count: number) => i18n._('studio.stories.comments', { count }),
  updated: (date: string) => i18n._('studio.stories.updated', { date }),
  publishedOn: (date: string) => i18n._('studio.stories.publishedOn', { date }),
  get onDevice() {
    return i18n._('studio.stories.onDevice');
  },
  get untitled() {
    return i18n._('studio.stories.untitled');
  },
  get listLabel() {
    return i18n._('studio.stories.listLabel');
  },
};
