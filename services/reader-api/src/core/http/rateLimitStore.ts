/**
 * Where the generic per-IP rate limit keeps its counts: in this process by default, or in Redis
 * when REDIS_URL is set, so several instances share one count per client. If Redis cannot be
 * reached, requests are served (the limit is skipped and the failure logged) rather than
 * refused: the login throttle, the limit that guards accounts, lives in the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redisClient.ts';

export interface RateLimitStore {
  /** Options for @fastify/rate-limit. */
  options: { redis?: Redis; nameSpace?: string; skipOnError: boolean };
  close(): Promise<void>;
}

export async function createRateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  nameSpace = 'thrive:rate-limit:',
): Promise<RateLimitStore> {
  if (!redisUrl) return { options: { skipOnError: false }, close: async () => undefined };
  const { redis } = connectRedis(redisUrl, log, 'rate limit store');
  // Start counting from the first request: wait (briefly) for the connection.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  return {
    options: { redis, nameSpace, skipOnError: true },
    close: async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
