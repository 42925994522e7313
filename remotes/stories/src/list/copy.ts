/** The /stories page's words, read from this folder's catalog (./locales) when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const LIST = {
  get title() {
    return i18n._('stories.list.title');
  },
  /** A genre's list: 'Lifestyle stories' (the genre's name is the platform's, kept). */
  genreHeading: (genre: string) => i18n._('stories.list.genreHeading', { genre }),
  get lead() {
    return i18n._('stories.list.lead');
  },
  get genres() {
    return i18n._('stories.list.genres');
  },
  get all() {
    return i18n._('stories.list.all');
  },
  get empty() {
    return i18n._('stories.list.empty');
  },
  get section() {
    return i18n._('stories.list.section');
  },
  /** The "Hide topics" panel (issue 45). */
  get hideTopics() {
    return i18n._('stories.list.hideTopics');
  },
  get hideTopicsLead() {
    return i18n._('stories.list.hideTopicsLead');
  },
  get hideGenres() {
    return i18n._('stories.list.hideGenres');
  },
  get hideWarnings() {
    return i18n._('stories.list.hideWarnings');
  },
  get hideSave() {
    return i18n._('stories.list.hideSave');
  },
};
