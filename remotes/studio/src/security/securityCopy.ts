/** The studio's sign-in security page's words (issue 43), read from ./locales when used. */
import { i18n } from '@thrive/i18n';
import './catalog';

export const SECURITY = {
  get loading() {
    return i18n._('studio.security.loading');
  },
  get loadFailed() {
    return i18n._('studio.security.loadFailed');
  },
  get lead() {
    return i18n._('studio.security.lead');
  },
  get listLabel() {
    return i18n._('studio.security.listLabel');
  },
  get passkey() {
    return i18n._('studio.security.passkey');
  },
  get app() {
    return i18n._('studio.security.app');
  },
  named: (kind: string, label: string) => i18n._('studio.security.named', { kind, label }),
  lastUsed: (added: string, used: string) => i18n._('studio.security.lastUsed', { added, used }),
  notUsed: (added: string) => i18n._('studio.security.notUsed', { added }),
  get remove() {
    return i18n._('studio.security.remove');
  },
  removeLabel: (name: string) => i18n._('studio.security.removeLabel', { name }),
  get onlyOne() {
    return i18n._('studio.security.onlyOne');
  },
  removeTitle: (name: string) => i18n._('studio.security.removeTitle', { name }),
  get removeBody() {
    return i18n._('studio.security.removeBody');
  },
  get cancel() {
    return i18n._('studio.security.cancel');
  },
  get removing() {
    return i18n._('studio.security.removing');
  },
  removed: (name: string) => i18n._('studio.security.removed', { name }),
  get keepOne() {
    return i18n._('studio.security.keepOne');
  },
  get addPasskey() {
    return i18n._('studio.security.addPasskey');
  },
  get addApp() {
    return i18n._('studio.security.addApp');
  },
  get passkeyAdded() {
    return i18n._('studio.security.passkeyAdded');
  },
  get appAdded() {
    return i18n._('studio.security.appAdded');
  },
  get confirmApp() {
    return i18n._('studio.security.confirmApp');
  },
  get checking() {
    return i18n._('studio.security.checking');
  },
  get codesTitle() {
    return i18n._('studio.security.codesTitle');
  },
  codesLeft: (count: number) => i18n._('studio.security.codesLeft', { count }),
  get newCodes() {
    return i18n._('studio.security.newCodes');
  },
  get newCodesTitle() {
    return i18n._('studio.security.newCodesTitle');
  },
  get newCodesBody() {
    return i18n._('studio.security.newCodesBody');
  },
  get makeCodes() {
    return i18n._('studio.security.makeCodes');
  },
  get making() {
    return i18n._('studio.security.making');
  },
  get saveCodes() {
    return i18n._('studio.security.saveCodes');
  },
  get saveCodesBody() {
    return i18n._('studio.security.saveCodesBody');
  },
  get saved() {
    return i18n._('studio.security.saved');
  },
  get stepTitle() {
    return i18n._('studio.security.stepTitle');
  },
  get stepBody() {
    return i18n._('studio.security.stepBody');
  },
  get password() {
    return i18n._('studio.security.password');
  },
  get enterPassword() {
    return i18n._('studio.security.enterPassword');
  },
  get code() {
    return i18n._('studio.security.code');
  },
  get useApp() {
    return i18n._('studio.security.useApp');
  },
  get usePassword() {
    return i18n._('studio.security.usePassword');
  },
  get confirm() {
    return i18n._('studio.security.confirm');
  },
  get notConfirmed() {
    return i18n._('studio.security.notConfirmed');
  },
  get stepFailed() {
    return i18n._('studio.security.stepFailed');
  },
};
