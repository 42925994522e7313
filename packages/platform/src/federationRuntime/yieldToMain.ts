/**
 * Ends the current task so the browser can paint and handle input before the next step of
 * start-up: on a mid-range phone each step (federation set-up, loading a remote, hydrating) is
 * long enough to block a tap if they all ran as one task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
