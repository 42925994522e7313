/**
 * With REDIS_URL the generic rate limit is shared by every instance: two apps on one Redis
 * (the real server, REDIS_URL_FOR_TESTS) count one client's requests together. Runs when
 * REDIS_URL_FOR_TESTS (or REDIS_URL) is set, as `.ci/run` and the team's .env.ports do.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const redisUrl = process.env.REDIS_URL_FOR_TESTS ?? process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('generic rate limit in Redis (two instances)', () => {
  const nameSpace = `thrive-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const config = { redisUrl, rateLimitMax: 6, rateLimitWindowMs: 60_000 };
    first = await createTestApp({ config, rateLimitNamespace: nameSpace });
    second = await createTestApp({
      config,
      database: first.database,
      rateLimitNamespace: nameSpace,
    });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await second.close();
    await first.close();
  });

  it('counts one client across both instances (6 + 6 would pass with per-process counts)', async () => {
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const t = i % 2 === 0 ? first : second;
      statuses.push((await t.get('/health', { remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const limited = await second.get('/health', { remoteAddress: ip });
    expect(limited.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    // Another client is unaffected, and the count lives in Redis under our namespace.
    expect((await first.get('/health', { remoteAddress: '198.51.100.24' })).statusCode).toBe(200);
    expect(await redis.keys(`${nameSpace}*`)).toEqual(
      expect.arrayContaining([expect.stringContaining('198.51.100.23')]),
    );
  });

  it('keeps serving (limit skipped, error logged) when Redis is unreachable', async () => {
    const t = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1/0', rateLimitMax: 1 },
      rateLimitNamespace: nameSpace,
    });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await t.get('/health', { remoteAddress: '198.51.100.30' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
