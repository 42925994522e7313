export {
  authStore,
  createAuthStore,
  readStoredSession,
  useAuth,
  useSignedInUser,
  TOKEN_KEY,
  USER_KEY,
  type AuthState,
  type SessionUser,
} from './authStore';
export {
  createStoredSession,
  type StoredSessionOptions,
  type StoredSessionState,
} from './storedSession';

/**
 * zustand's React binding, through the shared package: every app that keeps a store of its own
 * (the admin session) binds it with the one zustand the shell provides, so the platform's skew
 * gate sees zustand provided by the shell as the singleton the remotes share.
 */
export { useStore } from 'zustand';
