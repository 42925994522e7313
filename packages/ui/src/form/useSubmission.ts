import { useCallback, useState } from 'react';

export type Submission<T> =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; result: T }
  | { state: 'failed'; message: string }
  /** No connection: kept on the device, sent when it is back (@thrive/api-client postOrKeep). */
  | { state: 'saved'; message: string };

/**
 * The life of one form submission. `run` is the API call (`post()` from @thrive/api-client,
 * which throws an ApiError whose message is the server's `error` or the caller's fallback).
 * Nothing here ever reports success without the server's answer.
 */
export function useSubmission<T>(fallbackMessage: string) {
  const [submission, setSubmission] = useState<Submission<T>>({ state: 'idle' });

  const submit = useCallback(
    async (run: () => Promise<T>): Promise<boolean> => {
      setSubmission({ state: 'sending' });
      try {
        const result = await run();
        setSubmission({ state: 'sent', result });
        return true;
      } catch (error) {
        if (error instanceof Error && (error as { savedForLater?: unknown }).savedForLater) {
          setSubmission({ state: 'saved', message: error.message });
          return false;
        }
        const message = error instanceof Error && error.message ? error.message : fallbackMessage;
        setSubmission({ state: 'failed', message });
        return false;
      }
    },
    [fallbackMessage],
  );

  const reset = useCallback(() => setSubmission({ state: 'idle' }), []);

  return { submission, submit, reset };
}
