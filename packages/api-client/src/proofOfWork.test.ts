import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { authStore } from '@thrive/auth-store';
import { ApiError, configureApi, post } from './apiClient';

const BASE = 'http://api.test/api/v1';
const SECRET = 'test-secret-for-the-challenge';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const challenge = () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: `${SECRET}:key`,
  });

const MESSAGE =
  'Many requests are coming from your network right now. To go on, your browser does a short check that needs JavaScript turned on. Please try again with JavaScript, or later.';

let requests: Request[];
let consoleError: jest.SpyInstance;

beforeEach(() => {
  requests = [];
  localStorage.clear();
  authStore.getState().clear();
  configureApi({ baseUrl: BASE, timeoutMs: 5_000 });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function answer(replies: Array<() => Promise<Response> | Response>) {
  globalThis.fetch = jest.fn(async (request: Request) => {
    requests.push(request.clone());
    // Like a real fetch it reads the body (ky waits for that).
    await request.text();
    return replies[requests.length - 1]!();
  }) as unknown as typeof fetch;
}

describe('proof of work for a noisy network', () => {
  it('solves the challenge and sends the same request again with the proof', async () => {
    const asked = await challenge();
    answer([
      () => json(429, { error: MESSAGE, code: 'PROOF_OF_WORK_REQUIRED', challenge: asked }),
      () => json(200, { message: 'Subscribed' }),
    ]);
    await expect(post('/newsletter', { email: 'a@b.c' }, 'Failed.')).resolves.toEqual({
      message: 'Subscribed',
    });
    expect(requests).toHaveLength(2);
    expect(await requests[1]!.json()).toEqual({ email: 'a@b.c' });
    const header = requests[1]!.headers.get('x-thrive-proof');
    expect(header).toBeTruthy();
    // The server's own check accepts what the browser sent.
    const sent = JSON.parse(atob(header!)) as { challenge: never; solution: never };
    const verdict = await verifySolution({
      challenge: sent.challenge,
      solution: sent.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: `${SECRET}:key`,
    });
    expect(verdict.verified).toBe(true);
    expect(requests[0]!.headers.get('x-thrive-proof')).toBeNull();
  });

  it('sends every call with credentials (the sign-in device cookie)', async () => {
    answer([() => json(200, {})]);
    await post('/reader/login', {}, 'Login failed.');
    expect(requests[0]!.credentials).toBe('include');
  });

  it('shows the server message when the request is refused even with the proof', async () => {
    answer([
      async () =>
        json(429, { error: MESSAGE, code: 'PROOF_OF_WORK_REQUIRED', challenge: await challenge() }),
      () =>
        json(429, { error: 'Too many requests from your network. Please try again in 5 minutes.' }),
    ]);
    const error = (await post('/contact', {}, 'Failed.').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(
      'Too many requests from your network. Please try again in 5 minutes.',
    );
    expect(requests).toHaveLength(2);
  });

  it('does not retry other 429s', async () => {
    answer([
      () =>
        json(429, { error: 'Too many sign-in attempts. Please wait 15 minutes and try again.' }),
    ]);
    await expect(post('/reader/login', {}, 'Login failed.')).rejects.toThrow(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(requests).toHaveLength(1);
  });
});
