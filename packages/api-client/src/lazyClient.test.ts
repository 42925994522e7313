import 'fake-indexeddb/auto';
import { configureApi, NO_CONNECTION_MESSAGE, post, postOrKeep } from './apiClient';
import { keptRequests, SavedForLater } from './formOutbox';

// The page is offline before ky was ever loaded: its chunk cannot be fetched.
let kyLoads = 0;
jest.mock('ky', () => {
  kyLoads += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api/v1' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

it('keeps a public form for later when the client itself could not load', async () => {
  await expect(
    postOrKeep('/newsletter/subscribe', { email: 'ada@example.com' }, 'Failed.'),
  ).rejects.toBeInstanceOf(SavedForLater);
  expect(await keptRequests()).toEqual([
    expect.objectContaining({
      url: 'http://api.test/api/v1/newsletter/subscribe',
      body: { email: 'ada@example.com' },
    }),
  ]);
});

it('says a call needs a connection, and tries to load the client again on the next one', async () => {
  const before = kyLoads;
  await expect(post('/reader/login', {}, 'Login failed.')).rejects.toMatchObject({
    message: NO_CONNECTION_MESSAGE,
  });
  await expect(post('/reader/login', {}, 'Login failed.')).rejects.toMatchObject({
    message: NO_CONNECTION_MESSAGE,
  });
  expect(kyLoads).toBeGreaterThan(before);
});
