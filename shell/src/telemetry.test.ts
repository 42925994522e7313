import { DEFAULT_RUNTIME_CONFIG } from '@thrive/platform';
import { RENDER_ERROR_EVENT } from '@thrive/ui';
import { routePatternOf, telemetryPlugin, type RemoteLoad, type RuntimeError } from './telemetry';

type Hooks = {
  beforeRequest: (args: { id: string }) => unknown;
  onLoad: (args: { id: string }) => unknown;
  errorLoadRemote: (args: { id: string; lifecycle: string }) => unknown;
};

function setUp(locations = DEFAULT_RUNTIME_CONFIG.remotes) {
  let clock = 0;
  const sent: { url: string; loads: RemoteLoad[]; errors: RuntimeError[] }[] = [];
  const manifests = {
    auth: locations.auth.manifest,
    marketing: 'https://staging.thrive.ng/marketing/mf-manifest.json',
  };
  const plugin = telemetryPlugin({
    apiBaseUrl: 'https://api.thrive.ng/api/v1/',
    locations,
    manifests,
    send: (url, { loads, errors }) => sent.push({ url, loads, errors }),
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
        errors: [],
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

describe('runtime errors of a remote release', () => {
  const released = {
    ...DEFAULT_RUNTIME_CONFIG.remotes,
    auth: {
      ...DEFAULT_RUNTIME_CONFIG.remotes.auth,
      manifest: 'https://cdn.thrive.ng/auth/releases/2404dae6516f/mf-manifest.json',
      version: '2404dae6516f',
    },
  };
  const authFrame =
    'at Signup (https://cdn.thrive.ng/auth/releases/2404dae6516f/static/js/812.js:1:2040)';
  const shellFrame = 'at boot (https://thrive.ng/static/js/main.js:1:99)';
  const stackOf = (...frames: string[]) =>
    `TypeError: x is undefined\n    ${frames.join('\n    ')}`;

  beforeEach(() => window.history.replaceState(null, '', '/delete-account/confirm/Zx81kQ'));

  it('reports a render error caught by any boundary, with the release and a route without values', () => {
    const { sent } = setUp(released);
    window.dispatchEvent(
      new CustomEvent(RENDER_ERROR_EVENT, { detail: { stack: stackOf(authFrame, shellFrame) } }),
    );
    jest.advanceTimersByTime(2_000);
    expect(sent.at(-1)!.errors).toEqual([
      {
        remote: 'auth',
        version: '2404dae6516f',
        route: '/delete-account/confirm/:value',
        kind: 'render',
      },
    ]);
  });

  it('reports uncaught errors and rejections whose stack points into a release', () => {
    const { sent } = setUp(released);
    const error = Object.assign(new Error('boom'), { stack: stackOf(authFrame) });
    window.dispatchEvent(new ErrorEvent('error', { error }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: error }));
    jest.advanceTimersByTime(2_000);
    expect(sent.at(-1)!.errors.map((e) => e.kind)).toEqual(['error', 'rejection']);
  });

  it("leaves out errors of the shell's own code, extensions and non-errors", () => {
    const { sent } = setUp(released);
    window.dispatchEvent(
      new CustomEvent(RENDER_ERROR_EVENT, { detail: { stack: stackOf(shellFrame) } }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { filename: 'chrome-extension://abc/content.js' }),
    );
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    jest.advanceTimersByTime(2_000);
    expect(sent).toEqual([]);
  });

  it('sends at most five errors of a remote per page', () => {
    const { sent } = setUp(released);
    for (let i = 0; i < 40; i += 1) {
      window.dispatchEvent(
        new CustomEvent(RENDER_ERROR_EVENT, { detail: { stack: stackOf(authFrame) } }),
      );
    }
    jest.advanceTimersByTime(2_000);
    expect(sent.flatMap((batch) => batch.errors)).toHaveLength(5);
  });
});

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/writers/42', '/writers/:value'],
    ['/newsletter/confirm/eyJhbGciOi.abc', '/newsletter/confirm/:value'],
    ['/a/b/c/d/e/f', '/a/b/c/d'],
    ['/stories/my-first-story', '/stories/my-first-story'],
    ['/reset/someone@example.com', '/reset/:value'],
  ])('%s → %s', (path, pattern) => expect(routePatternOf(path)).toBe(pattern));
});
