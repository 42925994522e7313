/**
 * The administrator's session in the browser. Its own store and its own storage keys, so it
 * never collides with the reader's session (`authToken` / `authUser`, SPEC section 3) even
 * when both live on the same machine.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from '@thrive/auth-store';

export const ADMIN_TOKEN_KEY = 'thriveAdminToken';
export const ADMIN_EMAIL_KEY = 'thriveAdminEmail';

export interface AdminSessionState {
  token: string | null;
  email: string | null;
  signIn: (token: string, email: string) => void;
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Pick<AdminSessionState, 'token' | 'email'> {
  const store = storage();
  try {
    const token = store?.getItem(ADMIN_TOKEN_KEY) ?? null;
    const email = store?.getItem(ADMIN_EMAIL_KEY) ?? null;
    return token && email ? { token, email } : { token: null, email: null };
  } catch {
    return { token: null, email: null };
  }
}

function write(token: string | null, email: string | null): void {
  const store = storage();
  try {
    if (token && email) {
      store?.setItem(ADMIN_TOKEN_KEY, token);
      store?.setItem(ADMIN_EMAIL_KEY, email);
    } else {
      store?.removeItem(ADMIN_TOKEN_KEY);
      store?.removeItem(ADMIN_EMAIL_KEY);
    }
  } catch {
    // Blocked storage: the session lives in memory for this page only.
  }
}

export const adminSession = createStore<AdminSessionState>()((set) => ({
  ...read(),
  signIn: (token, email) => {
    write(token, email);
    set({ token, email });
  },
  clear: () => {
    write(null, null);
    set({ token: null, email: null });
  },
}));

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === ADMIN_EMAIL_KEY || event.key === null)
      adminSession.setState(read());
  });
}

export function useAdminSession<T>(selector: (state: AdminSessionState) => T): T {
  return useStore(adminSession, selector);
}
