import { useEffect, useState } from 'react';
import type {
  ActivityFeedAnswer,
  ActivityItem,
  ListKind,
  OwnActivityItem,
  OwnActivityKind,
} from '@thrive/admin-contract';
import { adminApi } from '../api/adminApi';
import { BookIcon, ChatIcon, ClockIcon, HeartIcon, PenIcon } from '../common/icons';
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

/** The person's own actions, in the spec's words for the profile feed (SPEC section 2). */
const OWN: Record<OwnActivityKind, { text: string; icon: typeof ClockIcon }> = {
  'answered-question': { text: 'You answered a question', icon: ChatIcon },
  'added-story': { text: 'You added a story', icon: BookIcon },
  'liked-story': { text: 'You liked a story', icon: HeartIcon },
  'liked-answer': { text: 'You liked an answer', icon: HeartIcon },
  'liked-comment': { text: 'You liked a comment', icon: HeartIcon },
  'added-comment': { text: 'You added a comment', icon: PenIcon },
};

type FeedEntry =
  | { by: 'admin'; at: string; item: ActivityItem }
  | { by: 'self'; at: string; item: OwnActivityItem };

/** Both kinds in one timeline, newest first. */
const timeline = (feed: ActivityFeedAnswer): FeedEntry[] =>
  [
    ...feed.items.map((item): FeedEntry => ({ by: 'admin', at: item.at, item })),
    ...feed.own.map((item): FeedEntry => ({ by: 'self', at: item.at, item })),
  ].sort((a, b) => b.at.localeCompare(a.at));

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

type FeedState =
  | { kind: 'loading' }
  | { kind: 'ready'; entries: FeedEntry[] }
  | { kind: 'error'; message: string };

/**
 * 'Recent activities': what the person did (their answers, stories, likes and signed comments)
 * and what admins did to them (the audit log), in one timeline, newest first. `version` changes after an action on the profile, so the feed shows it at once.
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
      .get<ActivityFeedAnswer>(
        `/admin/${kind}/${id}/activity`,
        'The recent activities could not be loaded.',
      )
      .then(
        (answer) =>
          current &&
          setResult({
            key,
            // An older API answers without `own`.
            state: {
              kind: 'ready',
              entries: timeline({ items: answer.items, own: answer.own ?? [] }),
            },
          }),
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
      {state.kind === 'ready' && state.entries.length > 0 && (
        <ol className={styles.timeline}>
          {state.entries.map((entry) => {
            const Icon = entry.by === 'self' ? OWN[entry.item.kind].icon : ClockIcon;
            return (
              <li
                key={entry.by === 'self' ? entry.item.key : `audit-${entry.item.id}`}
                className={styles.timelineItem}
              >
                <span className={styles.feedIcon}>
                  <Icon size={18} />
                </span>
                <span>
                  <span className={styles.timelineText}>
                    {entry.by === 'self'
                      ? OWN[entry.item.kind].text
                      : describeActivity(entry.item, kind)}
                  </span>
                  <span className={styles.muted}>
                    {' '}
                    {entry.by === 'admin' && `by ${entry.item.admin} · `}
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {state.kind === 'ready' && state.entries.length === 0 && (
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
