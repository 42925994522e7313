import 'fake-indexeddb/auto';
import { ApiError, configureApi, NO_CONNECTION_MESSAGE, post, postOrKeep } from './apiClient';
import {
  flushFormOutbox,
  keptRequests,
  SAVED_FOR_LATER_MESSAGE,
  SavedForLater,
} from './formOutbox';

const BASE = 'http://api.test/api/v1';

interface Sent {
  url: string;
  key: string | null;
  body: unknown;
  language?: string | null;
  authorization?: string | null;
}
const sent: Sent[] = [];

function mockFetch(answer: () => Promise<Response>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      url: request.url,
      key: request.headers.get('idempotency-key'),
      body: JSON.parse(await request.text()) as unknown,
      ...(request.headers.get('accept-language') && {
        language: request.headers.get('accept-language'),
      }),
      ...(request.headers.get('authorization') && {
        authorization: request.headers.get('authorization'),
      }),
    });
    return answer();
  }) as unknown as typeof fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

let consoleError: jest.SpyInstance;
beforeEach(async () => {
  sent.length = 0;
  configureApi({ baseUrl: BASE, timeoutMs: 5_000 });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch(async () => json(200, {}));
  await flushFormOutbox();
});
afterEach(() => consoleError.mockRestore());

it('sends a form with a fresh Idempotency-Key each time it is submitted', async () => {
  mockFetch(async () => json(200, { message: 'ok' }));
  await expect(postOrKeep('/newsletter', { email: 'a@b.c' }, 'x')).resolves.toEqual({
    message: 'ok',
  });
  await postOrKeep('/newsletter', { email: 'a@b.c' }, 'x');
  expect(sent.map((s) => s.url)).toEqual([`${BASE}/newsletter`, `${BASE}/newsletter`]);
  expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]!.key).not.toBe(sent[0]!.key);
});

it('with no answer, keeps the request on the device and resends it later with the same key', async () => {
  mockFetch(offline);
  const attempt = postOrKeep('/newsletter', { email: 'a@b.c' }, 'x');
  await expect(attempt).rejects.toBeInstanceOf(SavedForLater);
  await expect(attempt).rejects.toThrow(SAVED_FOR_LATER_MESSAGE);
  const [kept] = await keptRequests();
  expect(kept).toMatchObject({ url: `${BASE}/newsletter`, body: { email: 'a@b.c' } });

  // Still offline: it stays.
  await expect(flushFormOutbox()).rejects.toThrow();
  expect(await keptRequests()).toHaveLength(1);

  // Back online: sent once more with the first attempt's key, then gone.
  mockFetch(async () => json(200, { message: 'ok' }));
  await flushFormOutbox();
  expect(sent.at(-1)).toEqual({
    url: `${BASE}/newsletter`,
    key: kept!.key,
    body: { email: 'a@b.c' },
  });
  expect(sent[0]!.key).toBe(kept!.key);
  expect(await keptRequests()).toHaveLength(0);
});

it('keeps a resend that meets a busy or failing server; drops one the server answered', async () => {
  mockFetch(offline);
  await expect(postOrKeep('/contact', { message: 'hi' }, 'x')).rejects.toBeInstanceOf(
    SavedForLater,
  );
  for (const status of [500, 503, 429, 409]) {
    mockFetch(async () => json(status, { error: 'later' }));
    await flushFormOutbox();
    expect(await keptRequests()).toHaveLength(1);
  }
  mockFetch(async () => json(400, { error: 'no' }));
  await flushFormOutbox();
  expect(await keptRequests()).toHaveLength(0);
});

it('an answer from the server is never kept: its error is shown', async () => {
  mockFetch(async () => json(400, { error: 'Please enter a valid email address.' }));
  const attempt = postOrKeep('/newsletter', { email: 'nope' }, 'x');
  await expect(attempt).rejects.toBeInstanceOf(ApiError);
  await expect(attempt).rejects.toThrow('Please enter a valid email address.');
  expect(await keptRequests()).toHaveLength(0);
});

it('a call made offline says it needs a connection (sign-up, code, login keep their input)', async () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    mockFetch(offline);
    await expect(post('/reader/login', {}, 'Login failed.')).rejects.toThrow(NO_CONNECTION_MESSAGE);
  } finally {
    onLine.mockRestore();
  }
  mockFetch(offline);
  await expect(post('/reader/login', {}, 'Login failed.')).rejects.toThrow('Login failed.');
});

it('resends a kept request in the language of the page it was sent from', async () => {
  configureApi({ baseUrl: BASE, timeoutMs: 5_000, locale: 'pcm' });
  mockFetch(offline);
  await expect(postOrKeep('/newsletter', { email: 'a@b.c' }, 'x')).rejects.toBeInstanceOf(
    SavedForLater,
  );
  configureApi({ baseUrl: BASE, timeoutMs: 5_000 });
  mockFetch(async () => json(200, { message: 'ok' }));
  await flushFormOutbox();
  expect(sent.at(-1)).toMatchObject({ url: `${BASE}/newsletter`, language: 'pcm' });
});

it('a signed-in call made offline (a like) is resent once with its session; a public form never carries one', async () => {
  configureApi({ baseUrl: BASE, timeoutMs: 5_000, getToken: () => 'reader-token-0123456789abc' });
  mockFetch(offline);
  const like = { target: 'story', id: 7, liked: true };
  await expect(postOrKeep('/likes', like, 'x', { withSession: true })).rejects.toBeInstanceOf(
    SavedForLater,
  );
  await expect(postOrKeep('/newsletter', { email: 'a@b.c' }, 'x')).rejects.toBeInstanceOf(
    SavedForLater,
  );
  mockFetch(async () => json(200, {}));
  sent.length = 0;
  await flushFormOutbox();
  expect(sent).toHaveLength(2);
  expect(sent.find((s) => s.url.endsWith('/likes'))).toMatchObject({
    body: like,
    authorization: 'Bearer reader-token-0123456789abc',
  });
  expect(sent.find((s) => s.url.endsWith('/newsletter'))?.authorization).toBeUndefined();
  // Sent once: nothing is left to send again.
  await flushFormOutbox();
  expect(sent).toHaveLength(2);
});
