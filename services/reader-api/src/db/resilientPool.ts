/**
 * A `pg` pool that outlives its server restarting, failing over or terminating connections:
 * - every client carries an 'error' listener for its whole life, also while checked out (pg
 *   emits 'error' on a checked-out client whose connection drops; without a listener Node
 *   exits on it, e.g. 57P01 from `pg_terminate_backend` in the middle of a transaction);
 * - a checked-out client whose connection dropped is released at once and removed from the
 *   pool (Drizzle never releases a client whose `begin` failed), and releasing twice is a no-op;
 * - a connect that fails because the server is away is tried once more (nothing was sent);
 * - a read (a lone `select`) whose connection dropped mid-query is run once more on a fresh
 *   connection; a write is not (it may have committed): its caller gets the error, which the
 *   HTTP layer answers with 503 + Retry-After (src/db/connectionLoss.ts).
 */
import pg from 'pg';
import { isConnectionLoss } from './connectionLoss.ts';

export interface PoolLog {
  warn(obj: object, msg?: string): void;
}

const RECONNECT_DELAY_MS = 100;
const READ_ONLY = /^\s*select\b/i;

type Release = (error?: Error | boolean) => void;
type QueryConfig = string | { text: string };

function isRead(config: QueryConfig): boolean {
  const text = typeof config === 'string' ? config : config.text;
  return READ_ONLY.test(text) && !/\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(text);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createResilientPool(config: pg.PoolConfig, log?: PoolLog): pg.Pool {
  const pool = new pg.Pool({ keepAlive: true, connectionTimeoutMillis: 5_000, ...config });
  /** Clients checked out through connect(), with their (once-only) release. */
  const checkedOut = new Map<pg.PoolClient, Release>();

  // An idle client's error: pg-pool has already removed it; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      log?.warn({ err: error }, 'Database connection lost; it is replaced on the next query');
      checkedOut.get(client as pg.PoolClient)?.(error);
    });
  });

  const plainConnect = pool.connect.bind(pool) as (
    callback?: (...args: unknown[]) => void,
  ) => Promise<pg.PoolClient> | undefined;

  const connectOnce = async (): Promise<pg.PoolClient> => {
    const client = (await plainConnect())!;
    const release = client.release.bind(client) as Release;
    let released = false;
    const releaseOnce: Release = (error) => {
      if (released) return;
      released = true;
      checkedOut.delete(client);
      release(error);
    };
    client.release = releaseOnce;
    checkedOut.set(client, releaseOnce);
    return client;
  };

  const connect = async (): Promise<pg.PoolClient> => {
    try {
      return await connectOnce();
    } catch (error) {
      if (!isConnectionLoss(error)) throw error;
      await pause(RECONNECT_DELAY_MS);
      return connectOnce();
    }
  };

  const queryOnce = async (text: QueryConfig, values?: unknown): Promise<pg.QueryResult> => {
    const client = await connect();
    try {
      const result = await client.query(text as string, values as unknown[]);
      client.release();
      return result;
    } catch (error) {
      // A lost connection goes; a statement's own error (a unique violation…) keeps it.
      client.release(isConnectionLoss(error) ? (error as Error) : undefined);
      throw error;
    }
  };

  // Callback forms stay pg-pool's own (its query() calls connect(callback) internally).
  Object.assign(pool, {
    connect: (callback?: (...args: unknown[]) => void) =>
      callback ? plainConnect(callback) : connect(),
    query: async (text: QueryConfig, values?: unknown, callback?: unknown) => {
      if (typeof text === 'function' || typeof values === 'function' || callback) {
        throw new TypeError('This pool supports the promise form of query() only');
      }
      try {
        return await queryOnce(text, values);
      } catch (error) {
        if (!isConnectionLoss(error) || !isRead(text)) throw error;
        return queryOnce(text, values);
      }
    },
  });
  return pool;
}
