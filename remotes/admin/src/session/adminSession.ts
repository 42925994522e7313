/**
 * The administrator's session in the browser. Its own store and its own storage keys, so it
 * never collides with the reader's session (`authToken` / `authUser`, SPEC section 3) even
 * when both live on the same machine (@thrive/auth-store's createStoredSession, as the studio's).
 */
import { createStoredSession, useStore, type StoredSessionState } from '@thrive/auth-store';

export const ADMIN_TOKEN_KEY = 'thriveAdminToken';
export const ADMIN_EMAIL_KEY = 'thriveAdminEmail';

export type AdminSessionState = StoredSessionState<'email', string>;

export const adminSession = createStoredSession({
  field: 'email',
  tokenKey: ADMIN_TOKEN_KEY,
  whoKey: ADMIN_EMAIL_KEY,
  encode: (email: string) => email,
  decode: (stored) => stored,
});

export function useAdminSession<T>(selector: (state: AdminSessionState) => T): T {
  return useStore(adminSession, selector);
}
