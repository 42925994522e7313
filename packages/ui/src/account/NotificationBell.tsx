import { i18n } from '@thrive/i18n';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { get } from '@thrive/api-client';
import { paths } from '@thrive/platform';
import styles from './AccountLinks.module.css';
import '../catalog';

/** The reader API's unread count (@thrive/reader-contract/community NOTIFICATION_PATHS.unread). */
const UNREAD_PATH = '/reader/notifications/unread';
/** Sent by the notifications page after it marked some read: the bell asks again. */
export const NOTIFICATIONS_SEEN_EVENT = 'thrive:notifications-seen';

// One count for every bell on the page (the header has one per layout): one request at a time.
let unread = 0;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();
function askUnread(): Promise<void> {
  asking ??= get<{ unread?: unknown }>(UNREAD_PATH, '')
    .then(
      (answer) => {
        if (typeof answer.unread !== 'number' || answer.unread === unread) return;
        unread = answer.unread;
        listeners.forEach((listener) => listener());
      },
      () => undefined, // A failed ask keeps the last count.
    )
    .finally(() => {
      asking = null;
    });
  return asking;
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    void askUnread();
    window.addEventListener('focus', askUnread);
    window.addEventListener(NOTIFICATIONS_SEEN_EVENT, askUnread);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('focus', askUnread);
    window.removeEventListener(NOTIFICATIONS_SEEN_EVENT, askUnread);
  };
}

/**
 * The header's bell (signed in only, so it appears with the session after hydration, in the
 * account area's fixed box): a link to the inbox, with how many are unread. Asked when shown,
 * when the window gets focus back and when the inbox was read.
 */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const count = useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
  // A new session (another reader) starts from nothing.
  useEffect(
    () => () => {
      if (listeners.size === 0) unread = 0;
    },
    [],
  );
  const label =
    count > 0
      ? i18n._('ui.account.notificationsUnread', { count: count.toLocaleString('en-NG') })
      : i18n._('ui.account.notifications');
  return (
    <Link to={paths.notifications} className={styles.bell} aria-label={label} onClick={onNavigate}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
