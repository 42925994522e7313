import { i18n } from '@thrive/i18n';
import '../catalog';
/**
 * How much data this visit has used, from what the browser itself recorded: Resource Timing's
 * transferSize (compressed body plus headers, 0 for a file from the memory or HTTP cache) of the
 * page and of every file it loaded. A response the service worker answered counts 0: it came
 * from the phone (the worker's own revalidations are small and the page cannot see them).
 * Files of another origin count only when it sends Timing-Allow-Origin (the remotes do).
 */
type TimedEntry = Pick<PerformanceResourceTiming, 'transferSize' | 'workerStart'>;

export function bytesOf(entries: readonly TimedEntry[]): number {
  let total = 0;
  for (const entry of entries) {
    if (entry.workerStart > 0) continue;
    total += entry.transferSize || 0;
  }
  return total;
}

export function bytesThisVisit(performanceApi: Performance = performance): number {
  const entries = [
    ...performanceApi.getEntriesByType('navigation'),
    ...performanceApi.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return bytesOf(entries);
}

/** 182 KB, 1.4 MB (1 KB = 1000 B, as data plans count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** What those bytes roughly cost at a price per GB: "₦0.09", or "under ₦0.01". */
export function formatCost(bytes: number, nairaPerGb: number): string {
  const naira = (bytes / 1e9) * nairaPerGb;
  if (naira < 0.01) return i18n._('ui.dataSaver.underAKobo');
  return `₦${naira.toFixed(2)}`;
}
