import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Button, useDocumentTitle } from '@thrive/ui';
import { onDate } from '../common/dates';
import { QueueGrid } from '../moderation/QueueGrid';
import {
  AUDIENCE_LABEL,
  notificationsApi,
  type Announcement,
  type Audience,
  type Preview,
  type SentRow,
} from './notificationsApi';
import { PushDeliveryCounts } from './PushDeliveryCounts';
import styles from '../moderation/Moderation.module.css';

const AUDIENCES = Object.keys(AUDIENCE_LABEL) as Audience[];
const TITLE_MAX = 80;
const BODY_MAX = 500;

/**
 * Create Notification: write a notification to everyone, to free or premium readers, or to one
 * reader; preview it (as readers will see it, and how many it reaches); send it. Only what was
 * previewed can be sent: any change asks for a new preview. Sent ones are listed below.
 */
export default function CreateNotificationPage() {
  useDocumentTitle('Create Notification · Admin');
  const ids = { audience: useId(), email: useId(), title: useId(), body: useId(), link: useId() };
  const [draft, setDraft] = useState<Announcement>({ audience: 'everyone', title: '', body: '' });
  const [preview, setPreview] = useState<{ of: Announcement; answer: Preview } | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const [lastSent, setLastSent] = useState<number | null>(null);

  const change = (patch: Partial<Announcement>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setPreview(null);
  };
  const request = (): Announcement => ({
    audience: draft.audience,
    title: draft.title,
    body: draft.body,
    ...(draft.audience === 'reader' ? { reader_email: draft.reader_email ?? '' } : {}),
    ...(draft.link ? { link: draft.link } : {}),
  });
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const of = request();
    void run(async () => setPreview({ of, answer: await notificationsApi.preview(of) }));
  };
  const onSend = () =>
    run(async () => {
      if (!preview) return;
      const { announcement } = await notificationsApi.send(preview.of);
      setNotice(
        `Sent to ${announcement.recipients.toLocaleString('en-NG')} reader${announcement.recipients === 1 ? '' : 's'}.`,
      );
      setLastSent(announcement.id);
      setPreview(null);
      setDraft({ audience: 'everyone', title: '', body: '' });
      setVersion((n) => n + 1);
    });

  const load = useCallback((query: Record<string, string>) => notificationsApi.sent(query), []);
  const filters = useMemo(() => ({}), []);
  const columns = useMemo<ColDef<SentRow>[]>(
    () => [
      { colId: 'title', headerName: 'Title', flex: 1, valueGetter: ({ data }) => data?.title },
      {
        colId: 'audience',
        headerName: 'To',
        sortable: true,
        valueGetter: ({ data }) =>
          data ? (data.reader_email ?? AUDIENCE_LABEL[data.audience]) : '',
      },
      {
        colId: 'recipients',
        headerName: 'Readers',
        sortable: true,
        valueGetter: ({ data }) => data?.recipients.toLocaleString('en-NG'),
      },
      { colId: 'by', headerName: 'Sent by', valueGetter: ({ data }) => data?.sent_by },
      {
        colId: 'sent',
        headerName: 'Sent',
        sortable: true,
        valueGetter: ({ data }) => (data ? onDate(data.sent_at) : ''),
      },
    ],
    [],
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Create Notification</h1>
      </header>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {lastSent !== null && notice && (
        <PushDeliveryCounts key={lastSent} announcementId={lastSent} />
      )}
      <form className={styles.detail} onSubmit={onPreview} aria-label="New notification">
        <p className={styles.meta}>
          Notifications are seen in passing and on lock screens: never write crisis content or
          anyone's details in them.
        </p>
        <label htmlFor={ids.audience}>To</label>
        <select
          id={ids.audience}
          value={draft.audience}
          onChange={(event) => change({ audience: event.target.value as Audience })}
        >
          {AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {AUDIENCE_LABEL[audience]}
            </option>
          ))}
        </select>
        {draft.audience === 'reader' && (
          <>
            <label htmlFor={ids.email}>Reader's e-mail address</label>
            <input
              id={ids.email}
              type="email"
              required
              value={draft.reader_email ?? ''}
              onChange={(event) => change({ reader_email: event.target.value })}
            />
          </>
        )}
        <label htmlFor={ids.title}>Title</label>
        <input
          id={ids.title}
          required
          maxLength={TITLE_MAX}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <label htmlFor={ids.body}>Message</label>
        <textarea
          id={ids.body}
          required
          maxLength={BODY_MAX}
          rows={4}
          value={draft.body}
          onChange={(event) => change({ body: event.target.value })}
        />
        <label htmlFor={ids.link}>Link on the site (optional, e.g. /stories)</label>
        <input
          id={ids.link}
          value={draft.link ?? ''}
          onChange={(event) => change({ link: event.target.value })}
        />
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" busy={busy && !preview}>
            Preview
          </Button>
        </div>
      </form>
      {preview && (
        <section className={styles.detail} aria-label="Preview">
          <h2>Preview</h2>
          <p className={styles.meta}>
            Reaches {preview.answer.recipients.toLocaleString('en-NG')} reader
            {preview.answer.recipients === 1 ? '' : 's'} ({AUDIENCE_LABEL[preview.of.audience]}).
          </p>
          <p>
            <strong>{preview.answer.notification.title}</strong>
          </p>
          <p className={styles.body}>{preview.answer.notification.body}</p>
          {preview.answer.notification.link && (
            <p className={styles.meta}>Opens {preview.answer.notification.link}</p>
          )}
          <div className={styles.actions}>
            <Button type="button" onClick={onSend} busy={busy}>
              Send
            </Button>
          </div>
        </section>
      )}
      <h2>Sent notifications</h2>
      <QueueGrid<SentRow>
        label="Sent notifications"
        columns={columns}
        load={load}
        filters={filters}
        version={version}
      />
    </div>
  );
}
