/**
 * What the service worker downloaded itself (issue 44): a page it answers shows the reader's
 * browser no download (workerStart > 0, counted 0 by the page), so the worker says what its own
 * fetches cost. No imports: the worker's bundle takes this file alone.
 */
export const DATA_USED_MESSAGE = 'thrive-data-used';

export interface DataUsedAsk {
  type: typeof DATA_USED_MESSAGE;
  /** Epoch milliseconds: the visit's start. */
  since: number;
}

export interface WorkerBytes {
  /** The worker instance (its time origin): a restarted worker starts counting afresh. */
  instance: number;
  bytes: number;
}

type TimedEntry = Pick<PerformanceResourceTiming, 'transferSize' | 'startTime'>;

/** Bytes the worker's own fetches transferred since `since` (HTTP-cache hits are 0). */
export function networkBytesSince(
  entries: readonly TimedEntry[],
  timeOrigin: number,
  since: number,
): number {
  let total = 0;
  for (const entry of entries) {
    if (timeOrigin + entry.startTime >= since) total += entry.transferSize || 0;
  }
  return total;
}
