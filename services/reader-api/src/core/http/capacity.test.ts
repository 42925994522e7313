/**
 * Capacity under load: argon2 runs a bounded number of operations with a bounded queue (503 +
 * Retry-After beyond it, so /health and everything else stay fast), and every answer is JSON,
 * also a bare OPTIONS (no Access-Control-Request-Method).
 */
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

describe('argon2 queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { argon2MaxConcurrency: 1, argon2MaxQueue: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs one verify at a time with two waiting; further logins get 503 with Retry-After at once, and /health still answers', async () => {
    const running: Array<(ok: boolean) => void> = [];
    t.hasher.verify = () => new Promise<boolean>((resolve) => running.push(resolve));
    const logins = Array.from({ length: 5 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reader/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `queue.${i}@example.com`, password: 'not the password' }),
      }),
    );
    const answered: number[] = [];
    logins.forEach((login, i) => void login.then(() => answered.push(i)));
    for (let i = 0; i < 100 && answered.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // One verify runs; two wait; the other two were refused without waiting.
    expect(running).toHaveLength(1);
    expect(answered).toHaveLength(2);
    for (const i of answered) {
      const refused = await logins[i]!;
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toEqual({
        error: 'Something went wrong on our side. Please try again in a moment.',
      });
    }
    expect((await t.get('/health')).statusCode).toBe(200);

    // The queued ones go through, one at a time, as slots free up.
    for (let done = 0; done < 3; done += 1) {
      for (let i = 0; i < 100 && running.length <= done; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(running).toHaveLength(done + 1);
      running[done]!(false);
    }
    const statuses = (await Promise.all(logins)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(2);
  });
});

describe('CORS preflight answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an OPTIONS without Access-Control-Request-Method is answered in JSON like every error', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/reader/login',
      headers: { origin: t.config.corsOrigins[0]! },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('a real preflight still gets its CORS headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/reader/login',
      headers: {
        origin: t.config.corsOrigins[0]!,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(t.config.corsOrigins[0]);
  });
});
