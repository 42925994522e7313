/**
 * Runs `task` after the load event, when the main thread is next idle (hydration done): how the
 * page starts the service worker without competing with the first paint on a slow link.
 */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: 10_000 })
      : window.setTimeout(task, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
