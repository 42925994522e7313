/**
 * The unique index a failed statement violated (PostgreSQL error 23505), or undefined for any
 * other error. Drizzle wraps driver errors, so the cause chain is searched (pg and PGlite alike
 * put `code` and `constraint` on their error).
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
