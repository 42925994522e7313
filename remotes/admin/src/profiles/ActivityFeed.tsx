import { useEffect, useState } from 'react';
import type { ActivityItem, ListKind } from '@thrive/admin-contract';
import { adminApi } from '../api/adminApi';
import { ClockIcon } from '../common/icons';
import { ACTIVITY_ITEMS, Card } from './ProfileParts';
import styles from './Profile.module.css';

const FIELD_LABEL: Record<string, string> = { status: 'Status', genre: 'Genre' };
const FILE_LABEL: Record<string, string> = { credentials: 'Credentials', experience: 'Experience' };
const ROLE: Record<ListKind, string> = {
  writers: 'a writer',
  consultants: 'a consultant',
  users: 'a reader',
};

/** What happened, in words ('Status changed from Active to Inactive'). */
export function describeActivity(item: ActivityItem, kind: ListKind): string {
  switch (item.action) {
    case 'create':
      return `Added as ${ROLE[kind]}`;
    case 'update':
      return item.changes.length === 0
        ? 'Profile changed'
        : item.changes
            .map(
              (c) =>
                `${FIELD_LABEL[c.field] ?? c.field} changed from ${c.from ?? 'none'} to ${c.to ?? 'none'}`,
            )
            .join('; ');
    case 'delete':
      return 'Moved to Deleted Profiles';
    case 'restore':
      return 'Restored from Deleted Profiles';
    case 'password-reset-email':
      return 'Password reset e-mail sent';
    case 'end-sessions':
      return 'Signed out everywhere';
    case 'download':
      return `${FILE_LABEL[item.file ?? ''] ?? 'A'} file downloaded`;
    default: {
      const words = item.action.replace(/[-_]+/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
  }
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

type FeedState =
  | { kind: 'loading' }
  | { kind: 'ready'; items: ActivityItem[] }
  | { kind: 'error'; message: string };

/**
 * 'Recent activities': what admins did to this person and when, from the audit log, newest
 * first. `version` changes after an action on the profile, so the feed shows it at once.
 */
export function ActivityFeed({
  kind,
  id,
  version,
}: {
  kind: ListKind;
  id: number;
  version: number;
}) {
  const [result, setResult] = useState<{ key: string; state: FeedState } | null>(null);
  const key = `${kind}/${id}/${version}`;
  useEffect(() => {
    let current = true;
    adminApi
      .get<{ items: ActivityItem[] }>(
        `/admin/${kind}/${id}/activity`,
        'The recent activities could not be loaded.',
      )
      .then(
        (answer) => current && setResult({ key, state: { kind: 'ready', items: answer.items } }),
        (error: Error) =>
          current && setResult({ key, state: { kind: 'error', message: error.message } }),
      );
    return () => {
      current = false;
    };
  }, [key, kind, id]);
  // While a newer version loads, the previous list stays (no flash of 'Loading').
  const state: FeedState = result?.state ?? { kind: 'loading' };

  return (
    <Card title="Recent activities" headingId="activity-heading" className={styles.feedCard}>
      {state.kind === 'loading' && <p className={styles.muted}>Loading the recent activities…</p>}
      {state.kind === 'error' && <p className={styles.muted}>{state.message}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
        <ol className={styles.timeline}>
          {state.items.map((item) => (
            <li key={item.id} className={styles.timelineItem}>
              <span className={styles.feedIcon}>
                <ClockIcon size={18} />
              </span>
              <span>
                <span className={styles.timelineText}>{describeActivity(item, kind)}</span>
                <span className={styles.muted}>
                  {' '}
                  by {item.admin} · <time dateTime={item.at}>{when(item.at)}</time>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {state.kind === 'ready' && state.items.length === 0 && (
        <>
          <p className={styles.examplesNote} id="activity-examples">
            Nothing recorded for this person yet. Examples of what will appear here:
          </p>
          <ol className={styles.feed} aria-describedby="activity-examples">
            {ACTIVITY_ITEMS.map(({ text, icon: Icon }) => (
              <li key={text} className={`${styles.feedItem} ${styles.example}`}>
                <span className={styles.feedIcon}>
                  <Icon size={18} />
                </span>
                <span>
                  {text} <span className={styles.exampleTag}>(example)</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
