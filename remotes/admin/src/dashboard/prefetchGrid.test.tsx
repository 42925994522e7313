import { cleanup, screen } from '@testing-library/react';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { renderPage } from '../testing/renderApp';
import DashboardPage from './DashboardPage';
import { IDLE_FALLBACK_MS, prefersNoPrefetch, scheduleGridPrefetch } from './prefetchGrid';

// The grid page's module: evaluating it is what a prefetch of its chunks amounts to in Jest.
const mockGridPageLoaded = jest.fn();
jest.mock('../lists/ListPage', () => {
  mockGridPageLoaded();
  return { ListPage: () => null };
});

type Connection = { saveData?: boolean; effectiveType?: string };

/** A window with an idle callback queue the test runs by hand. */
function fakeWindow({ connection, idle = true }: { connection?: Connection; idle?: boolean } = {}) {
  const idleCallbacks = new Map<number, () => void>();
  let next = 1;
  const win = {
    navigator: { connection } as unknown as Navigator,
    setTimeout: jest.fn((fn: () => void, ms: number) => window.setTimeout(fn, ms)),
    clearTimeout: jest.fn((id: number) => window.clearTimeout(id)),
    ...(idle && {
      requestIdleCallback: jest.fn((fn: () => void) => {
        idleCallbacks.set(next, fn);
        return next++;
      }),
      cancelIdleCallback: jest.fn((id: number) => idleCallbacks.delete(id)),
    }),
  };
  const runIdle = () => {
    for (const [id, fn] of idleCallbacks) {
      idleCallbacks.delete(id);
      fn();
    }
  };
  return { win: win as unknown as Window, runIdle, idleCallbacks };
}

describe('prefetching the grid on the dashboard', () => {
  it('fetches nothing until the browser is idle, then the grid', () => {
    const load = jest.fn(() => Promise.resolve());
    const { win, runIdle } = fakeWindow();
    scheduleGridPrefetch(load, win);
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the page is left before the browser is idle', () => {
    const load = jest.fn(() => Promise.resolve());
    const { win, runIdle, idleCallbacks } = fakeWindow();
    const cancel = scheduleGridPrefetch(load, win);
    cancel();
    expect(idleCallbacks.size).toBe(0);
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['Data Saver is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('schedules nothing when %s', (_case, connection) => {
    const load = jest.fn(() => Promise.resolve());
    const { win, runIdle } = fakeWindow({ connection });
    scheduleGridPrefetch(load, win);
    runIdle();
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    expect(win.setTimeout).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('prefetches on fast connections and where the browser says nothing about it', () => {
    expect(prefersNoPrefetch({ connection: { effectiveType: '4g' } } as unknown as Navigator)).toBe(
      false,
    );
    expect(prefersNoPrefetch({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toBe(
      false,
    );
    expect(prefersNoPrefetch({} as Navigator)).toBe(false);
  });

  describe('without requestIdleCallback (Safari)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits a moment after the dashboard shows instead', () => {
      const load = jest.fn(() => Promise.resolve());
      const { win } = fakeWindow({ idle: false });
      scheduleGridPrefetch(load, win);
      jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
      expect(load).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('and cancels that wait when the page is left', () => {
      const load = jest.fn(() => Promise.resolve());
      const { win } = fakeWindow({ idle: false });
      scheduleGridPrefetch(load, win)();
      jest.advanceTimersByTime(IDLE_FALLBACK_MS);
      expect(load).not.toHaveBeenCalled();
    });
  });

  it('a failed prefetch is not an error (opening a list loads it again)', async () => {
    const rejected = Promise.reject(new Error('offline'));
    const load = jest.fn(() => rejected);
    const { win, runIdle } = fakeWindow();
    scheduleGridPrefetch(load, win);
    runIdle();
    await expect(rejected).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('the dashboard page', () => {
    let idle: (() => void) | null;
    beforeEach(() => {
      new FakeAdminApi({ writers: 3, users: 3, consultants: 1 }).install();
      mockGridPageLoaded.mockClear();
      jest.resetModules();
      idle = null;
      window.requestIdleCallback = jest.fn((fn: IdleRequestCallback) => {
        idle = () => fn({ didTimeout: false, timeRemaining: () => 50 });
        return 1;
      });
      window.cancelIdleCallback = jest.fn(() => {
        idle = null;
      });
    });
    afterEach(() => {
      cleanup();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
      delete (navigator as Navigator & { connection?: Connection }).connection;
    });

    it('loads the grid page once the browser is idle', async () => {
      renderPage(<DashboardPage />);
      await screen.findAllByText('3');
      expect(window.requestIdleCallback).toHaveBeenCalled();
      expect(mockGridPageLoaded).not.toHaveBeenCalled();
      idle!();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mockGridPageLoaded).toHaveBeenCalledTimes(1);
    });

    it('does not fetch it with Data Saver on', () => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true },
        configurable: true,
      });
      renderPage(<DashboardPage />);
      expect(window.requestIdleCallback).not.toHaveBeenCalled();
      expect(mockGridPageLoaded).not.toHaveBeenCalled();
    });

    it('cancels the prefetch when the admin leaves the dashboard first', () => {
      const { unmount } = renderPage(<DashboardPage />);
      unmount();
      expect(window.cancelIdleCallback).toHaveBeenCalled();
      expect(idle).toBeNull();
    });
  });
});
