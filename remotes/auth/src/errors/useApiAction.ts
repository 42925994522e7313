import { ApiError } from '@thrive/api-client';
import { useCallback, useRef, useState } from 'react';
import { useFocusLater } from './useFocusLater';

/**
 * `proofNeeded`: the API asks this session to prove again it is its owner (403 REAUTHENTICATE,
 * a second-factor change or ending other sessions); no error is shown, the page asks for it.
 */
export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; proofNeeded?: boolean };

export interface ApiAction {
  /** True while a call runs: drives the button's progress state. */
  busy: boolean;
  /** The message of the last failure, until `dismissError`. */
  error: string | null;
  /** Closes the error and puts focus back where the reader started the call. */
  dismissError: () => void;
  /**
   * Runs `action` unless one is already running (no double submits) and records a failure's
   * message for the error modal.
   */
  run: <T>(action: () => Promise<T>) => Promise<ActionOutcome<T>>;
}

/**
 * Busy and error state for a call made from a form or a button. `onSessionEnded`: a signed-in
 * page's calls answered 401 (the session ended elsewhere or timed out) call it instead of
 * showing an error.
 */
export function useApiAction(fallbackMessage: string, onSessionEnded?: () => void): ApiAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two clicks in the same frame would both see the state from before the first.
  const running = useRef(false);
  // Where the call was started from (the button, or the field Enter was pressed in).
  const origin = useRef<HTMLElement | null>(null);
  const focusLater = useFocusLater();

  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<ActionOutcome<T>> => {
      if (running.current) return { ok: false };
      running.current = true;
      origin.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setBusy(true);
      try {
        return { ok: true, value: await action() };
      } catch (failure) {
        if (onSessionEnded && failure instanceof ApiError && failure.status === 401) {
          onSessionEnded();
          return { ok: false };
        }
        if (failure instanceof ApiError && failure.code === 'REAUTHENTICATE')
          return { ok: false, proofNeeded: true };
        // ApiError messages are written for people; anything else is a bug, so say less.
        setError(failure instanceof ApiError ? failure.message : fallbackMessage);
        return { ok: false };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [fallbackMessage, onSessionEnded],
  );

  const dismissError = useCallback(() => {
    setError(null);
    focusLater(origin.current);
  }, [focusLater]);
  return { busy, error, dismissError, run };
}
