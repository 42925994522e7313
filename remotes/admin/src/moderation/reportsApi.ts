/**
 * The reports queue's calls (issue 42; API: services/reader-api/src/reports): readers' reports
 * of a story, answer or comment, hidden at once, removed or dismissed by a moderator.
 */
import { adminApi } from '../api/adminApi';
import type { Page } from './moderationApi';

/** As the reader contract names them (@thrive/reader-contract/community). */
export type ReportTarget = 'story' | 'answer' | 'comment';
export type ReportReason =
  'self_harm' | 'bullying' | 'personal_information' | 'sexual_content' | 'spam' | 'other';
export type ReportStatus = 'open' | 'hidden' | 'removed' | 'dismissed';
export type ReportAction = 'hide' | 'remove' | 'dismiss';

export interface ReportRow {
  id: number;
  target: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string | null;
  /** Self-harm or suicide: first in the queue, the crisis routes shown. */
  urgent: boolean;
  status: ReportStatus;
  reports_of_item: number;
  item: { title: string; text: string; href: string | null } | null;
  created_at: string;
  decided_at: string | null;
  decision_seconds: number | null;
}

export const REASON_LABEL: Record<ReportReason, string> = {
  self_harm: 'Self-harm or suicide',
  bullying: 'Bullying',
  personal_information: 'Personal information',
  sexual_content: 'Sexual content',
  spam: 'Spam',
  other: 'Other',
};

export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = {
  open: 'Open',
  hidden: 'Hidden',
  removed: 'Removed',
  dismissed: 'Dismissed',
};

/** "4 min", "2 h 5 min": the time from a report to its decision. */
export function decisionTime(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

export const reportsApi = {
  reports: (query: Record<string, string>) =>
    adminApi.get<Page<ReportRow>>('/admin/reports', 'The reports could not be loaded.', query),
  decide: (id: number, action: ReportAction) =>
    adminApi.post<{ report: ReportRow }>(
      `/admin/reports/${id}/${action}`,
      {},
      'The decision was not saved.',
    ),
};
