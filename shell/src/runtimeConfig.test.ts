import { DEFAULT_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

describe('runtime config', () => {
  it('defaults to the local ports of the contract', () => {
    expect(DEFAULT_CONFIG.apiBaseUrl).toBe('http://localhost:4000/api/v1');
    expect(DEFAULT_CONFIG.remotes.marketing.manifest).toBe(
      'http://localhost:3001/mf-manifest.json',
    );
    expect(DEFAULT_CONFIG.remotes.auth.manifest).toBe('http://localhost:3002/mf-manifest.json');
    expect(DEFAULT_CONFIG.remotes.admin.manifest).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('takes valid values and keeps defaults for malformed ones', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.thrive.ng/api/v1',
      remotes: {
        auth: { manifest: 'https://auth.cdn.thrive.ng/mf-manifest.json' },
        marketing: { manifest: 'javascript:alert(1)' },
      },
      allowedRemoteOrigins: ['https://staging.thrive.ng/some/path', 'not a url', 42],
    });
    expect(config.apiBaseUrl).toBe('https://api.thrive.ng/api/v1');
    expect(config.remotes.auth.manifest).toBe('https://auth.cdn.thrive.ng/mf-manifest.json');
    expect(config.remotes.marketing.manifest).toBe(DEFAULT_CONFIG.remotes.marketing.manifest);
    expect(config.allowedRemoteOrigins).toEqual(['https://staging.thrive.ng']);
  });

  it('rejects a host mount list with an unknown remote', () => {
    const config = parseRuntimeConfig({ hosts: { public: [{ remote: 'evil', paths: ['/'] }] } });
    expect(config.hosts.public).toEqual(DEFAULT_CONFIG.hosts.public);
  });

  it('falls back to the defaults when config.json cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_CONFIG);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
