import { useCallback, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useDocumentTitle } from '@thrive/ui';
import { QueueGrid, reviewColumn, StatusFilter } from './QueueGrid';
import { QuestionReview } from './QuestionReview';
import { onDate } from '../common/dates';
import { moderationApi, STATUS_LABEL, type QuestionRow, type ReviewStatus } from './moderationApi';
import styles from './Moderation.module.css';

/** Questions: the moderation queue (urgent first, then what waits) and a question's review. */
export default function QuestionsQueuePage() {
  useDocumentTitle('Questions · Admin');
  const [status, setStatus] = useState<ReviewStatus | ''>('in_review');
  const [open, setOpen] = useState<QuestionRow | null>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');
  const filters = useMemo((): Record<string, string> => (status ? { status } : {}), [status]);
  const load = useCallback((query: Record<string, string>) => moderationApi.questions(query), []);
  const columns = useMemo<ColDef<QuestionRow>[]>(
    () => [
      {
        colId: 'urgent',
        headerName: 'Urgent',
        sortable: true,
        width: 110,
        valueGetter: ({ data }) => (data?.urgent ? 'Urgent' : ''),
      },
      {
        colId: 'text',
        headerName: 'Question',
        flex: 2,
        valueGetter: ({ data }) => data?.public_text,
      },
      {
        colId: 'flags',
        headerName: 'Flagged',
        valueGetter: ({ data }) => data?.flags.join(', '),
      },
      {
        colId: 'status',
        headerName: 'Status',
        sortable: true,
        valueGetter: ({ data }) =>
          data ? `${STATUS_LABEL[data.status]}${data.sample ? ' · Sample' : ''}` : '',
      },
      {
        colId: 'asked',
        headerName: 'Asked',
        sortable: true,
        valueGetter: ({ data }) => (data ? onDate(data.asked_at) : ''),
      },
      reviewColumn<QuestionRow>((row) => `question ${row.id}`, setOpen),
    ],
    [],
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Questions</h1>
      </header>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {open && (
        <QuestionReview
          key={open.id}
          question={open}
          onChanged={(question, message) => {
            setOpen(question);
            setNotice(message);
            setVersion((n) => n + 1);
          }}
        />
      )}
      <StatusFilter<ReviewStatus>
        value={status}
        onChange={setStatus}
        options={[
          ['in_review', 'In review'],
          ['', 'All'],
          ['published', 'Published'],
          ['rejected', 'Rejected'],
        ]}
      />
      <QueueGrid<QuestionRow>
        label="Questions list"
        columns={columns}
        load={load}
        filters={filters}
        version={version}
      />
    </div>
  );
}
