/**
 * The API's Redis connections (REDIS_URL): state shared by several instances. Every user of
 * Redis here degrades without it (the caller decides how), so a connection fails fast instead of
 * queueing commands while Redis is away, keeps reconnecting in the background, and reports an
 * outage once (not once per retry) until it is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisConnection {
  redis: Redis;
  /** Logs a failed command or connection, once per outage. */
  report(error: unknown): void;
}

export function connectRedis(
  redisUrl: string,
  log: Pick<FastifyBaseLogger, 'error'>,
  purpose: string,
): RedisConnection {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  let reported = false;
  const report = (error: unknown) => {
    if (!reported) log.error({ err: error }, `Redis (${purpose}) is not reachable`);
    reported = true;
  };
  redis.on('error', report);
  redis.on('ready', () => {
    reported = false;
  });
  return { redis, report };
}
