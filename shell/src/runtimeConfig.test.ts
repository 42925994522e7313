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

  it('falls back to the defaults when config.json cannot be fetched', async () => {
    serve(new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalled();
  });
});
