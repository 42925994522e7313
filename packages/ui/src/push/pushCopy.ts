/** The words of the push offer and the account's switches, read from this folder's catalog. */
import { i18n } from '@thrive/i18n';
import type { PushKind } from '@thrive/reader-contract/community';
import './catalog';

const OFFERS: Record<PushKind, () => string> = {
  question_answered: () => i18n._('ui.push.offer.question_answered'),
  comment_published: () => i18n._('ui.push.offer.comment_published'),
  new_story: () => i18n._('ui.push.offer.new_story'),
  announcement: () => i18n._('ui.push.offer.announcement'),
};

const KINDS: Record<PushKind, () => string> = {
  question_answered: () => i18n._('ui.push.kind.question_answered'),
  comment_published: () => i18n._('ui.push.kind.comment_published'),
  new_story: () => i18n._('ui.push.kind.new_story'),
  announcement: () => i18n._('ui.push.kind.announcement'),
};

export const PUSH = {
  /** The offer after a question ("…when it is answered?") or a follow. */
  offer: (kind: PushKind) => OFFERS[kind](),
  get yes() {
    return i18n._('ui.push.offer.yes');
  },
  get notNow() {
    return i18n._('ui.push.offer.notNow');
  },
  get turnedOn() {
    return i18n._('ui.push.offer.turnedOn');
  },
  get blocked() {
    return i18n._('ui.push.blocked');
  },
  get failed() {
    return i18n._('ui.push.failed');
  },
  get title() {
    return i18n._('ui.push.settings.title');
  },
  get lead() {
    return i18n._('ui.push.settings.lead');
  },
  get unsupported() {
    return i18n._('ui.push.settings.unsupported');
  },
  get checking() {
    return i18n._('ui.push.settings.checking');
  },
  get saved() {
    return i18n._('ui.push.settings.saved');
  },
  /** A switch's label. */
  kind: (kind: PushKind) => KINDS[kind](),
};
