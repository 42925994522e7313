/** The follow button's and the following page's words, read from this folder's catalog. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const FOLLOWS = {
  get follow() {
    return i18n._('stories.follows.follow');
  },
  get following() {
    return i18n._('stories.follows.following');
  },
  /** The button's accessible name: whom it follows and how many do. */
  label: (name: string, count: number) =>
    i18n._('stories.follows.label', { name, count: count.toLocaleString('en-NG') }),
  get logIn() {
    return i18n._('stories.follows.logIn');
  },
  get logInLink() {
    return i18n._('stories.follows.logInLink');
  },
  get savedOffline() {
    return i18n._('stories.follows.savedOffline');
  },
  get failed() {
    return i18n._('stories.follows.failed');
  },
  get title() {
    return i18n._('stories.follows.title');
  },
  get description() {
    return i18n._('stories.follows.description');
  },
  get none() {
    return i18n._('stories.follows.none');
  },
  get newStories() {
    return i18n._('stories.follows.newStories');
  },
  get noStories() {
    return i18n._('stories.follows.noStories');
  },
  get logInToSee() {
    return i18n._('stories.follows.logInToSee');
  },
  get consultant() {
    return i18n._('stories.follows.consultant');
  },
};
