/**
 * Argon2 is deliberately expensive (19 MiB and tens of milliseconds of CPU per call), so a burst
 * of logins must not take every core: at most `concurrency` hashes or verifies run at once, at
 * most `maxQueue` wait, and a request beyond that is answered 503 with Retry-After at once
 * (instead of queueing without bound while /health and every other request slow down).
 */
import type { PasswordHasher } from './passwords.ts';

/** Thrown when the queue is full; the error handler answers 503 with `Retry-After`. */
export class HasherBusyError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 2;
  constructor() {
    super('Password hashing queue is full');
    this.name = 'HasherBusyError';
  }
}

export interface HasherLimits {
  /** Argon2 operations running at once. */
  concurrency: number;
  /** Operations allowed to wait for a slot. */
  maxQueue: number;
}

export function boundedHasher(inner: PasswordHasher, limits: HasherLimits): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];

  const acquire = async (): Promise<void> => {
    if (running < limits.concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= limits.maxQueue) throw new HasherBusyError();
    // The slot is handed over by release(), so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const limited =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await acquire();
      try {
        return await operation(...args);
      } finally {
        release();
      }
    };

  return {
    hash: limited((password: string) => inner.hash(password)),
    verify: limited((storedHash: string, password: string) => inner.verify(storedHash, password)),
  };
}
