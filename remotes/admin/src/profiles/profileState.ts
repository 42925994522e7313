import type { UserRecord, WriterRecord } from '../data/types';

/** Navigation state a list's Name link carries to a profile: the row itself. */
export interface ProfileState<T> {
  user: T;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const strings = (value: Loose, keys: string[]) => keys.every((k) => typeof value[k] === 'string');

/** The `user` in navigation state when it belongs to the profile URL's id. */
function userFrom(state: unknown, userid: string | undefined): Loose | null {
  if (!isObject(state) || !isObject(state.user)) return null;
  const user = state.user;
  if (!strings(user, ['name', 'username', 'email', 'phone_number'])) return null;
  if (typeof user.follower_count !== 'number') return null;
  // A profile URL names one person: state that belongs to somebody else is not theirs.
  if (userid !== undefined && String(user._id) !== userid) return null;
  return user;
}

/** The writer passed in navigation state, or null ('User Not Found'). */
export function writerFromState(state: unknown, userid: string | undefined): WriterRecord | null {
  const user = userFrom(state, userid);
  if (!user || !strings(user, ['display_name', 'location', 'genre'])) return null;
  return user as unknown as WriterRecord;
}

/** The reader passed in navigation state, or null ('User Not Found'). */
export function readerFromState(state: unknown, userid: string | undefined): UserRecord | null {
  const user = userFrom(state, userid);
  if (!user || typeof user.isActive !== 'boolean') return null;
  if (!isObject(user.location) || !strings(user.location, ['State', 'Country'])) return null;
  return user as unknown as UserRecord;
}
