import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@thrive/api-client';
import { keptPageOutdated } from '@thrive/composition';
import { embeddedData, PageData, type Given } from './pageData';

export type RemoteData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string; status: number | null };

const fromGiven = <T,>(given: Given<T>): RemoteData<T> =>
  given.error
    ? { state: 'error', message: given.error.message, status: given.error.status }
    : { state: 'ready', data: given.data as T };

/**
 * Loads a page's content from the API after the page is on screen. The first render matches
 * the HTML it hydrates: what the server rendered the page with (pageData.tsx: the content, or
 * the API's refusal), else the loading state of the build's prerendered frame. A page the
 * server could not load (the API away) loads again at once; the load runs again when `key`
 * changes. A page painted from the service worker's copy that the server has changed since
 * (a story published after the reader's last visit) loads its content afresh, keeping the
 * copy's on screen until the fresh one is there, and for good if it cannot load (offline).
 * `dataElement` is the data block to render while the server's answer is shown.
 */
export function useRemoteData<T>(
  key: string,
  load: () => Promise<T>,
): RemoteData<T> & { retry: () => void; dataElement: ReactNode } {
  const [initial] = useState(() => {
    const given = embeddedData<T>(key);
    return given === undefined
      ? null
      : {
          key,
          given,
          shown: fromGiven(given),
          // The data page renderer (no document) renders the server's own, current data.
          outdated: typeof document !== 'undefined' && keptPageOutdated(document),
        };
  });
  const [result, setResult] = useState<{ key: string; data: RemoteData<T> }>(() =>
    initial ? { key, data: initial.shown } : { key, data: { state: 'loading' } },
  );
  const [attempt, setAttempt] = useState(0);
  // The server's content (or its "not found") for the first key is on screen: nothing to load.
  const skipLoad = useRef(
    initial !== null &&
      !initial.outdated &&
      (!initial.given.error || initial.given.error.status === 404),
  );
  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return;
    }
    let current = true;
    // Content already on screen (an outdated copy's) stays there if the fresh one cannot load.
    const keepsShown = attempt === 0 && initial?.key === key && initial.shown.state === 'ready';
    load().then(
      (data) => current && setResult({ key, data: { state: 'ready', data } }),
      (error: unknown) =>
        current &&
        !keepsShown &&
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
    initial?.key === key && data === initial.shown ? (
      <PageData dataKey={key} given={initial.given} />
    ) : null;
  return { ...data, retry, dataElement };
}
