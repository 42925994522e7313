export {
  authStore,
  createAuthStore,
  readStoredSession,
  useAuth,
  TOKEN_KEY,
  USER_KEY,
  type AuthState,
  type SessionUser,
} from './authStore';
