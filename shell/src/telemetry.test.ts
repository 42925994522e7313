import { DEFAULT_RUNTIME_CONFIG } from '@thrive/platform';
import { telemetryPlugin, type RemoteLoad } from './telemetry';

type Hooks = {
  beforeRequest: (args: { id: string }) => unknown;
  onLoad: (args: { id: string }) => unknown;
  errorLoadRemote: (args: { id: string; lifecycle: string }) => unknown;
};

function setUp(locations = DEFAULT_RUNTIME_CONFIG.remotes) {
  let clock = 0;
  const sent: { url: string; loads: RemoteLoad[] }[] = [];
  const manifests = {
    auth: locations.auth.manifest,
    marketing: 'https://staging.thrive.ng/marketing/mf-manifest.json',
  };
  const plugin = telemetryPlugin({
    apiBaseUrl: 'https://api.thrive.ng/api/v1/',
    locations,
    manifests,
    send: (url, loads) => sent.push({ url, loads }),
    now: () => clock,
  }) as unknown as Hooks;
  return { plugin, sent, tick: (ms: number) => (clock += ms), manifests };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('remote-load telemetry', () => {
  it('reports each remote’s load time and release, batched after a short delay', () => {
    const released = {
      ...DEFAULT_RUNTIME_CONFIG.remotes,
      auth: { ...DEFAULT_RUNTIME_CONFIG.remotes.auth, version: '2404dae6516f' },
    };
    const { plugin, sent, tick } = setUp(released);
    plugin.beforeRequest({ id: 'auth/App' });
    tick(250);
    plugin.onLoad({ id: 'auth/App' });
    // A second load of the same module is not a new remote load.
    plugin.onLoad({ id: 'auth/App' });
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2_000);
    expect(sent).toEqual([
      {
        url: 'https://api.thrive.ng/api/v1/telemetry/remote-loads',
        loads: [
          { remote: 'auth', version: '2404dae6516f', phase: 'loaded', ok: true, durationMs: 250 },
        ],
      },
    ]);
  });

  it('reports failures with the lifecycle that failed, found by manifest URL too', () => {
    const { plugin, sent, tick, manifests } = setUp();
    plugin.beforeRequest({ id: 'auth/App' });
    tick(4_000);
    plugin.errorLoadRemote({ id: manifests.auth, lifecycle: 'afterResolve' });
    plugin.beforeRequest({ id: 'marketing/App' });
    tick(10);
    plugin.onLoad({ id: 'marketing/App' });
    jest.advanceTimersByTime(2_000);
    expect(sent[0]!.loads).toEqual([
      { remote: 'auth', version: 'local', phase: 'afterResolve', ok: false, durationMs: 4_000 },
      // A staging swap is not the configured release: it is reported as an override.
      { remote: 'marketing', version: 'override', phase: 'loaded', ok: true, durationMs: 10 },
    ]);
  });

  it('sends what is pending when the page is left', () => {
    const { plugin, sent } = setUp();
    plugin.beforeRequest({ id: 'auth/App' });
    plugin.onLoad({ id: 'auth/App' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });
});
