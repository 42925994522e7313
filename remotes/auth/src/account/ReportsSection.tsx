import { i18n } from '@thrive/i18n';
import { get } from '@thrive/api-client';
import {
  COMMUNITY_PATHS,
  type OwnReport,
  type ReportReason,
  type ReportStatus,
} from '@thrive/reader-contract/community';
import { useEffect, useState } from 'react';
import { AccountSection } from './AccountSection';
import styles from './Account.module.css';
import './catalog';

const REASON: Record<ReportReason, () => string> = {
  self_harm: () => i18n._('auth.account.reports.reason.selfHarm'),
  bullying: () => i18n._('auth.account.reports.reason.bullying'),
  personal_information: () => i18n._('auth.account.reports.reason.personalInformation'),
  sexual_content: () => i18n._('auth.account.reports.reason.sexualContent'),
  spam: () => i18n._('auth.account.reports.reason.spam'),
  other: () => i18n._('auth.account.reports.reason.other'),
};
const OUTCOME: Record<ReportStatus, () => string> = {
  open: () => i18n._('auth.account.reports.open'),
  hidden: () => i18n._('auth.account.reports.hidden'),
  removed: () => i18n._('auth.account.reports.removed'),
  dismissed: () => i18n._('auth.account.reports.dismissed'),
};
const WHAT = {
  story: () => i18n._('auth.account.reports.story'),
  answer: () => i18n._('auth.account.reports.answer'),
  comment: () => i18n._('auth.account.reports.comment'),
};

/**
 * The reader's reports (issue 42) and what a moderator made of each. Shown once the reader has
 * reported something; a list that cannot be read leaves the rest of the page as it is.
 */
export function ReportsSection() {
  const [reports, setReports] = useState<OwnReport[]>([]);
  useEffect(() => {
    let current = true;
    get<{ reports: OwnReport[] }>(COMMUNITY_PATHS.ownReports, '').then(
      (answer) => current && Array.isArray(answer.reports) && setReports(answer.reports),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (reports.length === 0) return null;
  return (
    <AccountSection
      title={i18n._('auth.account.reports.title')}
      lead={i18n._('auth.account.reports.lead')}
    >
      <ul className={styles.reports}>
        {reports.map((report) => (
          <li key={report.id}>
            {i18n._('auth.account.reports.item', {
              what: WHAT[report.target](),
              reason: REASON[report.reason](),
            })}{' '}
            <strong>{OUTCOME[report.status]()}</strong>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
