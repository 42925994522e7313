import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon, BookIcon, ChatIcon, HeartIcon, PenIcon } from '../common/icons';
import styles from './Profile.module.css';

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Back (history back) and the username heading. */
export function ProfileHeader({ username, children }: { username: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} onClick={() => navigate(-1)}>
        <ArrowLeftIcon size={18} />
        Back
      </button>
      <h1 className={styles.username}>@{username}</h1>
      {children}
    </header>
  );
}

export function Card({
  title,
  headingId,
  className,
  children,
}: {
  title: string;
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** A definition list of detail rows. */
export function Details({ children }: { children: ReactNode }) {
  return <dl className={styles.details}>{children}</dl>;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** SPEC section 2: the activity feed is four static placeholders. */
export const ACTIVITY_ITEMS = [
  { text: 'You answered a question', icon: ChatIcon },
  { text: 'You added a story', icon: BookIcon },
  { text: 'You liked a question', icon: HeartIcon },
  { text: 'You added a comment', icon: PenIcon },
] as const;

export function ActivityFeed() {
  return (
    <Card title="Recent activities" headingId="activity-heading" className={styles.feedCard}>
      <ol className={styles.feed}>
        {ACTIVITY_ITEMS.map(({ text, icon: Icon }) => (
          <li key={text} className={styles.feedItem}>
            <span className={styles.feedIcon}>
              <Icon size={18} />
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The country part of a 'State, Country' location. */
export function countryOf(location: string): string {
  const parts = location.split(',');
  return (parts[parts.length - 1] ?? '').trim();
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-NG');
}
