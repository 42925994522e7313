import { authStore } from '@thrive/auth-store';
import { post } from './apiClient';

/** The reader API's logout: revokes the bearer token on the server. */
export const LOGOUT_PATH = '/reader/logout';

/**
 * Logs the reader out everywhere on this site: asks the API to revoke the token, then clears
 * the shared session (every open tab follows through the storage event). The local session
 * is cleared even when the API cannot be reached: the reader asked to leave.
 */
export async function logOut(): Promise<void> {
  try {
    if (authStore.getState().token) await post(LOGOUT_PATH, {}, 'Logout failed.');
  } catch (error) {
    console.error('API Error:', error);
  } finally {
    authStore.getState().clear();
  }
}
