import { useCallback, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { EMERGENCY_NUMBER, useDocumentTitle, useSiteSettings } from '@thrive/ui';
import { QueueGrid, reviewColumn, StatusFilter } from './QueueGrid';
import { onDate } from '../common/dates';
import {
  decisionTime,
  REASON_LABEL,
  REPORT_STATUS_LABEL,
  reportsApi,
  type ReportAction,
  type ReportRow,
  type ReportStatus,
} from './reportsApi';
import styles from './Moderation.module.css';

/** Where a reader at risk can be pointed: shown with every self-harm report. */
function CrisisRoutes() {
  const { helplines } = useSiteSettings();
  return (
    <div className={styles.urgent} role="note" aria-label="Crisis routes">
      <p>
        Self-harm or suicide: decide this first. If the writer may be in danger now, follow the
        safeguarding steps and point them to help:
      </p>
      <ul>
        <li>Emergency: {EMERGENCY_NUMBER}</li>
        {helplines.map((line) => (
          <li key={line.number}>
            {line.name}: {line.number} ({line.hours})
          </li>
        ))}
      </ul>
    </div>
  );
}

const DONE: Record<ReportAction, string> = {
  hide: 'is hidden from readers',
  remove: 'is removed',
  dismiss: 'report is dismissed',
};

/** One report: the item in context, and the decision on it. */
function ReportReview({
  report,
  onChanged,
}: {
  report: ReportRow;
  onChanged: (report: ReportRow, message: string) => void;
}) {
  const [busy, setBusy] = useState<ReportAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (action: ReportAction) => {
    setBusy(action);
    setError(null);
    try {
      const { report: decided } = await reportsApi.decide(report.id, action);
      onChanged(decided, `The reported ${report.target} ${DONE[action]}.`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const open = report.status === 'open';
  return (
    <section className={styles.detail} aria-label={`Report ${report.id}`}>
      <h2>Report {report.id}</h2>
      {report.urgent && <CrisisRoutes />}
      <p className={styles.meta}>
        {REASON_LABEL[report.reason]} · a {report.target} · {REPORT_STATUS_LABEL[report.status]}
        {report.reports_of_item > 1 && ` · reported ${report.reports_of_item} times`}
        {report.decision_seconds !== null &&
          ` · decided in ${decisionTime(report.decision_seconds)}`}
      </p>
      {report.details && (
        <>
          <h3>The reader’s words</h3>
          <p className={styles.body}>{report.details}</p>
        </>
      )}
      <h3>What was reported</h3>
      {report.item ? (
        <>
          <p className={styles.meta}>
            {report.item.title}
            {report.item.href && ` · ${report.item.href}`}
          </p>
          <p className={styles.body}>{report.item.text}</p>
        </>
      ) : (
        <p>It is not there any more.</p>
      )}
      {error && (
        <p role="alert" className={styles.urgent}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {(open || report.status === 'hidden') && (
          <>
            {open && (
              <button type="button" disabled={busy !== null} onClick={() => decide('hide')}>
                {busy === 'hide' ? 'Hiding…' : 'Hide now'}
              </button>
            )}
            <button type="button" disabled={busy !== null} onClick={() => decide('remove')}>
              {busy === 'remove' ? 'Removing…' : 'Remove'}
            </button>
            {open && (
              <button type="button" disabled={busy !== null} onClick={() => decide('dismiss')}>
                {busy === 'dismiss' ? 'Dismissing…' : 'Dismiss'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** Reports: readers' reports, open and self-harm first, newest first; a report's review. */
export default function ReportsQueuePage() {
  useDocumentTitle('Reports · Admin');
  const [status, setStatus] = useState<ReportStatus | ''>('open');
  const [open, setOpen] = useState<ReportRow | null>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');
  const filters = useMemo((): Record<string, string> => (status ? { status } : {}), [status]);
  const load = useCallback((query: Record<string, string>) => reportsApi.reports(query), []);
  const columns = useMemo<ColDef<ReportRow>[]>(
    () => [
      {
        colId: 'urgent',
        headerName: 'Urgent',
        width: 110,
        valueGetter: ({ data }) => (data?.urgent ? 'Urgent' : ''),
      },
      {
        colId: 'reason',
        headerName: 'Reason',
        sortable: true,
        valueGetter: ({ data }) => (data ? REASON_LABEL[data.reason] : ''),
      },
      {
        colId: 'item',
        headerName: 'Reported',
        flex: 2,
        valueGetter: ({ data }) =>
          data ? `${data.target}: ${data.item?.text ?? 'not there any more'}` : '',
      },
      {
        colId: 'times',
        headerName: 'Reports',
        width: 110,
        valueGetter: ({ data }) => data?.reports_of_item,
      },
      {
        colId: 'status',
        headerName: 'Status',
        sortable: true,
        valueGetter: ({ data }) => (data ? REPORT_STATUS_LABEL[data.status] : ''),
      },
      {
        colId: 'reported',
        headerName: 'Reported on',
        sortable: true,
        valueGetter: ({ data }) => (data ? onDate(data.created_at) : ''),
      },
      {
        colId: 'decision',
        headerName: 'Time to decision',
        valueGetter: ({ data }) => (data ? decisionTime(data.decision_seconds) : ''),
      },
      reviewColumn<ReportRow>((row) => `report ${row.id}`, setOpen),
    ],
    [],
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Reports</h1>
      </header>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {open && (
        <ReportReview
          key={`${open.id}-${open.status}`}
          report={open}
          onChanged={(report, message) => {
            setOpen(report);
            setNotice(message);
            setVersion((n) => n + 1);
          }}
        />
      )}
      <StatusFilter<ReportStatus>
        value={status}
        onChange={setStatus}
        options={[
          ['open', 'Open'],
          ['', 'All'],
          ['hidden', 'Hidden'],
          ['removed', 'Removed'],
          ['dismissed', 'Dismissed'],
        ]}
      />
      <QueueGrid<ReportRow>
        label="Reports list"
        columns={columns}
        load={load}
        filters={filters}
        version={version}
      />
    </div>
  );
}
