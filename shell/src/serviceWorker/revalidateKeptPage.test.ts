import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import { answeredFromKeptCopy, checkKeptPage, configToRun } from './revalidateKeptPage';

const live: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  remotes: {
    ...DEFAULT_RUNTIME_CONFIG.remotes,
    auth: { manifest: 'https://auth.example/releases/two/mf-manifest.json', version: 'two' },
  },
};

function controlledBy(worker: { postMessage: (message: unknown, ports: MessagePort[]) => void }) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: worker },
  });
}

// jsdom has no MessageChannel; Node's speaks the same protocol.
const opened: { port1: { close(): void } }[] = [];
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = class {
    constructor() {
      const channel = new NodeMessageChannel();
      opened.push(channel);
      return channel;
    }
  };
});
afterAll(() => opened.forEach((channel) => channel.port1.close()));

afterEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
  document.documentElement.removeAttribute('data-kept-page');
});

it('knows a page the worker answered from its copy', () => {
  expect(answeredFromKeptCopy(document)).toBe(false);
  document.documentElement.setAttribute('data-kept-page', '');
  expect(answeredFromKeptCopy(document)).toBe(true);
});

it('asks the worker to check this page, after the paint, and runs the config it answers', async () => {
  const asked: unknown[] = [];
  controlledBy({
    postMessage: (message, [port]) => {
      asked.push(message);
      port!.postMessage({ config: live, changed: false });
      port!.close();
    },
  });
  document.documentElement.setAttribute('data-kept-page', '');
  expect(await checkKeptPage(document)).toEqual(live);
  expect(asked).toEqual([{ type: 'thrive-revalidate-page', page: location.href }]);
  expect(configToRun(DEFAULT_RUNTIME_CONFIG, live)).toBe(live);
  // The copy is still the server's page.
  expect(document.documentElement.getAttribute('data-kept-page')).toBe('');
});

it('marks the page outdated when the server’s page changed since the copy', async () => {
  controlledBy({
    postMessage: (_message, [port]) => {
      port!.postMessage({ config: live, changed: true });
      port!.close();
    },
  });
  document.documentElement.setAttribute('data-kept-page', '');
  expect(await checkKeptPage(document)).toEqual(live);
  expect(document.documentElement.getAttribute('data-kept-page')).toBe('outdated');
});

it('runs the page’s own config when the worker has no answer in time', async () => {
  jest.useFakeTimers();
  try {
    controlledBy({ postMessage: () => undefined });
    const answer = checkKeptPage(document);
    await jest.advanceTimersByTimeAsync(5000);
    expect(await answer).toBeNull();
    expect(configToRun(DEFAULT_RUNTIME_CONFIG, null)).toBe(DEFAULT_RUNTIME_CONFIG);
  } finally {
    jest.useRealTimers();
  }
});
