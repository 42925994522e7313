/**
 * A browser's canary cohort: a number 0–99 drawn once and kept in a cookie, so the same reader
 * keeps getting the same release while a canary runs, and the page the server composes, its
 * CSP and the config the browser loads remotes with always name the same releases.
 */
import { randomInt } from 'node:crypto';

export const COHORT_COOKIE = 'thrive-cohort';
/** A cohort outlives any canary (a reader does not flip between releases within one). */
const COHORT_MAX_AGE_S = 30 * 24 * 3600;

export function cohortFromCookie(cookieHeader: string | undefined): number | undefined {
  const value = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`).exec(
    cookieHeader ?? '',
  )?.[1];
  return value === undefined ? undefined : Number(value);
}

/** The browser's cohort, and the Set-Cookie that keeps a newly drawn one. */
export function cohortOf(
  cookieHeader: string | undefined,
  secure: boolean,
): { cohort: number; setCookie?: string } {
  const known = cohortFromCookie(cookieHeader);
  if (known !== undefined) return { cohort: known };
  const cohort = randomInt(100);
  return {
    cohort,
    setCookie: `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}
