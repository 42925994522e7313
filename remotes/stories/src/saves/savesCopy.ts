/** The save button's and the saved page's words, read from this folder's catalog. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const SAVES = {
  get save() {
    return i18n._('stories.saves.save');
  },
  get saved() {
    return i18n._('stories.saves.saved');
  },
  get savedNote() {
    return i18n._('stories.saves.savedNote');
  },
  get savedOffline() {
    return i18n._('stories.saves.savedOffline');
  },
  get failed() {
    return i18n._('stories.saves.failed');
  },
  get title() {
    return i18n._('stories.saves.title');
  },
  get description() {
    return i18n._('stories.saves.description');
  },
  get none() {
    return i18n._('stories.saves.none');
  },
  get onThisPhone() {
    return i18n._('stories.saves.onThisPhone');
  },
  get logInLink() {
    return i18n._('stories.saves.logInLink');
  },
  by: (writer: string) => i18n._('stories.saves.by', { writer }),
  get remove() {
    return i18n._('stories.saves.remove');
  },
  removeLabel: (title: string) => i18n._('stories.saves.removeLabel', { title }),
};
