import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@thrive/api-client';
import { embeddedData, PageData } from './pageData';

export type RemoteData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string; status: number | null };

/**
 * Loads a page's content from the API after the page is on screen. The first render matches
 * the HTML it hydrates: the content the server rendered the page with (pageData.tsx), else the
 * loading state of the build's prerendered frame; the load runs again when `key` changes.
 * `dataElement` is the data block to render while the server's content is shown.
 */
export function useRemoteData<T>(
  key: string,
  load: () => Promise<T>,
): RemoteData<T> & { retry: () => void; dataElement: ReactNode } {
  const [initial] = useState(() => {
    const data = embeddedData<T>(key);
    return data === undefined ? null : { key, data };
  });
  const [result, setResult] = useState<{ key: string; data: RemoteData<T> }>(() =>
    initial
      ? { key, data: { state: 'ready', data: initial.data } }
      : { key, data: { state: 'loading' } },
  );
  const [attempt, setAttempt] = useState(0);
  // The server's content for the first key is on screen already: nothing to load for it.
  const skipLoad = useRef(initial !== null);
  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return;
    }
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
  const data: RemoteData<T> = result.key === key ? result.data : { state: 'loading' };
  const dataElement =
    initial?.key === key && data.state === 'ready' ? (
      <PageData dataKey={key} data={data.data} />
    ) : null;
  return { ...data, retry, dataElement };
}
