/**
 * The ask pages' words, in one place (the form, its no-JavaScript descriptor, the tests). Each
 * is read from this folder's catalog (./locales) when used, so a page speaks its locale; the
 * build reads the form's messages through tsx (../publicForms.ts), in the source locale.
 */
import type { OwnQuestion } from '@thrive/reader-contract/content';
import { i18n } from '@thrive/i18n';
import './catalog';

const STATUS = {
  in_review: () => i18n._('stories.ask.status.in_review'),
  published: () => i18n._('stories.ask.status.published'),
  rejected: () => i18n._('stories.ask.status.rejected'),
} satisfies Record<OwnQuestion['status'], () => string>;

export const ASK = {
  get heading() {
    return i18n._('stories.ask.heading');
  },
  get lead() {
    return i18n._('stories.ask.lead');
  },
  get guidanceHeading() {
    return i18n._('stories.ask.guidanceHeading');
  },
  /**
   * The safe-posting guidance. Its last line points at the numbers under "Need help now?" only
   * when helplines beyond the emergency number are configured; otherwise it names 112 alone.
   */
  guidance(withHelplines: boolean) {
    return [
      i18n._('stories.ask.guidance1'),
      i18n._('stories.ask.guidance2'),
      i18n._('stories.ask.guidance3'),
      withHelplines
        ? i18n._('stories.ask.guidance4')
        : i18n._('stories.ask.guidance4EmergencyOnly'),
    ];
  },
  get label() {
    return i18n._('stories.ask.label');
  },
  get anonymous() {
    return i18n._('stories.ask.anonymous');
  },
  get anonymousHint() {
    return i18n._('stories.ask.anonymousHint');
  },
  /** Teens ask and comment anonymously, always (issue 45). */
  get teenAnonymous() {
    return i18n._('stories.ask.teenAnonymous');
  },
  get signedOutNote() {
    return i18n._('stories.ask.signedOutNote');
  },
  get submit() {
    return i18n._('stories.ask.submit');
  },
  get sending() {
    return i18n._('stories.ask.sending');
  },
  get required() {
    return i18n._('stories.ask.required');
  },
  get tooLong() {
    return i18n._('stories.ask.tooLong');
  },
  /** Under the question: '12 of 2,000 characters'. */
  count: (count: string, max: string) => i18n._('stories.ask.count', { count, max }),
  get errorTitle() {
    return i18n._('stories.ask.errorTitle');
  },
  get sentTitle() {
    return i18n._('stories.ask.sentTitle');
  },
  get sent() {
    return i18n._('stories.ask.sent');
  },
  get askAnother() {
    return i18n._('stories.ask.askAnother');
  },
  get crisisHeading() {
    return i18n._('stories.ask.crisisHeading');
  },
  /** The crisis note: "the helplines below" only when there are some. */
  crisis(withHelplines: boolean) {
    return withHelplines ? i18n._('stories.ask.crisis') : i18n._('stories.ask.crisisEmergencyOnly');
  },
  get emergency() {
    return i18n._('stories.ask.emergency');
  },
  get ownHeading() {
    return i18n._('stories.ask.ownHeading');
  },
  get answeredHeading() {
    return i18n._('stories.ask.answeredHeading');
  },
  get noAnswered() {
    return i18n._('stories.ask.noAnswered');
  },
  get anonymousAsker() {
    return i18n._('stories.ask.anonymousAsker');
  },
  get askedUnderName() {
    return i18n._('stories.ask.askedUnderName');
  },
  askedBy: (name: string) => i18n._('stories.ask.askedBy', { name }),
  /** 'Emeka Nwosu (writer) answered:' (the role is the API's word, kept). */
  answered: (name: string, role: string) => i18n._('stories.ask.answered', { name, role }),
  status: (status: OwnQuestion['status']) => STATUS[status](),
};

/** The private link of a signed-out asker (issue 44): shown once after asking, and its page. */
export const PRIVATE_LINK = {
  get heading() {
    return i18n._('stories.ask.private.heading');
  },
  get lead() {
    return i18n._('stories.ask.private.lead');
  },
  get label() {
    return i18n._('stories.ask.private.label');
  },
  get copy() {
    return i18n._('stories.ask.private.copy');
  },
  get copied() {
    return i18n._('stories.ask.private.copied');
  },
  get copyBlocked() {
    return i18n._('stories.ask.private.copyBlocked');
  },
  get pageTitle() {
    return i18n._('stories.ask.private.pageTitle');
  },
  get notFound() {
    return i18n._('stories.ask.private.notFound');
  },
  get waiting() {
    return i18n._('stories.ask.private.waiting');
  },
  get declined() {
    return i18n._('stories.ask.private.declined');
  },
  get noAnswerYet() {
    return i18n._('stories.ask.private.noAnswerYet');
  },
  get needsScript() {
    return i18n._('stories.ask.private.needsScript');
  },
};
