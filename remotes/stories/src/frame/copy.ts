/**
 * The frame's words: the skip link and a page that could not be shown. Read from this folder's catalog (./locales) when used.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const FRAME = {
  get skip() {
    return i18n._('stories.frame.skip');
  },
  get problem() {
    return i18n._('stories.frame.problem');
  },
};
