/** The report control's words (story and answer pages), read from this folder's catalog. */
import { i18n } from '@thrive/i18n';
import type { ReportReason, ReportTarget } from '@thrive/reader-contract/community';
import './catalog';

export const REPORTS = {
  /** The disclosure's label: "Report this story", "… answer", "… comment". */
  open(target: ReportTarget) {
    if (target === 'story') return i18n._('stories.reports.openStory');
    if (target === 'answer') return i18n._('stories.reports.openAnswer');
    return i18n._('stories.reports.openComment');
  },
  get why() {
    return i18n._('stories.reports.why');
  },
  reason(reason: ReportReason) {
    switch (reason) {
      case 'self_harm':
        return i18n._('stories.reports.selfHarm');
      case 'bullying':
        return i18n._('stories.reports.bullying');
      case 'personal_information':
        return i18n._('stories.reports.personalInformation');
      case 'sexual_content':
        return i18n._('stories.reports.sexualContent');
      case 'spam':
        return i18n._('stories.reports.spam');
      default:
        return i18n._('stories.reports.other');
    }
  },
  get details() {
    return i18n._('stories.reports.details');
  },
  get detailsHint() {
    return i18n._('stories.reports.detailsHint');
  },
  get submit() {
    return i18n._('stories.reports.submit');
  },
  get sending() {
    return i18n._('stories.reports.sending');
  },
  get chooseReason() {
    return i18n._('stories.reports.chooseReason');
  },
  get sent() {
    return i18n._('stories.reports.sent');
  },
  get savedOffline() {
    return i18n._('stories.reports.savedOffline');
  },
  get failed() {
    return i18n._('stories.reports.failed');
  },
  get errorTitle() {
    return i18n._('stories.reports.errorTitle');
  },
  get logIn() {
    return i18n._('stories.reports.logIn');
  },
  get logInLink() {
    return i18n._('stories.reports.logInLink');
  },
};
