import type { FastifyReply } from 'fastify';

/** Sets Retry-After for an error that says how long to wait (e.g. the form e-mail limits). */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw error;
  }
}
