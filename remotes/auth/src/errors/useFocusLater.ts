import { useCallback, useEffect, useRef } from 'react';

/**
 * Focuses an element after the next render has been committed, e.g. once a modal has closed.
 * Needed because a busy button is disabled while its call runs, and browsers move focus off a
 * disabled element: the modal that opens afterwards has nothing to hand focus back to.
 */
export function useFocusLater(): (target: HTMLElement | null) => void {
  const pending = useRef<HTMLElement | null>(null);

  // No dependency list on purpose: runs after every commit, after the closing modal's cleanup.
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (target.isConnected && !target.matches(':disabled')) target.focus();
  });

  return useCallback((target: HTMLElement | null) => {
    pending.current = target;
  }, []);
}
