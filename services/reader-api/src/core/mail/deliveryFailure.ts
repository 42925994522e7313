/**
 * How the outbox judges a failed delivery: when to try again, and when to give up (dead letter).
 */

/** Exponential backoff with ±20 % jitter: base, 2×base, 4×base … capped at max. */
export function retryDelayMs(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, exponential * (0.8 + 0.4 * random())));
}

/** A send that took longer than the outbox allows (the connection hung). */
export class SendTimeoutError extends Error {
  readonly code = 'ESENDTIMEOUT';
  constructor(timeoutMs: number) {
    super(`The mail server did not finish the delivery within ${timeoutMs} ms`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * A permanent SMTP refusal (5xx, e.g. 550 "no such user"): the same message will never be
 * accepted, so retrying only hammers the server. 4xx replies and network errors are transient.
 */
export function isPermanentFailure(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** A short, code-free description of a delivery error for the row (never the message). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    const response = (error as Error & { responseCode?: unknown }).responseCode;
    return [typeof code === 'string' ? code : undefined, response, error.message]
      .filter((part) => part !== undefined && part !== '')
      .join(' ')
      .slice(0, 500);
  }
  return String(error).slice(0, 500);
}
