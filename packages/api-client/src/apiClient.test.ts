import { authStore } from '@thrive/auth-store';
import { ApiError, configureApi, post } from './apiClient';

const BASE = 'http://api.test/api/v1';

type FetchMock = jest.Mock<Promise<Response>, [Request]>;

/** Bodies the mocked fetch received. Like a real fetch it reads the body (ky waits for that). */
const sentBodies: string[] = [];

function mockFetch(impl: (request: Request) => Promise<Response>): FetchMock {
  const fn: FetchMock = jest.fn(async (request: Request) => {
    sentBodies.push(await request.text());
    return impl(request);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let consoleError: jest.SpyInstance;

beforeEach(() => {
  sentBodies.length = 0;
  localStorage.clear();
  authStore.getState().clear();
  configureApi({ baseUrl: BASE, timeoutMs: 5_000 });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('api client', () => {
  it('posts JSON to the configured base and returns the answer', async () => {
    const fetchMock = mockFetch(async () => json(200, { ok: true }));
    await expect(post('/reader/login', { email: 'a@b.c' }, 'Login failed.')).resolves.toEqual({
      ok: true,
    });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe(`${BASE}/reader/login`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(sentBodies[0]!)).toEqual({ email: 'a@b.c' });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = mockFetch(async () => json(200, {}));
    await post('/reader/login', {}, 'Login failed.');
    expect(fetchMock.mock.calls[0]![0].headers.has('authorization')).toBe(false);
  });

  it('sends the stored token as a bearer Authorization header', async () => {
    authStore.getState().setSession('tok-abc', { first_name: 'Ada' });
    const fetchMock = mockFetch(async () => json(200, {}));
    await post('/reader/logout', {}, 'Logout failed.');
    expect(fetchMock.mock.calls[0]![0].headers.get('authorization')).toBe('Bearer tok-abc');
  });

  it("uses the server's error field as the message", async () => {
    mockFetch(async () => json(422, { error: 'The email has already been taken.' }));
    const error = await post('/reader/web-register', {}, 'An unknown error occurred.').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The email has already been taken.');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).code).toBeNull();
  });

  it("keeps the server's machine-readable code beside the message", async () => {
    mockFetch(async () =>
      json(403, { error: 'Your e-mail address is not verified yet.', code: 'EMAIL_NOT_VERIFIED' }),
    );
    const error = (await post('/reader/login', {}, 'Login failed.').catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(403);
    expect(error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(error.message).toBe('Your e-mail address is not verified yet.');
  });

  it("falls back to the caller's text when the server sends no error field", async () => {
    mockFetch(async () => json(500, { message: 'boom' }));
    await expect(post('/reader/resend-otp', {}, 'Unable to resend OTP.')).rejects.toThrow(
      'Unable to resend OTP.',
    );
  });

  it("falls back to the caller's text when the body is not JSON", async () => {
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(post('/reader/login', {}, 'Login failed.')).rejects.toThrow('Login failed.');
  });

  it("falls back to the caller's text on a network failure and logs 'API Error:'", async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(post('/reader/web-confirm-otp', {}, 'OTP verification failed.')).rejects.toThrow(
      'OTP verification failed.',
    );
    expect(consoleError).toHaveBeenCalledWith('API Error:', expect.any(TypeError));
  });

  it('gives up after the timeout with the fallback message', async () => {
    jest.useFakeTimers();
    mockFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const outcome = post('/reader/login', {}, 'Login failed.').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(5_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Login failed.');
    expect(consoleError).toHaveBeenCalledWith('API Error:', expect.anything());
  });
});
