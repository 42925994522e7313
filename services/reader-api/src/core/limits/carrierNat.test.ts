/**
 * Many readers behind one carrier-NAT address, through HTTP with real parallel requests, on
 * PGlite and PostgreSQL (and the generic rate limit in Redis when REDIS_URL_FOR_TESTS is set,
 * at its production default): the per-address limits are ceilings and a noisy network is asked
 * for a proof of work (solved as the site's client does), never refused; the per-account limit
 * still holds an attacker to 5 password checks.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { sendWithProof } from '../../testing/proofOfWork.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';

const redisUrl = process.env.REDIS_URL_FOR_TESTS;
const stores = redisUrl ? (['database', 'redis'] as const) : (['database'] as const);
// The Redis store once (on PGlite) is enough: it holds only the generic per-request limit.
const cases = drivers.flatMap((driver) =>
  stores
    .filter((store) => driver === 'pglite' || store === 'database')
    .map((store) => [driver, store] as const),
);

describe.each(cases)(
  'one address shared by many readers on %s (rate limit store: %s)',
  (driver, store) => {
    const nameSpace = `thrive-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
    let first: TestApp;
    let second: TestApp;
    let secondDatabase: Database | undefined;
    beforeAll(async () => {
      const config =
        store === 'redis'
          ? { redisUrl, rateLimitMax: loadConfig({}).rateLimitMax, rateLimitWindowMs: 60_000 }
          : {};
      first = await createTestApp({ driver, config, rateLimitNamespace: nameSpace });
      if (driver === 'postgres') {
        secondDatabase = await openDatabase({
          databaseUrl: first.config.databaseUrl,
          pgliteDir: 'memory://',
          poolMax: 5,
        });
      }
      // A second instance on the same database (PGlite: the same handle) and the same Redis.
      second = await createTestApp({
        driver,
        config: { ...config, databaseUrl: first.config.databaseUrl },
        database: secondDatabase ?? first.database,
        clock: first.clock,
        rateLimitNamespace: nameSpace,
      });
    }, 60_000);
    afterAll(async () => {
      await second.close();
      await secondDatabase?.close();
      await first.close();
      if (store === 'redis') {
        const redis = new Redis(redisUrl!);
        const keys = await redis.keys(`${nameSpace}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });
    const instance = (i: number) => (i % 2 === 0 ? first : second);

    it('200 different readers each subscribe to the newsletter: all are answered and mailed', async () => {
      const address = uniqueIp();
      const readers = Array.from({ length: 200 }, () => uniqueEmail('nat-subscriber'));
      const outcomes = await Promise.all(
        readers.map((email, i) =>
          sendWithProof((headers) =>
            instance(i).post('/newsletter', { email }, { remoteAddress: address, headers }),
          ),
        ),
      );
      expect(outcomes.map((o) => o.response.statusCode)).toEqual(Array(200).fill(200));
      // The first 20 went through quietly; the network then had to prove work, not wait.
      expect(outcomes.filter((o) => o.challenged).length).toBe(180);
      await first.drainMail();
      await second.drainMail();
      for (const email of readers) {
        const mails = [...first.mailer.to(email), ...second.mailer.to(email)];
        expect(mails).toHaveLength(1);
      }
    }, 120_000);

    it('100 readers each type a wrong password once and then the right one: all get in', async () => {
      const address = uniqueIp();
      const readers = Array.from({ length: 100 }, () => uniqueEmail('nat-reader'));
      for (const email of readers) await registerVerified(first, email);
      const login = (t: TestApp, email: string, password: string) =>
        sendWithProof((headers) =>
          t.post('/reader/login', { email, password }, { remoteAddress: address, headers }),
        );
      const results = await Promise.all(
        readers.map(async (email, i) => {
          const wrong = await login(instance(i), email, 'not my password');
          const right = await login(instance(i + 1), email, GOOD_PASSWORD);
          return { wrong: wrong.response.statusCode, right: right.response.statusCode };
        }),
      );
      expect(results.map((r) => r.wrong)).toEqual(Array(100).fill(401));
      expect(results.map((r) => r.right)).toEqual(Array(100).fill(200));
    }, 180_000);

    it("an attacker's 40 parallel wrong passwords (proofs solved) reach argon2 at most 5 times", async () => {
      const address = uniqueIp();
      const email = uniqueEmail('nat-target');
      await registerVerified(first, email);
      first.hasher.reset();
      second.hasher.reset();
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          sendWithProof((headers) =>
            instance(i).post(
              '/reader/login',
              { email, password: `guess ${i}` },
              { remoteAddress: address, headers },
            ),
          ),
        ),
      );
      const verifies = first.hasher.verifyCalls + second.hasher.verifyCalls;
      expect(verifies).toBeLessThanOrEqual(5);
      const statuses = outcomes.map((o) => o.response.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(verifies);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - verifies);
    }, 60_000);
  },
);
