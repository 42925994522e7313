import { createStore } from 'zustand/vanilla';
import { useSyncExternalStore } from 'react';

/** The reader as the API returns it. The spec guarantees `first_name`; the rest is optional. */
export interface SessionUser {
  first_name: string;
  last_name?: string;
  email?: string;
  id?: string;
  premium?: boolean;
  created_at?: string;
  /** 13 to 17 by the year of birth (issue 45): the teen defaults apply. */
  teen?: boolean;
  [field: string]: unknown;
}

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  setSession: (token: string, user: SessionUser) => void;
  clear: () => void;
  /** Re-reads localStorage: used when another tab changes the session. */
  rehydrate: () => void;
}

/** The localStorage keys the spec fixes (SPEC section 3). */
export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'authUser';

type StoredSession = Pick<AuthState, 'token' | 'user'>;

const LOGGED_OUT: StoredSession = { token: null, user: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the session then lives in memory only.
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { first_name?: unknown }).first_name === 'string'
  );
}

/** Reads the stored session; anything missing, partial or corrupt counts as logged out. */
export function readStoredSession(): StoredSession {
  const store = storage();
  if (!store) return LOGGED_OUT;
  try {
    const token = store.getItem(TOKEN_KEY);
    const rawUser = store.getItem(USER_KEY);
    if (!token || !rawUser) return LOGGED_OUT;
    const user: unknown = JSON.parse(rawUser);
    return isSessionUser(user) ? { token, user } : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

function writeStoredSession({ token, user }: StoredSession): void {
  const store = storage();
  if (!store) return;
  try {
    if (token && user) {
      store.setItem(TOKEN_KEY, token);
      store.setItem(USER_KEY, JSON.stringify(user));
    } else {
      store.removeItem(TOKEN_KEY);
      store.removeItem(USER_KEY);
    }
  } catch {
    // Quota or privacy errors: the in-memory session still works for this page.
  }
}

/**
 * Creates a store. The app uses the one `authStore` below — this package is a federated
 * singleton, so the shell and every remote share that instance; tests create their own.
 */
export function createAuthStore() {
  return createStore<AuthState>()((set) => ({
    ...readStoredSession(),
    setSession: (token, user) => {
      writeStoredSession({ token, user });
      set({ token, user });
    },
    clear: () => {
      writeStoredSession(LOGGED_OUT);
      set(LOGGED_OUT);
    },
    rehydrate: () => set(readStoredSession()),
  }));
}

export const authStore = createAuthStore();

let loggedOutView: AuthState | null = null;

/**
 * React hook over the shared store: `useAuth((s) => s.user)`. Public pages are prerendered
 * signed out, so while React hydrates them (and on the server) the hook answers as signed
 * out; the stored session applies in the render right after hydration.
 */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useSyncExternalStore(
    authStore.subscribe,
    () => selector(authStore.getState()),
    () => selector((loggedOutView ??= { ...authStore.getState(), ...LOGGED_OUT })),
  );
}

const signedInUser = () => {
  const { token, user } = authStore.getState();
  return token ? user : null;
};

/**
 * The signed-in reader, or null — null on the server and while a prerendered page hydrates
 * (the HTML was made signed out), then the stored session right after: hydration never
 * mismatches, and the page updates when the reader logs in or out (here or in another tab).
 */
export function useSignedInUser(): SessionUser | null {
  return useSyncExternalStore(authStore.subscribe, signedInUser, () => null);
}
