/**
 * A browser's canary cohort: a number 0–99 drawn once and kept in a cookie, so the same reader
 * keeps getting the same release while a canary runs, and the page the server composes, its
 * CSP and the config the browser loads remotes with always name the same releases.
 *
 * The cookie is signed (HMAC-SHA256 with the server's THRIVE_COHORT_SECRET, issue 40): a reader
 * cannot pick a cohort to pull a canary on purpose (or keep away from one), and a cookie whose
 * signature does not hold is treated as none, so the browser gets a newly drawn cohort.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const COHORT_COOKIE = 'thrive-cohort';
/** The deployment's signing secret (runtime environment, never in the repository). */
export const COHORT_SECRET_ENV = 'THRIVE_COHORT_SECRET';
/** A cohort outlives any canary (a reader does not flip between releases within one). */
const COHORT_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Without a configured secret, one drawn per process: cohorts then hold until the server
 * restarts, and several servers each re-assign the others' (set THRIVE_COHORT_SECRET for them).
 */
let processSecret: string | undefined;
export function cohortSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[COHORT_SECRET_ENV]?.trim();
  if (configured) return configured;
  return (processSecret ??= randomBytes(32).toString('hex'));
}

const signatureOf = (cohort: number, secret: string) =>
  createHmac('sha256', secret).update(`cohort:${cohort}`).digest('base64url').slice(0, 22);

/** The cookie's value for a cohort: `<cohort>.<signature>`. */
export const signedCohort = (cohort: number, secret: string) =>
  `${cohort}.${signatureOf(cohort, secret)}`;

/** The cohort of a cookie whose signature holds; undefined for none, a forged or a bare one. */
export function cohortFromCookie(
  cookieHeader: string | undefined,
  secret: string = cohortSecret(),
): number | undefined {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})\\.([\\w-]{22})(?:;|$)`).exec(
    cookieHeader ?? '',
  );
  if (!match) return undefined;
  const cohort = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signatureOf(cohort, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? cohort : undefined;
}

/** The browser's cohort, and the Set-Cookie that keeps a newly drawn one. */
export function cohortOf(
  cookieHeader: string | undefined,
  secure: boolean,
  secret: string = cohortSecret(),
): { cohort: number; setCookie?: string } {
  const known = cohortFromCookie(cookieHeader, secret);
  if (known !== undefined) return { cohort: known };
  const cohort = randomInt(100);
  return {
    cohort,
    setCookie: `${COHORT_COOKIE}=${signedCohort(cohort, secret)}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}
