/**
 * The contributor's studio session in the browser: its own store and its own storage keys,
 * never the reader's (`authToken` / `authUser`, SPEC section 3) nor the console's, so a reader
 * signed in on the same machine never sends their token to the studio, nor a writer theirs to
 * a reader's page (@thrive/auth-store's createStoredSession, as the console's).
 */
import { createStoredSession, useStore, type StoredSessionState } from '@thrive/auth-store';
import type { Contributor } from '@thrive/reader-contract/schemas';

export const STUDIO_TOKEN_KEY = 'thriveStudioToken';
export const STUDIO_CONTRIBUTOR_KEY = 'thriveStudioContributor';

export type StudioSessionState = StoredSessionState<'contributor', Contributor>;

export const studioSession = createStoredSession({
  field: 'contributor',
  tokenKey: STUDIO_TOKEN_KEY,
  whoKey: STUDIO_CONTRIBUTOR_KEY,
  encode: (contributor: Contributor) => JSON.stringify(contributor),
  decode: (stored) => JSON.parse(stored) as Contributor,
});

export function useStudioSession<T>(selector: (state: StudioSessionState) => T): T {
  return useStore(studioSession, selector);
}
