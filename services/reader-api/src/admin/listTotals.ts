/**
 * Totals of the admin lists ('Page X of Y'), remembered per list and (filters, search) key, so
 * paging through a large result counts it once instead of on every page: on a million writers
 * the count is the most expensive part of a page request (every match is visited).
 *
 * Rules:
 * - Small totals (under CACHE_FROM) are never remembered: they are cheap to count, so they are
 *   always exact ('Page 1 of 4' with the 31 sample writers).
 * - A remembered total lives CACHE_TTL_MS at most, and every admin change to a list (create,
 *   status or genre change, delete, restore, purge) starts a new generation of that list, so
 *   an admin never sees a total that their own change made wrong. Changes made outside the
 *   console (readers signing up) show within the TTL.
 * - With REDIS_URL the totals and generations live in Redis, shared by every instance; a
 *   total counted under an old generation is stored under that generation and never read.
 *   When Redis is unreachable the lists still work: they count every time.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '../core/redisClient.ts';
import type { Clock } from '../core/clock.ts';
import type { ListKind } from './people.ts';

/** Totals below this are always counted afresh. */
export const CACHE_FROM = 1000;
export const CACHE_TTL_MS = 30_000;
const MAX_KEYS_PER_LIST = 500;

export interface ListTotals {
  /** The remembered total of `key` in `kind`'s current generation, if any. */
  peek(kind: ListKind, key: string): Promise<Remembered | undefined>;
  /** Remembers `total` for `key`, if it was counted in `generation` and is large. */
  remember(kind: ListKind, key: string, generation: string, total: number): Promise<void>;
  /** A list changed: what was remembered of it is no longer read. */
  invalidate(kinds: readonly ListKind[]): Promise<void>;
  close(): Promise<void>;
}

/** A hit carries a total; a miss carries the generation to remember the new count in. */
export type Remembered =
  { total: number; generation: string } | { total: null; generation: string };

export function memoryListTotals(clock: Clock): ListTotals {
  const lists = new Map<ListKind, { generation: number; totals: Map<string, [number, number]> }>();
  const list = (kind: ListKind) => {
    let entry = lists.get(kind);
    if (!entry) lists.set(kind, (entry = { generation: 0, totals: new Map() }));
    return entry;
  };
  return {
    async peek(kind, key) {
      const { generation, totals } = list(kind);
      const hit = totals.get(key);
      if (hit && hit[1] > clock.now().getTime())
        return { total: hit[0], generation: `${generation}` };
      if (hit) totals.delete(key);
      return { total: null, generation: `${generation}` };
    },
    async remember(kind, key, generation, total) {
      const entry = list(kind);
      if (total < CACHE_FROM || `${entry.generation}` !== generation) return;
      entry.totals.delete(key);
      entry.totals.set(key, [total, clock.now().getTime() + CACHE_TTL_MS]);
      // Oldest first (insertion order): forget the oldest beyond the bound.
      for (const old of entry.totals.keys()) {
        if (entry.totals.size <= MAX_KEYS_PER_LIST) break;
        entry.totals.delete(old);
      }
    },
    async invalidate(kinds) {
      for (const kind of kinds) {
        const entry = list(kind);
        entry.generation += 1;
        entry.totals.clear();
      }
    },
    async close() {},
  };
}

const PEEK_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
local total = redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2])
return {generation, total}`;

export function redisListTotals(
  redisUrl: string,
  log: Pick<FastifyBaseLogger, 'error'>,
  prefix = 'thrive:admin:list-totals:',
): ListTotals {
  // A list page never waits for Redis: without it, the total is counted.
  const { redis, report } = connectRedis(redisUrl, log, 'admin list totals');
  const generationKey = (kind: ListKind) => `${prefix}${kind}:generation`;
  const totalsPrefix = (kind: ListKind) => `${prefix}${kind}:`;
  const digest = (key: string) => createHash('sha256').update(key).digest('base64url');
  // No generation known: a count made then is counted, not remembered.
  const unknown = { total: null, generation: '' } as const;
  return {
    async peek(kind, key) {
      try {
        const [generation, total] = (await redis.eval(
          PEEK_SCRIPT,
          1,
          generationKey(kind),
          totalsPrefix(kind),
          digest(key),
        )) as [string, string | null];
        return { total: total === null ? null : Number(total), generation };
      } catch (error) {
        report(error);
        return unknown;
      }
    },
    async remember(kind, key, generation, total) {
      if (total < CACHE_FROM || generation === '') return;
      try {
        await redis.set(
          `${totalsPrefix(kind)}${generation}:${digest(key)}`,
          String(total),
          'PX',
          CACHE_TTL_MS,
        );
      } catch (error) {
        report(error);
      }
    },
    async invalidate(kinds) {
      try {
        await Promise.all(kinds.map((kind) => redis.incr(generationKey(kind))));
      } catch (error) {
        // The remembered totals expire within the TTL all the same.
        report(error);
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
