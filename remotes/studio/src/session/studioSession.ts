/**
 * The contributor's studio session in the browser: its own store and its own storage keys,
 * never the reader's (`authToken` / `authUser`, SPEC section 3) nor the console's, so a reader
 * signed in on the same machine never sends their token to the studio, nor a writer theirs to
 * a reader's page.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from '@thrive/auth-store';
import type { Contributor } from '@thrive/reader-contract/schemas';

export const STUDIO_TOKEN_KEY = 'thriveStudioToken';
export const STUDIO_CONTRIBUTOR_KEY = 'thriveStudioContributor';

export interface StudioSessionState {
  token: string | null;
  contributor: Contributor | null;
  signIn: (token: string, contributor: Contributor) => void;
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Pick<StudioSessionState, 'token' | 'contributor'> {
  try {
    const store = storage();
    const token = store?.getItem(STUDIO_TOKEN_KEY) ?? null;
    const saved = store?.getItem(STUDIO_CONTRIBUTOR_KEY);
    const contributor = saved ? (JSON.parse(saved) as Contributor) : null;
    return token && contributor ? { token, contributor } : { token: null, contributor: null };
  } catch {
    return { token: null, contributor: null };
  }
}

function write(token: string | null, contributor: Contributor | null): void {
  const store = storage();
  try {
    if (token && contributor) {
      store?.setItem(STUDIO_TOKEN_KEY, token);
      store?.setItem(STUDIO_CONTRIBUTOR_KEY, JSON.stringify(contributor));
    } else {
      store?.removeItem(STUDIO_TOKEN_KEY);
      store?.removeItem(STUDIO_CONTRIBUTOR_KEY);
    }
  } catch {
    // Blocked storage: the session lives in memory for this page only.
  }
}

export const studioSession = createStore<StudioSessionState>()((set) => ({
  ...read(),
  signIn: (token, contributor) => {
    write(token, contributor);
    set({ token, contributor });
  },
  clear: () => {
    write(null, null);
    set({ token: null, contributor: null });
  },
}));

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === STUDIO_TOKEN_KEY ||
      event.key === STUDIO_CONTRIBUTOR_KEY ||
      event.key === null
    )
      studioSession.setState(read());
  });
}

export function useStudioSession<T>(selector: (state: StudioSessionState) => T): T {
  return useStore(studioSession, selector);
}
