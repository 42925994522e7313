/**
 * The frame's words: the header's navigation, the remote's two sections and a page that could
 * not be shown. Read from this folder's catalog (./locales) when used.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const FRAME = {
  get skip() {
    return i18n._('stories.frame.skip');
  },
  get mainNav() {
    return i18n._('stories.frame.mainNav');
  },
  get sections() {
    return i18n._('stories.frame.sections');
  },
  get stories() {
    return i18n._('stories.frame.stories');
  },
  get ask() {
    return i18n._('stories.frame.ask');
  },
  get problem() {
    return i18n._('stories.frame.problem');
  },
  links: {
    get home() {
      return i18n._('stories.frame.home');
    },
    get pricing() {
      return i18n._('stories.frame.pricing');
    },
    get about() {
      return i18n._('stories.frame.about');
    },
    get help() {
      return i18n._('stories.frame.help');
    },
  },
};
