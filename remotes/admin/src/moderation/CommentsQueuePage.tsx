import { useCallback, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useDocumentTitle } from '@thrive/ui';
import { QueueGrid, reviewColumn, StatusFilter } from './QueueGrid';
import { DecisionBar } from './DecisionBar';
import { FlaggedList, FlaggedText } from './FlaggedText';
import { onDate } from '../common/dates';
import { moderationApi, STATUS_LABEL, type CommentRow, type ReviewStatus } from './moderationApi';
import styles from './Moderation.module.css';

/** One comment: as typed and as it would be published, and the decision on it. */
function CommentReview({
  comment,
  onChanged,
}: {
  comment: CommentRow;
  onChanged: (comment: CommentRow, message: string) => void;
}) {
  return (
    <section className={styles.detail} aria-label={`Comment ${comment.id}`}>
      <h2>Comment {comment.id}</h2>
      {comment.urgent && (
        <p className={styles.urgent}>
          Urgent: crisis language. Check the reader is pointed to help (112 and the helplines).
        </p>
      )}
      <p className={styles.meta}>
        {comment.anonymous ? 'Anonymous' : `By ${comment.by}`} · on {comment.target}{' '}
        {comment.target_id} · {STATUS_LABEL[comment.status]}
      </p>
      <h3>As typed (only moderators see this)</h3>
      <p className={styles.body}>
        <FlaggedText text={comment.original_text} spans={comment.flagged} />
      </p>
      <FlaggedList text={comment.original_text} spans={comment.flagged} />
      <h3>As it will be published</h3>
      <p className={styles.body}>{comment.public_text}</p>
      <DecisionBar
        what="comment"
        canApprove={comment.status === 'in_review'}
        canReject={comment.status !== 'rejected'}
        onApprove={async () => {
          const { comment: decided } = await moderationApi.decideComment(comment.id, 'approve');
          onChanged(decided, `Comment ${comment.id} is published.`);
        }}
        onReject={async (reason) => {
          const { comment: decided } = await moderationApi.decideComment(
            comment.id,
            'reject',
            reason,
          );
          onChanged(decided, `Comment ${comment.id} is rejected.`);
        }}
      />
    </section>
  );
}

/** Comments: readers' comments waiting for review (urgent first), and a comment's review. */
export default function CommentsQueuePage() {
  useDocumentTitle('Comments · Admin');
  const [status, setStatus] = useState<ReviewStatus | ''>('in_review');
  const [open, setOpen] = useState<CommentRow | null>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');
  const filters = useMemo((): Record<string, string> => (status ? { status } : {}), [status]);
  const load = useCallback((query: Record<string, string>) => moderationApi.comments(query), []);
  const columns = useMemo<ColDef<CommentRow>[]>(
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
        headerName: 'Comment',
        flex: 2,
        valueGetter: ({ data }) => data?.public_text,
      },
      {
        colId: 'on',
        headerName: 'On',
        valueGetter: ({ data }) => (data ? `${data.target} ${data.target_id}` : ''),
      },
      { colId: 'flags', headerName: 'Flagged', valueGetter: ({ data }) => data?.flags.join(', ') },
      {
        colId: 'status',
        headerName: 'Status',
        sortable: true,
        valueGetter: ({ data }) => (data ? STATUS_LABEL[data.status] : ''),
      },
      {
        colId: 'asked',
        headerName: 'Written',
        sortable: true,
        valueGetter: ({ data }) => (data ? onDate(data.created_at) : ''),
      },
      reviewColumn<CommentRow>((row) => `comment ${row.id}`, setOpen),
    ],
    [],
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Comments</h1>
      </header>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {open && (
        <CommentReview
          key={`${open.id}-${open.status}`}
          comment={open}
          onChanged={(comment, message) => {
            setOpen(comment);
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
      <QueueGrid<CommentRow>
        label="Comments list"
        columns={columns}
        load={load}
        filters={filters}
        version={version}
      />
    </div>
  );
}
