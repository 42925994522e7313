/**
 * The studio's words, read from its catalog (./locales) when used, so a page speaks the
 * locale the person chose on the site (English or Pidgin).
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const FRAME = {
  get skip() {
    return i18n._('studio.frame.skip');
  },
  get problem() {
    return i18n._('studio.frame.problem');
  },
};

export const LAYOUT = {
  get brand() {
    return i18n._('studio.layout.brand');
  },
  get nav() {
    return i18n._('studio.layout.nav');
  },
  signedInAs: (name: string) => i18n._('studio.layout.signedInAs', { name }),
  get signOut() {
    return i18n._('studio.layout.signOut');
  },
  get signingOut() {
    return i18n._('studio.layout.signingOut');
  },
  get signOutFailed() {
    return i18n._('studio.layout.signOutFailed');
  },
};

export const NAV = {
  get stories() {
    return i18n._('studio.nav.stories');
  },
  get write() {
    return i18n._('studio.nav.write');
  },
  get questions() {
    return i18n._('studio.nav.questions');
  },
  get readers() {
    return i18n._('studio.nav.readers');
  },
  get earnings() {
    return i18n._('studio.nav.earnings');
  },
  get security() {
    return i18n._('studio.nav.security');
  },
};

export const SIGN_IN = {
  get title() {
    return i18n._('studio.signin.title');
  },
  get lead() {
    return i18n._('studio.signin.lead');
  },
  get email() {
    return i18n._('studio.signin.email');
  },
  get password() {
    return i18n._('studio.signin.password');
  },
  get submit() {
    return i18n._('studio.signin.submit');
  },
  get sending() {
    return i18n._('studio.signin.sending');
  },
  get failed() {
    return i18n._('studio.signin.failed');
  },
  get errorTitle() {
    return i18n._('studio.signin.errorTitle');
  },
  get enterEmail() {
    return i18n._('studio.signin.enterEmail');
  },
  get enterPassword() {
    return i18n._('studio.signin.enterPassword');
  },
  get description() {
    return i18n._('studio.signin.description');
  },
};

/** The headings and descriptions of the studio's sections. */
export const PAGES = {
  stories: {
    get heading() {
      return i18n._('studio.stories.heading');
    },
    get description() {
      return i18n._('studio.stories.description');
    },
  },
  write: {
    get heading() {
      return i18n._('studio.write.heading');
    },
    get description() {
      return i18n._('studio.write.description');
    },
  },
  questions: {
    get heading() {
      return i18n._('studio.questions.heading');
    },
    get description() {
      return i18n._('studio.questions.description');
    },
  },
  readers: {
    get heading() {
      return i18n._('studio.readers.heading');
    },
    get description() {
      return i18n._('studio.readers.description');
    },
  },
  earnings: {
    get heading() {
      return i18n._('studio.earnings.heading');
    },
    get description() {
      return i18n._('studio.earnings.description');
    },
  },
  security: {
    get heading() {
      return i18n._('studio.security.heading');
    },
    get description() {
      return i18n._('studio.security.description');
    },
  },
};

export const INVITATION = {
  get title() {
    return i18n._('studio.invitation.title');
  },
  get description() {
    return i18n._('studio.invitation.description');
  },
  get opening() {
    return i18n._('studio.invitation.opening');
  },
  get noToken() {
    return i18n._('studio.invitation.noToken');
  },
  get openFailed() {
    return i18n._('studio.invitation.openFailed');
  },
  welcome: (name: string, consultant: boolean) =>
    i18n._('studio.invitation.welcome', {
      name,
      role: i18n._(
        consultant ? 'studio.invitation.roleConsultant' : 'studio.invitation.roleWriter',
      ),
    }),
  account: (email: string) => i18n._('studio.invitation.account', { email }),
  get password() {
    return i18n._('studio.invitation.password');
  },
  get passwordHint() {
    return i18n._('studio.invitation.passwordHint');
  },
  get enterPassword() {
    return i18n._('studio.invitation.enterPassword');
  },
  get tooShort() {
    return i18n._('studio.invitation.tooShort');
  },
  get termsTitle() {
    return i18n._('studio.invitation.termsTitle');
  },
  terms: () => [
    i18n._('studio.invitation.terms1'),
    i18n._('studio.invitation.terms2'),
    i18n._('studio.invitation.terms3'),
    i18n._('studio.invitation.terms4'),
  ],
  get accept() {
    return i18n._('studio.invitation.accept');
  },
  get mustAccept() {
    return i18n._('studio.invitation.mustAccept');
  },
  get submit() {
    return i18n._('studio.invitation.submit');
  },
  get sending() {
    return i18n._('studio.invitation.sending');
  },
  get failed() {
    return i18n._('studio.invitation.failed');
  },
  get errorTitle() {
    return i18n._('studio.invitation.errorTitle');
  },
  get problemTitle() {
    return i18n._('studio.invitation.problemTitle');
  },
  get toSignIn() {
    return i18n._('studio.invitation.toSignIn');
  },
};

export const FACTOR = {
  get failed() {
    return i18n._('studio.factor.failed');
  },
  get passkeyNotUsed() {
    return i18n._('studio.factor.passkeyNotUsed');
  },
  get noPasskeyMade() {
    return i18n._('studio.factor.noPasskeyMade');
  },
  get enrolTitle() {
    return i18n._('studio.factor.enrolTitle');
  },
  get enrolLead() {
    return i18n._('studio.factor.enrolLead');
  },
  get createPasskey() {
    return i18n._('studio.factor.createPasskey');
  },
  get noPasskeyHere() {
    return i18n._('studio.factor.noPasskeyHere');
  },
  get useApp() {
    return i18n._('studio.factor.useApp');
  },
  get appNote() {
    return i18n._('studio.factor.appNote');
  },
  get appCode() {
    return i18n._('studio.factor.appCode');
  },
  get enterAppCode() {
    return i18n._('studio.factor.enterAppCode');
  },
  get confirmApp() {
    return i18n._('studio.factor.confirmApp');
  },
  get codesTitle() {
    return i18n._('studio.factor.codesTitle');
  },
  get codesLead() {
    return i18n._('studio.factor.codesLead');
  },
  get codesContinue() {
    return i18n._('studio.factor.codesContinue');
  },
};
