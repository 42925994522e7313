/**
 * A signed-in tool's session in the browser (the console's admin, the studio's writer): its own
 * zustand store under its own localStorage keys, never the reader's (`authToken` / `authUser`,
 * SPEC section 3), so two people's sessions on one machine never mix. Both keys or neither are
 * kept; blocked storage keeps the session in memory for this page only; another tab signing in
 * or out changes this one too.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

/** `token`, who is signed in under `field` ('email', 'contributor'), and the two changes. */
export type StoredSessionState<Field extends string, Who> = {
  token: string | null;
  signIn: (token: string, who: Who) => void;
  clear: () => void;
} & { [K in Field]: Who | null };

export interface StoredSessionOptions<Field extends string, Who> {
  /** The state's name for who is signed in. */
  field: Field;
  tokenKey: string;
  whoKey: string;
  /** How who is signed in is kept as text (an e-mail as is; an object as JSON). */
  encode: (who: Who) => string;
  decode: (stored: string) => Who;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createStoredSession<Field extends string, Who>(
  options: StoredSessionOptions<Field, Who>,
): StoreApi<StoredSessionState<Field, Who>> {
  const { field, tokenKey, whoKey, encode, decode } = options;
  type State = StoredSessionState<Field, Who>;
  const stateOf = (token: string | null, who: Who | null) =>
    ({ token, [field]: who }) as Pick<State, 'token' | Field>;

  const read = () => {
    try {
      const store = storage();
      const token = store?.getItem(tokenKey) ?? null;
      const saved = store?.getItem(whoKey);
      return token && saved ? stateOf(token, decode(saved)) : stateOf(null, null);
    } catch {
      return stateOf(null, null);
    }
  };
  const write = (token: string | null, who: Who | null) => {
    const store = storage();
    try {
      if (token && who !== null) {
        store?.setItem(tokenKey, token);
        store?.setItem(whoKey, encode(who));
      } else {
        store?.removeItem(tokenKey);
        store?.removeItem(whoKey);
      }
    } catch {
      // Blocked storage: the session lives in memory for this page only.
    }
  };

  const session = createStore<State>()(
    (set) =>
      ({
        ...read(),
        signIn: (token: string, who: Who) => {
          write(token, who);
          set(stateOf(token, who) as Partial<State>);
        },
        clear: () => {
          write(null, null);
          set(stateOf(null, null) as Partial<State>);
        },
      }) as State,
  );

  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.key === tokenKey || event.key === whoKey || event.key === null)
        session.setState(read() as Partial<State>);
    });
  return session;
}
