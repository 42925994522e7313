/** The words of the studio's Write page, read from this folder's catalog (./locales) when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const WRITE = {
  get back() {
    return i18n._('studio.write.back');
  },
  get titleLabel() {
    return i18n._('studio.write.titleLabel');
  },
  get bodyLabel() {
    return i18n._('studio.write.bodyLabel');
  },
  get bodyHint() {
    return i18n._('studio.write.bodyHint');
  },
  get genreLabel() {
    return i18n._('studio.write.genreLabel');
  },
  get chooseGenre() {
    return i18n._('studio.write.chooseGenre');
  },
  get warningsLabel() {
    return i18n._('studio.write.warningsLabel');
  },
  get premiumLabel() {
    return i18n._('studio.write.premiumLabel');
  },
  get preview() {
    return i18n._('studio.write.preview');
  },
  get hidePreview() {
    return i18n._('studio.write.hidePreview');
  },
  get previewHeading() {
    return i18n._('studio.write.previewHeading');
  },
  get previewLoading() {
    return i18n._('studio.write.previewLoading');
  },
  get submit() {
    return i18n._('studio.write.submit');
  },
  get resubmit() {
    return i18n._('studio.write.resubmit');
  },
  get sending() {
    return i18n._('studio.write.sending');
  },
  get syncSaved() {
    return i18n._('studio.write.syncSaved');
  },
  get syncDevice() {
    return i18n._('studio.write.syncDevice');
  },
  get syncSaving() {
    return i18n._('studio.write.syncSaving');
  },
  get syncOffline() {
    return i18n._('studio.write.syncOffline');
  },
  get syncConflict() {
    return i18n._('studio.write.syncConflict');
  },
  get syncNotKept() {
    return i18n._('studio.write.syncNotKept');
  },
  get conflictHeading() {
    return i18n._('studio.write.conflictHeading');
  },
  get conflictHelp() {
    return i18n._('studio.write.conflictHelp');
  },
  get thisDevice() {
    return i18n._('studio.write.thisDevice');
  },
  otherDevice: (revision: number) => i18n._('studio.write.otherDevice', { revision }),
  get keepThis() {
    return i18n._('studio.write.keepThis');
  },
  get useOther() {
    return i18n._('studio.write.useOther');
  },
  get untitled() {
    return i18n._('studio.write.untitled');
  },
  get rejected() {
    return i18n._('studio.write.rejected');
  },
  get inReview() {
    return i18n._('studio.write.inReview');
  },
  get published() {
    return i18n._('studio.write.published');
  },
  get readIt() {
    return i18n._('studio.write.readIt');
  },
  get sent() {
    return i18n._('studio.write.sent');
  },
  get saveFailed() {
    return i18n._('studio.write.saveFailed');
  },
  get loadFailed() {
    return i18n._('studio.write.loadFailed');
  },
  get submitFailed() {
    return i18n._('studio.write.submitFailed');
  },
  get needsConnection() {
    return i18n._('studio.write.needsConnection');
  },
};
