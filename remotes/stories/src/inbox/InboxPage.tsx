import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Inbox } from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import { NOTIFICATIONS_SEEN_EVENT, useDocumentTitle, useHydrated } from '@thrive/ui';
import { formatDate } from '../common/formatDate';
import { storiesApi } from '../storiesApi';
import { FOLLOWS } from '../follows/followsCopy';
import { SAVES } from '../saves/savesCopy';
import { STORY_PATHS } from '../paths';
import { INBOX } from './inboxCopy';
import styles from '../writer/WriterPage.module.css';

type Loaded = { state: 'ready'; inbox: Inbox } | { state: 'error'; message: string } | null;

/**
 * The inbox, once the page runs (the session lives in the browser): newest first, the unread
 * ones marked "New"; opening the page marks them read (the header's bell is told).
 */
function OwnInbox() {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    storiesApi.inbox().then(
      (inbox) => {
        if (!current) return;
        setLoaded({ state: 'ready', inbox });
        if (inbox.unread === 0) return;
        storiesApi.markAllRead().then(
          () => window.dispatchEvent(new Event(NOTIFICATIONS_SEEN_EVENT)),
          () => undefined, // Marked next time.
        );
      },
      (error: unknown) =>
        current &&
        setLoaded({ state: 'error', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!loaded) return null;
  if (loaded.state === 'error') return <p role="alert">{loaded.message}</p>;
  const { notifications } = loaded.inbox;
  if (notifications.length === 0) return <p>{INBOX.none}</p>;
  return (
    <ul aria-label={INBOX.title}>
      {notifications.map((notification) => {
        const { title, body } = INBOX.text(notification);
        return (
          <li key={notification.id}>
            <p>
              {!notification.read && <strong>{INBOX.unread}: </strong>}
              {title}
            </p>
            {body && <p>{body}</p>}
            <p>
              <time dateTime={notification.created_at}>{formatDate(notification.created_at)}</time>
              {notification.link && (
                <>
                  {' · '}
                  <Link to={notification.link}>{INBOX.open}</Link>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** `/notifications`: the signed-in reader's inbox. */
export default function InboxPage() {
  useDocumentTitle(INBOX.title);
  const hydrated = useHydrated();
  const user = useSignedInUser();
  return (
    <>
      <h1 className={styles.heading}>{INBOX.title}</h1>
      <p>
        <Link to={STORY_PATHS.saved}>{SAVES.title}</Link> ·{' '}
        <Link to={STORY_PATHS.following}>{FOLLOWS.title}</Link>
      </p>
      {hydrated && user ? (
        <OwnInbox />
      ) : (
        <p>
          {INBOX.logIn} <Link to={paths.login}>{INBOX.logInLink}</Link>
        </p>
      )}
    </>
  );
}
