/**
 * At start the database may not answer yet (PostgreSQL restarting, a container still booting):
 * the server pings it with backoff for a bounded time, logging each miss, instead of exiting at
 * the first refused connection.
 */
import type { Database } from './database.ts';

export interface StartLog {
  warn(obj: object, msg?: string): void;
}

export class DatabaseUnreachableError extends Error {
  constructor(timeoutMs: number, cause: unknown) {
    super(
      `The database did not answer within ${Math.round(timeoutMs / 1000)} s ` +
        `(DATABASE_START_TIMEOUT_SECONDS): ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'DatabaseUnreachableError';
  }
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

export async function waitForDatabase(
  database: Pick<Database, 'ping'>,
  timeoutMs: number,
  log: StartLog,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.ping();
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (left <= 0) throw new DatabaseUnreachableError(timeoutMs, error);
      const delayMs = Math.min(left, MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempt - 1));
      log.warn(
        { attempt, retryInMs: delayMs, err: error },
        `Database not reachable yet (attempt ${attempt}); retrying in ${delayMs} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
