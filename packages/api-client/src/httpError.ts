import type { HTTPError } from 'ky';

/**
 * An answer with an HTTP error status, as ky throws it. By name, not `instanceof`: the check
 * must not load ky (an error can come before ky has loaded: its chunk, offline).
 */
export const isHttpError = (error: unknown): error is HTTPError =>
  error instanceof Error && error.name === 'HTTPError' && 'response' in error;
