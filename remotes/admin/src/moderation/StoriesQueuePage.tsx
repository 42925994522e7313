import { useCallback, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Button, useDocumentTitle } from '@thrive/ui';
import { DecisionBar } from './DecisionBar';
import { FlaggedList, FlaggedText } from './FlaggedText';
import { QueueGrid, reviewColumn, StatusFilter } from './QueueGrid';
import { StoryForm } from './StoryForm';
import { RevisionDiff } from './RevisionDiff';
import { onDate } from '../common/dates';
import { moderationApi, STATUS_LABEL, type StoryRow, type StoryStatus } from './moderationApi';
import styles from './Moderation.module.css';

type Open = { kind: 'new' } | { kind: 'story'; story: StoryRow; editing: boolean } | null;

/** Stories: the moderation queue (waiting first), a story's review, and new stories. */
export default function StoriesQueuePage() {
  useDocumentTitle('Stories · Admin');
  const [status, setStatus] = useState<StoryStatus | ''>('in_review');
  const [open, setOpen] = useState<Open>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');
  const filters = useMemo((): Record<string, string> => (status ? { status } : {}), [status]);
  const load = useCallback((query: Record<string, string>) => moderationApi.stories(query), []);
  const columns = useMemo<ColDef<StoryRow>[]>(
    () => [
      { colId: 'title', field: 'title', headerName: 'Title', sortable: true, flex: 2 },
      {
        colId: 'writer',
        headerName: 'Writer',
        sortable: true,
        valueGetter: ({ data }) => data?.writer.name,
      },
      { colId: 'genre', field: 'genre', headerName: 'Genre', sortable: true },
      {
        colId: 'status',
        headerName: 'Status',
        sortable: true,
        valueGetter: ({ data }) =>
          data ? `${STATUS_LABEL[data.status]}${data.sample ? ' · Sample' : ''}` : '',
      },
      {
        colId: 'updated',
        headerName: 'Updated',
        sortable: true,
        valueGetter: ({ data }) => (data ? onDate(data.updated_at) : ''),
      },
      reviewColumn<StoryRow>(
        (row) => row.title,
        (story) => setOpen({ kind: 'story', story, editing: false }),
      ),
    ],
    [],
  );
  const saved = (story: StoryRow, message: string) => {
    setOpen({ kind: 'story', story, editing: false });
    setNotice(message);
    setVersion((n) => n + 1);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Stories</h1>
        <Button type="button" onClick={() => setOpen({ kind: 'new' })}>
          Write a story for a writer (admin)
        </Button>
      </header>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {open?.kind === 'new' && (
        <section className={styles.detail} aria-label="Write a story for a writer">
          <h2>Write a story for a writer</h2>
          <p className={styles.meta}>
            An admin action: writers write their own in the studio. The story is labelled as typed
            by an admin, and your name is kept in the audit log.
          </p>
          <StoryForm
            onCancel={() => setOpen(null)}
            onSave={async (fields) => {
              const { story } = await moderationApi.createStory(fields);
              saved(story, `“${story.title}” is waiting for review.`);
            }}
          />
        </section>
      )}
      {open?.kind === 'story' && (
        <section className={styles.detail} aria-label={`Story: ${open.story.title}`}>
          <h2>{open.story.title}</h2>
          <p className={styles.source}>
            {open.story.source === 'studio'
              ? 'The writer’s own submission, from the studio'
              : 'Typed by an admin for the writer'}
          </p>
          <p className={styles.meta}>
            By {open.story.writer.name} · {open.story.genre} · {STATUS_LABEL[open.story.status]}
            {open.story.sample && ' · Sample content'}
            {open.story.premium && ' · Premium'}
            {open.story.content_warnings.length > 0 &&
              ` · Content warning: ${open.story.content_warnings.join(', ')}`}
          </p>
          {open.story.rejection_reason && (
            <p className={styles.meta}>Rejected: {open.story.rejection_reason}</p>
          )}
          {open.editing ? (
            <StoryForm
              story={open.story}
              onCancel={() => setOpen({ ...open, editing: false })}
              onSave={async ({ writerId: _writer, ...fields }) => {
                const { story } = await moderationApi.editStory(open.story.id, fields);
                saved(story, 'Changes saved.');
              }}
            />
          ) : (
            <>
              {open.story.rejected_version && (
                <RevisionDiff before={open.story.rejected_version} after={open.story} />
              )}
              <div className={styles.body}>
                <FlaggedText text={open.story.body} spans={open.story.flagged.body} />
              </div>
              <FlaggedList
                text={`${open.story.title}\n${open.story.body}`}
                spans={[
                  ...open.story.flagged.title,
                  ...open.story.flagged.body.map((span) => ({
                    ...span,
                    start: span.start + open.story.title.length + 1,
                    end: span.end + open.story.title.length + 1,
                  })),
                ]}
              />
              <div className={styles.actions}>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setOpen({ ...open, editing: true })}
                >
                  Edit story
                </Button>
                {(open.story.status === 'draft' || open.story.status === 'rejected') && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={async () => {
                      const { story } = await moderationApi.decideStory(open.story.id, 'submit');
                      saved(story, 'Sent for review.');
                    }}
                  >
                    Send for review
                  </Button>
                )}
              </div>
              <DecisionBar
                what="story"
                canApprove={open.story.status === 'in_review'}
                canReject={open.story.status === 'in_review' || open.story.status === 'published'}
                onApprove={async () => {
                  const { story } = await moderationApi.decideStory(open.story.id, 'approve');
                  saved(story, `“${story.title}” is published.`);
                }}
                onReject={async (reason) => {
                  const { story } = await moderationApi.decideStory(
                    open.story.id,
                    'reject',
                    reason,
                  );
                  saved(story, `“${story.title}” was rejected.`);
                }}
              />
            </>
          )}
        </section>
      )}
      <StatusFilter<StoryStatus>
        value={status}
        onChange={setStatus}
        options={[
          ['in_review', 'In review'],
          ['', 'All'],
          ['draft', 'Draft'],
          ['published', 'Published'],
          ['rejected', 'Rejected'],
        ]}
      />
      <QueueGrid<StoryRow>
        label="Stories list"
        columns={columns}
        load={load}
        filters={filters}
        version={version}
      />
    </div>
  );
}
