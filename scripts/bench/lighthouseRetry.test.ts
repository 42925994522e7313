import { LIGHTHOUSE_ATTEMPTS, withTraceRetries } from './lighthouseRetry';

const ok = { score: 99 };
const glitch = { runtimeError: { code: 'NO_NAVSTART', message: 'Please run Lighthouse again.' } };
const noPaint = { runtimeError: { code: 'NO_FCP', message: 'The page did not paint.' } };

function attempts(...results: object[]) {
  const attempt = jest.fn(async () => results.shift()!);
  return attempt;
}

describe('withTraceRetries', () => {
  it('runs again when Lighthouse failed to record the trace, and keeps the good run', async () => {
    const attempt = attempts(glitch, ok);
    const warn = jest.fn();
    await expect(withTraceRetries('/help', attempt, warn)).resolves.toBe(ok);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/help'));
  });

  it('fails at once when the page itself failed (no retry hides it)', async () => {
    const attempt = attempts(noPaint, ok);
    await expect(withTraceRetries('/', attempt, jest.fn())).rejects.toThrow(
      'Lighthouse on /: The page did not paint.',
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('gives up after a bounded number of glitches', async () => {
    const attempt = attempts(...Array.from({ length: LIGHTHOUSE_ATTEMPTS + 1 }, () => glitch));
    await expect(withTraceRetries('/', attempt, jest.fn())).rejects.toThrow(/run Lighthouse again/);
    expect(attempt).toHaveBeenCalledTimes(LIGHTHOUSE_ATTEMPTS);
  });
});
