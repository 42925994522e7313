import {
  bytesOf,
  formatBytes,
  formatCost,
  pageBytes,
  readLedger,
  visitTotal,
  writeLedger,
} from './dataUsed';
import { networkBytesSince } from './workerBytes';

describe('data used on this visit', () => {
  it('adds up what came over the network and counts the service worker’s answers as 0', () => {
    expect(
      bytesOf([
        { transferSize: 14_200, workerStart: 0 },
        { transferSize: 60_300, workerStart: 0 },
        // From the HTTP cache: transferSize 0.
        { transferSize: 0, workerStart: 0 },
        // Answered by the service worker from the phone.
        { transferSize: 9_000, workerStart: 12.5 },
      ]),
    ).toBe(74_500);
  });

  const fakePerformance = (
    entries: Record<string, { transferSize: number; workerStart: number }[]>,
  ) => ({ getEntriesByType: (type: string) => entries[type] ?? [] }) as unknown as Performance;

  it('reads the navigation and every resource entry the browser recorded', () => {
    const fake = fakePerformance({
      navigation: [{ transferSize: 1_000, workerStart: 0 }],
      resource: [
        { transferSize: 2_000, workerStart: 0 },
        { transferSize: 500, workerStart: 0 },
      ],
    });
    expect(pageBytes(false, fake)).toEqual({ bytes: 3_500, fromCache: false });
  });

  it('says a page came from the phone: the browser cache, or the worker’s kept copy', () => {
    const cached = fakePerformance({ navigation: [{ transferSize: 0, workerStart: 0 }] });
    expect(pageBytes(false, cached).fromCache).toBe(true);
    const byWorker = fakePerformance({ navigation: [{ transferSize: 0, workerStart: 3 }] });
    // The worker answered from its kept copy (it marks the page), or fetched the page anew.
    expect(pageBytes(true, byWorker).fromCache).toBe(true);
    expect(pageBytes(false, byWorker).fromCache).toBe(false);
  });

  it('adds every page of the visit and what the worker downloaded for them', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as unknown as Storage;
    const first = readLedger(storage, 1_000);
    expect(visitTotal(first)).toBe(0);
    first.pages['1000'] = 180_000;
    writeLedger(storage, first);
    // The next page (a full load) finds the first one's figure and adds its own.
    const second = readLedger(storage, 9_000);
    expect(second.startedAt).toBe(1_000);
    second.pages['9000'] = 20_000;
    second.workers['8000'] = 45_000;
    writeLedger(storage, second);
    expect(visitTotal(readLedger(storage, 10_000))).toBe(245_000);
    // A damaged figure starts afresh rather than breaking the page.
    store.set('thrive-data-used', '{oops');
    expect(visitTotal(readLedger(storage, 11_000))).toBe(0);
  });

  it('keeps a long visit’s total while folding its oldest pages together', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as unknown as Storage;
    const ledger = readLedger(storage, 0);
    for (let i = 0; i < 250; i += 1) ledger.pages[String(i + 1)] = 10;
    writeLedger(storage, ledger);
    const read = readLedger(storage, 0);
    expect(Object.keys(read.pages).length).toBeLessThanOrEqual(201);
    expect(visitTotal(read)).toBe(2_500);
    for (let i = 250; i < 400; i += 1) read.pages[String(i + 1)] = 10;
    writeLedger(storage, read);
    expect(visitTotal(readLedger(storage, 0))).toBe(4_000);
  });

  it('counts the worker’s own downloads since the visit began (cache hits are 0)', () => {
    const entries = [
      { startTime: 100, transferSize: 5_000 },
      { startTime: 2_000, transferSize: 7_000 },
      { startTime: 3_000, transferSize: 0 },
    ];
    // The worker started at 50,000 ms since the epoch; the visit at 51,000.
    expect(networkBytesSince(entries, 50_000, 51_000)).toBe(7_000);
    expect(networkBytesSince(entries, 50_000, 0)).toBe(12_000);
  });

  it('says sizes as data plans count them', () => {
    expect(formatBytes(640)).toBe('640 B');
    expect(formatBytes(182_400)).toBe('182 KB');
    expect(formatBytes(1_420_000)).toBe('1.4 MB');
  });

  it('prices them at the given naira per GB', () => {
    expect(formatCost(400_000, 475)).toBe('₦0.19');
    expect(formatCost(2_000_000_000, 475)).toBe('₦950.00');
    expect(formatCost(10_000, 475)).toBe('under ₦0.01');
  });
});
