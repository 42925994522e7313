import { hostKinds, remoteNames, remotes } from './apps';
import { DEFAULT_RUNTIME_CONFIG, remoteOrigins, type RuntimeConfig } from './contract';
import { assertRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

const clone = (): RuntimeConfig => structuredClone(DEFAULT_RUNTIME_CONFIG);

describe('the runtime-config contract', () => {
  it('derives its defaults from the apps table (the contract ports)', () => {
    expect(DEFAULT_RUNTIME_CONFIG).toEqual({
      apiBaseUrl: 'http://localhost:4000/api/v1',
      remotes: expect.objectContaining({
        marketing: { manifest: 'http://localhost:3001/mf-manifest.json' },
        auth: { manifest: 'http://localhost:3002/mf-manifest.json' },
        admin: { manifest: 'http://localhost:3003/mf-manifest.json' },
        stories: { manifest: 'http://localhost:3004/mf-manifest.json' },
      }),
      hosts: { public: expect.any(Array), admin: expect.any(Array) },
      stagingOverrides: { enabled: false, allowedOrigins: [] },
      storeUrls: { android: null, ios: null },
      helplines: [],
      privacy: { controller: 'Thrive', contactEmail: 'privacy@thrive.example' },
    });
    // The catch-all comes last, so auth's (and stories') prefixes win on the public host.
    expect(DEFAULT_RUNTIME_CONFIG.hosts.public).toEqual(
      expect.arrayContaining([
        { remote: 'auth', paths: [...remotes.auth.pathPrefixes] },
        {
          remote: 'stories',
          paths: ['/stories', '/writers', '/ask', '/following', '/saved', '/notifications'],
        },
      ]),
    );
    expect(DEFAULT_RUNTIME_CONFIG.hosts.public.at(-1)).toEqual({
      remote: 'marketing',
      paths: ['/'],
    });
    expect(DEFAULT_RUNTIME_CONFIG.hosts.admin).toContainEqual({ remote: 'admin', paths: ['/'] });
    expect(remotes.auth.pathPrefixes).toEqual([
      '/signup',
      '/confirm',
      '/login',
      '/reset',
      '/download2',
      '/download',
      '/account',
    ]);
  });

  it('names every remote of the table, each at its own port and mounted on its host once', () => {
    expect(Object.keys(DEFAULT_RUNTIME_CONFIG.remotes)).toEqual(remoteNames);
    for (const name of remoteNames) {
      expect(DEFAULT_RUNTIME_CONFIG.remotes[name]).toEqual({
        manifest: `http://localhost:${remotes[name].defaultPort}/mf-manifest.json`,
      });
      for (const host of hostKinds) {
        const mounts = DEFAULT_RUNTIME_CONFIG.hosts[host].filter((m) => m.remote === name);
        expect(mounts).toEqual(
          remotes[name].host === host
            ? [{ remote: name, paths: [...remotes[name].pathPrefixes] }]
            : [],
        );
      }
    }
  });

  it('accepts its own defaults and a deployment with release info', () => {
    expect(parseRuntimeConfig(DEFAULT_RUNTIME_CONFIG)).toEqual({
      ok: true,
      config: DEFAULT_RUNTIME_CONFIG,
    });
    const deployed = clone();
    deployed.apiBaseUrl = 'https://api.thrive.ng/api/v1';
    deployed.remotes.auth = {
      manifest: 'https://cdn.thrive.ng/auth/3f9a1c2b7d4e/mf-manifest.json',
      version: '3f9a1c2b7d4e',
      integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
    };
    deployed.stagingOverrides = { enabled: true, allowedOrigins: ['https://staging.thrive.ng'] };
    expect(assertRuntimeConfig(deployed)).toEqual(deployed);
  });

  it('refuses a bad config and names every problem with its field', () => {
    const bad = clone() as unknown as Record<string, unknown>;
    bad.apiBaseUrl = 'ftp://api.thrive.ng';
    bad.remotes = {
      marketing: { manifest: 'javascript:alert(1)' },
      auth: { manifest: 'https://cdn.thrive.ng/auth/mf-manifest.json', integrity: 'md5-abc' },
    };
    bad.stagingOverrides = { enabled: 'yes', allowedOrigins: ['https://staging.thrive.ng/path'] };
    const result = parseRuntimeConfig(bad);
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.error.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'apiBaseUrl: must be an absolute http(s) URL',
        'remotes.marketing.manifest: must be an absolute http(s) URL',
        'remotes.auth.integrity: must be an SRI hash like sha384-…',
        expect.stringMatching(/^remotes\.admin: /),
        expect.stringMatching(/^stagingOverrides\.enabled: /),
        'stagingOverrides.allowedOrigins.0: must be an origin (scheme://host[:port]), no path',
      ]),
    );
  });

  it('refuses a mount of an unknown remote, or of a remote on the wrong host', () => {
    const unknown = clone() as unknown as { hosts: { public: unknown[] } };
    unknown.hosts.public = [{ remote: 'evil', paths: ['/'] }];
    expect(parseRuntimeConfig(unknown)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^hosts\.public\.0\.remote: /),
    });

    const crossed = clone();
    crossed.hosts.public = [{ remote: 'admin', paths: ['/'] }];
    expect(() => assertRuntimeConfig(crossed, 'config.json')).toThrow(
      'Invalid runtime config (config.json):\nhosts.public.0.remote: the admin remote belongs to the admin host, not public',
    );
  });

  it('refuses unknown fields (a typo is an error, not a silent default)', () => {
    const typo = { ...clone(), allowedRemoteOrigins: ['https://staging.thrive.ng'] };
    expect(parseRuntimeConfig(typo)).toMatchObject({ ok: false });
    expect(parseRuntimeConfig('not an object')).toMatchObject({ ok: false });
  });

  it('lists staging origins among the remote origins only while overrides are enabled', () => {
    const config = clone();
    config.stagingOverrides = { enabled: false, allowedOrigins: ['https://staging.thrive.ng'] };
    expect(remoteOrigins(config)).toEqual(
      remoteNames.map((name) => `http://localhost:${remotes[name].defaultPort}`),
    );
    expect(remoteOrigins(config)).toEqual(
      expect.arrayContaining([
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3003',
        'http://localhost:3004',
      ]),
    );
    config.stagingOverrides.enabled = true;
    expect(remoteOrigins(config, ['admin'])).toEqual([
      'http://localhost:3003',
      'https://staging.thrive.ng',
    ]);
  });
});
