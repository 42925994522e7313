import { devRowCount, isLoopbackHost } from './devRows';

describe('development data size switch', () => {
  it('is honoured on loopback hosts only', () => {
    for (const host of ['localhost', 'admin.localhost', '127.0.0.1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(devRowCount(host, '?rows=100000')).toBe(100_000);
    }
    for (const host of ['admin.thrive.ng', 'thrive.ng', 'localhost.evil.com', 'admin']) {
      expect(isLoopbackHost(host)).toBe(false);
      expect(devRowCount(host, '?rows=100000')).toBeNull();
    }
  });

  it('ignores missing, malformed and out-of-range values', () => {
    for (const search of [
      '',
      '?rows=',
      '?rows=abc',
      '?rows=-5',
      '?rows=0',
      '?rows=1e5',
      '?rows=600000',
    ]) {
      expect(devRowCount('admin.localhost', search)).toBeNull();
    }
    expect(devRowCount('admin.localhost', '?page=2&rows=250')).toBe(250);
  });
});
