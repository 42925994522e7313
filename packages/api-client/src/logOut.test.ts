import { authStore } from '@thrive/auth-store';
import { configureApi } from './apiClient';
import { logOut } from './logOut';

const calls: { url: string; method: string; authorization: string | null }[] = [];

beforeEach(() => {
  calls.length = 0;
  configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
  authStore.getState().setSession('token-1', { first_name: 'Ada' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function answer(status: number) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    // Like a real fetch, read the body (ky waits for that).
    await request.text();
    calls.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
    });
    return new Response(status === 204 ? null : JSON.stringify({ error: 'Down' }), { status });
  }) as typeof fetch;
}

it('revokes the token on the server, then clears the session', async () => {
  answer(204);
  await logOut();
  expect(calls).toEqual([
    {
      url: 'http://api.test/api/v1/reader/logout',
      method: 'POST',
      authorization: 'Bearer token-1',
    },
  ]);
  expect(authStore.getState()).toMatchObject({ token: null, user: null });
});

it('still clears the local session when the API fails', async () => {
  answer(503);
  await logOut();
  expect(calls).toHaveLength(1);
  expect(authStore.getState()).toMatchObject({ token: null, user: null });
});
