/** The like button's words, read from this folder's catalog (./locales) when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const LIKES = {
  get like() {
    return i18n._('stories.likes.like');
  },
  /** The button's accessible name: what it likes and how many do. */
  label: (count: number) => i18n._('stories.likes.label', { count: count.toLocaleString('en-NG') }),
  get logIn() {
    return i18n._('stories.likes.logIn');
  },
  get logInLink() {
    return i18n._('stories.likes.logInLink');
  },
  get savedOffline() {
    return i18n._('stories.likes.savedOffline');
  },
  get failed() {
    return i18n._('stories.likes.failed');
  },
};
