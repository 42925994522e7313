import type { UserRecord, WriterRecord } from '../data/types';

/** Navigation state a list's Name link carries to a profile: the row itself. */
export interface ProfileState<T> {
  user: T;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function userFrom(state: unknown, userid: string | undefined): Record<string, unknown> | null {
  if (!isObject(state) || !isObject(state.user)) return null;
  const user = state.user;
  if (typeof user.name !== 'string' || typeof user.username !== 'string') return null;
  // A profile URL names one person: state that belongs to somebody else is not theirs.
  if (userid !== undefined && String(user._id) !== userid) return null;
  return user;
}

/** The writer passed in navigation state, or null ('User Not Found'). */
export function writerFromState(state: unknown, userid: string | undefined): WriterRecord | null {
  const user = userFrom(state, userid);
  return user && typeof user.location === 'string' ? (user as unknown as WriterRecord) : null;
}

/** The reader passed in navigation state, or null ('User Not Found'). */
export function readerFromState(state: unknown, userid: string | undefined): UserRecord | null {
  const user = userFrom(state, userid);
  return user && isObject(user.location) ? (user as unknown as UserRecord) : null;
}
