import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@thrive/api-client';

export type RemoteData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string; status: number | null };

/**
 * Loads a page's content from the API after the page is on screen. The first render (the
 * prerendered HTML, and the render that hydrates it) is always the loading state, so the two
 * match; the load runs again when `key` changes.
 */
export function useRemoteData<T>(key: string, load: () => Promise<T>) {
  const [result, setResult] = useState<{ key: string; data: RemoteData<T> }>({
    key,
    data: { state: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ key, data: { state: 'ready', data } }),
      (error: unknown) =>
        current &&
        setResult({
          key,
          data: {
            state: 'error',
            message: error instanceof Error ? error.message : String(error),
            status: error instanceof ApiError ? error.status : null,
          },
        }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => {
    setResult({ key, data: { state: 'loading' } });
    setAttempt((n) => n + 1);
  }, [key]);
  return { ...(result.key === key ? result.data : { state: 'loading' as const }), retry };
}
