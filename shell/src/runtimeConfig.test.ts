import { DEFAULT_RUNTIME_CONFIG } from '@thrive/platform';
import { loadRuntimeConfig } from './runtimeConfig';

const serve = (response: Response) => {
  globalThis.fetch = jest.fn(async () => response) as typeof fetch;
};

describe('loadRuntimeConfig', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('uses a valid config.json', async () => {
    const deployed = {
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: 'https://api.thrive.ng/api/v1',
    };
    serve(Response.json(deployed));
    await expect(loadRuntimeConfig()).resolves.toEqual(deployed);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a malformed config.json with a readable warning and keeps the defaults', async () => {
    serve(
      Response.json({
        ...DEFAULT_RUNTIME_CONFIG,
        remotes: {
          ...DEFAULT_RUNTIME_CONFIG.remotes,
          marketing: { manifest: 'javascript:alert(1)' },
        },
      }),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(String(warn.mock.calls[0]?.[1])).toContain(
      'remotes.marketing.manifest: must be an absolute http(s) URL',
    );
  });

  it('falls back to the defaults when config.json cannot be fetched', async () => {
    serve(new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalled();
  });
});
