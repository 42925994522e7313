import {
  DEFAULT_RUNTIME_CONFIG as DEFAULT_CONFIG,
  remoteNames,
  type RuntimeConfig,
} from '@thrive/platform';
import {
  activeOverrides,
  OVERRIDES_KEY,
  resetOverrides,
  resolveManifests,
  type RefusedOverride,
} from './stagingOverrides';

const config: RuntimeConfig = {
  ...DEFAULT_CONFIG,
  stagingOverrides: { enabled: true, allowedOrigins: ['https://staging.thrive.ng'] },
};

let warn: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('staging overrides', () => {
  it('uses the configured manifests without overrides', () => {
    expect(resolveManifests(config, '', sessionStorage)).toEqual(
      Object.fromEntries(remoteNames.map((name) => [name, DEFAULT_CONFIG.remotes[name].manifest])),
    );
  });

  it('accepts an override on an allowed origin and keeps it for the session', () => {
    const url = 'https://staging.thrive.ng/auth-pr-42/mf-manifest.json';
    expect(
      resolveManifests(config, `?remote.auth=${encodeURIComponent(url)}`, sessionStorage).auth,
    ).toBe(url);
    // A later page load without the parameter keeps it.
    expect(resolveManifests(config, '', sessionStorage).auth).toBe(url);
    // An empty value drops it.
    expect(resolveManifests(config, '?remote.auth=', sessionStorage).auth).toBe(
      DEFAULT_CONFIG.remotes.auth.manifest,
    );
  });

  it.each([
    'https://evil.example/mf-manifest.json',
    'https://staging.thrive.ng.evil.example/mf-manifest.json',
    'http://staging.thrive.ng/mf-manifest.json',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s with a console warning and uses the default', (url) => {
    const manifests = resolveManifests(
      config,
      `?remote.auth=${encodeURIComponent(url)}`,
      sessionStorage,
    );
    expect(manifests.auth).toBe(DEFAULT_CONFIG.remotes.auth.manifest);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Staging override refused'));
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBe('{}');
  });

  it.each([
    ['https://evil.example/m.json', "https://evil.example is not on this environment's allow-list"],
    ['javascript:alert(1)', 'it is not an http(s) address'],
    ['not a url', 'it is not a web address'],
  ])('says why %s was refused, for the page to show', (url, cause) => {
    const refused: RefusedOverride[] = [];
    resolveManifests(config, `?remote.auth=${encodeURIComponent(url)}`, sessionStorage, refused);
    expect(refused).toEqual([{ remote: 'auth', manifest: url, cause }]);
  });

  it('refuses a stored override that is no longer allowed', () => {
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ auth: 'https://old.example/m.json' }));
    expect(resolveManifests(config, '', sessionStorage).auth).toBe(
      DEFAULT_CONFIG.remotes.auth.manifest,
    );
  });

  it('refuses every override when the environment does not enable them', () => {
    const url = 'https://staging.thrive.ng/auth-pr-42/mf-manifest.json';
    const disabled = {
      ...config,
      stagingOverrides: { ...config.stagingOverrides, enabled: false },
    };
    expect(
      resolveManifests(disabled, `?remote.auth=${encodeURIComponent(url)}`, sessionStorage).auth,
    ).toBe(DEFAULT_CONFIG.remotes.auth.manifest);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Staging override refused'));
    const refused: RefusedOverride[] = [];
    resolveManifests(disabled, `?remote.auth=${encodeURIComponent(url)}`, sessionStorage, refused);
    expect(refused[0]!.cause).toBe('staging overrides are off in this environment');
  });

  it('ignores overrides for unknown remotes', () => {
    const refused: RefusedOverride[] = [];
    resolveManifests(
      config,
      '?remote.payments=https://staging.thrive.ng/x.json',
      sessionStorage,
      refused,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no remote called "payments"'));
    expect(refused[0]!.cause).toBe('there is no remote called "payments"');
  });

  it('lists the active overrides, and resets them all', () => {
    const url = 'https://staging.thrive.ng/auth-pr-42/mf-manifest.json';
    const manifests = resolveManifests(
      config,
      `?remote.auth=${encodeURIComponent(url)}`,
      sessionStorage,
    );
    expect(activeOverrides(config, manifests)).toEqual([{ remote: 'auth', manifest: url }]);
    expect(
      resetOverrides(
        sessionStorage,
        `https://thrive.ng/login?remote.auth=${encodeURIComponent(url)}&next=1`,
      ),
    ).toBe('https://thrive.ng/login?next=1');
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(activeOverrides(config, resolveManifests(config, '', sessionStorage))).toEqual([]);
  });
});
