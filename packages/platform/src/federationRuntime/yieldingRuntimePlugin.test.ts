import yieldingRuntimePlugin from './yieldingRuntimePlugin';

type Hook = (args?: unknown) => Promise<unknown>;

/** Whether `pending` has settled once every callback already queued has run. */
async function settledAfterMicrotasks(pending: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void pending.then(() => (settled = true));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return settled;
}

describe('yieldingRuntimePlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const plugin = yieldingRuntimePlugin() as unknown as Record<string, Hook>;

  it.each(['beforeLoadShare', 'beforeRequest', 'beforeExecuteFactory'])(
    '%s goes on only in a later task, so the start-up is not one long task',
    async (hook) => {
      const step = plugin[hook]!({ pkgName: 'react' });
      // Promise callbacks alone (the same task) do not let it through…
      expect(await settledAfterMicrotasks(step)).toBe(false);
      // …the next task does.
      jest.runOnlyPendingTimers();
      expect(await settledAfterMicrotasks(step)).toBe(true);
    },
  );

  it('passes the waterfall hooks’ arguments on unchanged (it alters no choice)', async () => {
    const shareArgs = { pkgName: 'react', shared: {} };
    const requestArgs = { id: 'auth/App', options: {} };
    const share = plugin.beforeLoadShare!(shareArgs);
    const request = plugin.beforeRequest!(requestArgs);
    jest.runOnlyPendingTimers();
    await expect(share).resolves.toBe(shareArgs);
    await expect(request).resolves.toBe(requestArgs);
  });

  it('yields with the browser’s scheduler where there is one (input first, then the rest)', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: schedulerYield } });
    try {
      await plugin.beforeLoadShare!({ pkgName: 'react' });
      expect(schedulerYield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
