import { bytesOf, bytesThisVisit, formatBytes, formatCost } from './dataUsed';

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

  it('reads the navigation and every resource entry the browser recorded', () => {
    const entries: Record<string, { transferSize: number; workerStart: number }[]> = {
      navigation: [{ transferSize: 1_000, workerStart: 0 }],
      resource: [
        { transferSize: 2_000, workerStart: 0 },
        { transferSize: 500, workerStart: 0 },
      ],
    };
    const fake = { getEntriesByType: (type: string) => entries[type] ?? [] };
    expect(bytesThisVisit(fake as unknown as Performance)).toBe(3_500);
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
