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
