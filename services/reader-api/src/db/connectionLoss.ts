/**
 * Errors that mean "the database connection is gone or cannot be made right now" (a restart,
 * a failover, `pg_terminate_backend`, a refused or timed-out connect), as opposed to an error
 * in the statement itself. Drizzle wraps driver errors (`cause`), so the chain is walked.
 */

/** SQLSTATE classes and codes of a lost or refused connection. */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a write reached a standby during failover
]);
const NODE_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'is not currently accepting connections',
];

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true; // connection_exception class
      if (CONNECTION_SQLSTATES.has(code) || NODE_CONNECTION_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    current = cause;
  }
  return false;
}
