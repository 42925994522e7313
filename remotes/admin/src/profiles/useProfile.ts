import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../api/adminApi';
import type { ListKind } from '../api/types';

export type ProfileState<T> =
  | { kind: 'loading' }
  | { kind: 'found'; person: T }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string };

/** A profile fetched by the id in the URL, so it survives a reload ('User Not Found' on 404). */
export function useProfile<T>(list: ListKind, userid: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: ProfileState<T> } | null>(null);
  const valid = userid !== undefined && /^\d{1,10}$/.test(userid);
  const key = `${list}/${userid}/${attempt}`;
  useEffect(() => {
    if (!valid) return;
    let current = true;
    adminApi
      .get<{ person: T }>(`/admin/${list}/${userid}`, 'The profile could not be loaded.')
      .then(
        (answer) => {
          if (current) setResult({ key, state: { kind: 'found', person: answer.person } });
        },
        (error: Error & { status?: number | null }) => {
          if (!current) return;
          setResult({
            key,
            state:
              error.status === 404
                ? { kind: 'not-found' }
                : { kind: 'error', message: error.message },
          });
        },
      );
    return () => {
      current = false;
    };
  }, [key, list, userid, valid]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** The person as an action on the profile left them (the server's answer, or the choice). */
  const replace = useCallback(
    (person: T) => setResult({ key, state: { kind: 'found', person } }),
    [key],
  );
  const state: ProfileState<T> = !valid
    ? { kind: 'not-found' }
    : result?.key === key
      ? result.state
      : { kind: 'loading' };
  return { state, retry, replace };
}
