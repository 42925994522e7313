import { initFederation, loadRemoteApp, loadRemotePage, resetRemote } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

const App = () => null;

beforeAll(() => initFederation({ marketing: 'http://localhost:3001/mf-manifest.json' }));
afterEach(() => {
  runtime.loadRemote.mockReset();
  resetRemote('marketing');
});

describe('loadRemotePage (before a prerendered page hydrates)', () => {
  it("loads the remote once and has it prepare the path's page", async () => {
    const preparePage = jest.fn(async () => undefined);
    runtime.loadRemote.mockResolvedValue({ default: App, preparePage });
    await loadRemotePage('marketing', '/about');
    expect(preparePage).toHaveBeenCalledWith('/about');
    await expect(loadRemoteApp('marketing')).resolves.toBe(App);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fails when the page cannot be prepared (the shell then keeps the prerendered page)', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: App,
      preparePage: () => Promise.reject(new Error('ChunkLoadError')),
    });
    await expect(loadRemotePage('marketing', '/about')).rejects.toThrow('ChunkLoadError');
  });

  it('hydrates a remote without preparePage (released before it) as before', async () => {
    runtime.loadRemote.mockResolvedValue({ default: App });
    await expect(loadRemotePage('marketing', '/')).resolves.toBeUndefined();
  });
});

it('gives React one promise per remote to `use`', async () => {
  runtime.loadRemote.mockResolvedValue({ default: App });
  expect(loadRemoteApp('marketing')).toBe(loadRemoteApp('marketing'));
});
