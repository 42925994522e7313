import { i18n } from '@thrive/i18n';
import '../catalog';
/**
 * How much data this visit has used, from what the browser itself recorded: Resource Timing's
 * transferSize (compressed body plus headers, 0 for a file from the memory or HTTP cache) of
 * each page and of every file it loaded, plus what the service worker downloaded for the pages
 * it answered (workerBytes.ts). A visit is this tab's session: each page's figure is kept in
 * sessionStorage, so the count goes on across full page loads. Files of another origin count
 * only when it sends Timing-Allow-Origin (the remotes do).
 */
type TimedEntry = Pick<PerformanceResourceTiming, 'transferSize' | 'workerStart'>;

/** What came over the network for the page itself (the worker's answers count 0 here). */
export function bytesOf(entries: readonly TimedEntry[]): number {
  let total = 0;
  for (const entry of entries) {
    if (entry.workerStart > 0) continue;
    total += entry.transferSize || 0;
  }
  return total;
}

/**
 * This page's own bytes, and whether the page itself came from the phone: the browser's cache
 * (no transfer), or the service worker's kept copy (`keptCopy`: it marks the page's <html>).
 */
export function pageBytes(
  keptCopy: boolean,
  performanceApi: Performance = performance,
): {
  bytes: number;
  fromCache: boolean;
} {
  const [navigation] = performanceApi.getEntriesByType('navigation') as PerformanceResourceTiming[];
  const entries = [
    ...(navigation ? [navigation] : []),
    ...(performanceApi.getEntriesByType('resource') as PerformanceResourceTiming[]),
  ];
  return {
    bytes: bytesOf(entries),
    fromCache: navigation
      ? navigation.workerStart > 0
        ? keptCopy
        : navigation.transferSize === 0
      : false,
  };
}

/** The visit so far: each page's bytes (by its time origin) and each worker instance's. */
export interface VisitLedger {
  startedAt: number;
  pages: Record<string, number>;
  workers: Record<string, number>;
}

const LEDGER_KEY = 'thrive-data-used';
/** Enough for a long visit; the oldest pages' figures are folded together past it. */
const MAX_PAGES = 200;
const EARLIER = 'earlier';

export function readLedger(storage: Storage | undefined, now: number): VisitLedger {
  try {
    const parsed = JSON.parse(storage?.getItem(LEDGER_KEY) ?? 'null') as VisitLedger | null;
    if (parsed && typeof parsed.startedAt === 'number' && parsed.pages && parsed.workers)
      return parsed;
  } catch {
    // A damaged figure starts the count again.
  }
  return { startedAt: now, pages: {}, workers: {} };
}

export function writeLedger(storage: Storage | undefined, ledger: VisitLedger): void {
  const keys = Object.keys(ledger.pages).filter((key) => key !== EARLIER);
  if (keys.length > MAX_PAGES) {
    const folded = keys.slice(0, keys.length - MAX_PAGES);
    let sum = ledger.pages[EARLIER] ?? 0;
    for (const key of folded) {
      sum += ledger.pages[key] ?? 0;
      delete ledger.pages[key];
    }
    ledger.pages[EARLIER] = sum;
  }
  try {
    storage?.setItem(LEDGER_KEY, JSON.stringify(ledger));
  } catch {
    // Storage full or refused: this page's figure still shows.
  }
}

/** Every page's and every worker's bytes: what the visit has used. */
export const visitTotal = (ledger: VisitLedger) =>
  [...Object.values(ledger.pages), ...Object.values(ledger.workers)].reduce((a, b) => a + b, 0);

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
