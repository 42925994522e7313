import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon, BookIcon, ChatIcon, HeartIcon, PenIcon } from '../common/icons';
import styles from './Profile.module.css';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character a person sees: a whole grapheme (an emoji, a letter with its accent). */
function firstGrapheme(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/** The avatar's letters: the first grapheme of the first and last names ('Zainab 🌙 Musa' → 'ZM'). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => firstGrapheme(word).toLocaleUpperCase()).join('');
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

/**
 * SPEC section 2's four placeholder activities: shown only while nothing real is recorded
 * for this person, under a label that says they are examples.
 */
export const ACTIVITY_ITEMS = [
  { text: 'You answered a question', icon: ChatIcon },
  { text: 'You added a story', icon: BookIcon },
  { text: 'You liked a question', icon: HeartIcon },
  { text: 'You added a comment', icon: PenIcon },
] as const;

/** The country part of a 'State, Country' location. */
export function countryOf(location: string): string {
  const parts = location.split(',');
  return (parts[parts.length - 1] ?? '').trim();
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-NG');
}
