/**
 * Topic filters (issue 45): the themes a reader chose not to see (story genres and content
 * warnings). The choice lives in a cookie, without an account: the page server sets it from a
 * plain form post (HIDDEN_TOPICS_PATH) and passes it to the server render of every story page;
 * the browser reads the same cookie, so a page hydrates as it was rendered.
 */
import { cookieValue } from './dataSaver';

export const HIDDEN_TOPICS_COOKIE = 'thrive_hidden_topics';
/** Where the "Hide topics" form posts: the server sets the cookie and sends the reader back (303). */
export const HIDDEN_TOPICS_PATH = '/__thrive/hidden-topics';
/** The "Hide topics" panel's id on /stories: the crisis help links to it. */
export const HIDE_TOPICS_ID = 'hide-topics';
/** A year: the choice stays until the reader changes it. */
export const HIDDEN_TOPICS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The story genres (as @thrive/admin-contract GENRES states them) a reader can hide. */
const GENRE_TOPICS = [
  'Tech & Innovation',
  'Career',
  'Mental Health',
  'Relationship',
  'Faith',
  'How to?',
  'Health',
  'History',
  'Lifestyle',
  'Business',
  'Psychology',
] as const;

/** The content warnings writers put on stories that a reader can hide. */
const WARNING_TOPICS = [
  'Grief',
  'Death of a parent',
  'Self-harm',
  'Suicide',
  'Abuse',
  'Sexual violence',
  'Eating disorders',
  'Substance use',
] as const;

export interface Topic {
  /** Its key in the cookie and the form: lower case letters, digits and dashes. */
  key: string;
  /** As stories name it (a genre, or a content warning matched without regard to case). */
  name: string;
  kind: 'genre' | 'warning';
}

const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const TOPICS: readonly Topic[] = [
  ...GENRE_TOPICS.map((name) => ({ key: keyOf(name), name, kind: 'genre' as const })),
  ...WARNING_TOPICS.map((name) => ({ key: keyOf(name), name, kind: 'warning' as const })),
];
const BY_KEY = new Map(TOPICS.map((topic) => [topic.key, topic]));
const BY_NAME = new Map(TOPICS.map((topic) => [topic.name.toLowerCase(), topic]));

/**
 * The known topic keys among `values` (a cookie's or a form's), each once, in TOPICS' order:
 * anything else (unknown, malformed, over-long) is ignored.
 */
export function knownTopicKeys(values: readonly unknown[]): string[] {
  const asked = new Set(values.filter((value): value is string => typeof value === 'string'));
  return TOPICS.filter((topic) => asked.has(topic.key)).map((topic) => topic.key);
}

/** The topics a Cookie header hides (none when it has no valid choice). */
export function hiddenTopicsFromCookie(cookieHeader: string): string[] {
  const value = cookieValue(cookieHeader, HIDDEN_TOPICS_COOKIE);
  if (!value || value.length > 1024) return [];
  return knownTopicKeys(value.split('.'));
}

/** The Set-Cookie value that keeps the choice (none chosen: the cookie is removed). */
export function hiddenTopicsCookie(keys: readonly string[], secure: boolean): string {
  const known = knownTopicKeys(keys);
  return (
    `${HIDDEN_TOPICS_COOKIE}=${known.join('.')}; Path=/; ` +
    `Max-Age=${known.length ? HIDDEN_TOPICS_MAX_AGE_SECONDS : 0}; SameSite=Lax` +
    (secure ? '; Secure' : '')
  );
}

/**
 * The first theme of a story that the reader hides (its genre, else a content warning), as the
 * story names it, or null when none is hidden.
 */
export function hiddenThemeOf(
  story: { genre: string; content_warnings: readonly string[] },
  hidden: readonly string[],
): string | null {
  if (hidden.length === 0) return null;
  for (const name of [story.genre, ...story.content_warnings]) {
    const topic = BY_NAME.get(name.trim().toLowerCase());
    if (topic && hidden.includes(topic.key)) return name;
  }
  return null;
}

export const topicByKey = (key: string): Topic | undefined => BY_KEY.get(key);
