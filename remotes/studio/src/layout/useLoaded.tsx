/**
 * What a studio page reads when it opens (Questions, Readers, Earnings): loading, failed (the
 * API's message, with Try again) or ready, one answer at a time (an answer that arrives after
 * the page moved on is dropped). An answer of the wrong shape (an older API) counts as failed.
 */
import { useCallback, useEffect, useState } from 'react';
import { LoadingState, Problem } from '@thrive/ui';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/**
 * `read` is called again when it changes (make it with useCallback over what it depends on)
 * and on `reload`; `update` changes the value in place (what the page just sent).
 */
export function useLoaded<T>(
  read: () => Promise<unknown>,
  isValue: (answer: unknown) => answer is T,
  failed: string,
) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    read().then(
      (answer) =>
        current &&
        setLoaded(
          isValue(answer)
            ? { state: 'ready', value: answer }
            : { state: 'failed', message: failed },
        ),
      (error: Error) => current && setLoaded({ state: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [read, isValue, failed, round]);

  const reload = useCallback(() => {
    setLoaded({ state: 'loading' });
    setRound((n) => n + 1);
  }, []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setLoaded((now) =>
        now.state === 'ready' ? { state: 'ready', value: change(now.value) } : now,
      ),
    [],
  );
  return { loaded, reload, update };
}

/** The loading line, or the problem with Try again; nothing once ready. */
export function LoadStatus({
  loaded,
  loading,
  failed,
  onRetry,
}: {
  loaded: Loaded<unknown>;
  loading: string;
  failed: string;
  onRetry: () => void;
}) {
  if (loaded.state === 'loading') return <LoadingState label={loading} />;
  if (loaded.state === 'failed')
    return (
      <Problem title={failed} headingLevel={2} onRetry={onRetry}>
        <p>{loaded.message}</p>
      </Problem>
    );
  return null;
}
