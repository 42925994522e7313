/**
 * How long a session lives — every timeout is stated here once (ASVS 5.0 7.3.1 idle, 7.3.2
 * absolute). The absolute lifetimes are the defaults of TOKEN_TTL_HOURS and
 * ADMIN_SESSION_TTL_HOURS; the idle ones are rules, not settings.
 *
 * Readers: a phone that is read on most days stays signed in (NIST SP 800-63B AAL1 allows
 * 30 days); a session unused for a day ends, and none outlives a week.
 * Admins see the personal data of minors: AAL2's limits, 30 minutes idle and 12 hours in all.
 */
export const READER_SESSION_IDLE_MS = 24 * 3_600_000;
export const READER_SESSION_ABSOLUTE_HOURS = 7 * 24;
export const ADMIN_SESSION_IDLE_MS = 30 * 60_000;
export const ADMIN_SESSION_ABSOLUTE_HOURS = 12;
/**
 * Writers and consultants (the studio, issue 43) write at length (drafts are kept on the device
 * as they type) and see readers' comments: two hours idle, a working day in all.
 */
export const CONTRIBUTOR_SESSION_IDLE_MS = 2 * 3_600_000;
export const CONTRIBUTOR_SESSION_ABSOLUTE_HOURS = 12;

/**
 * A session's last activity is written at most once a minute (not on every request): the idle
 * timeout may therefore end a session up to a minute early, never late.
 */
export const SESSION_ACTIVITY_RESOLUTION_MS = 60_000;

/** The User-Agent kept with a session, cut to this length. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The oldest last activity a session may have at `now` and still count. */
export const idleCutoff = (now: Date, idleMs: number) => new Date(now.getTime() - idleMs);

/** Whether a session's last activity is old enough to be written again. */
export const activityIsStale = (lastSeenAt: Date, now: Date) =>
  now.getTime() - lastSeenAt.getTime() >= SESSION_ACTIVITY_RESOLUTION_MS;

/** The User-Agent header as stored: a string, cut to USER_AGENT_MAX_LENGTH, or null. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/**
 * Sent with every answer that ends the session of the browser asking (ASVS 5.0 14.3.1): the
 * browser drops what it stored for the API's origin (the site's origin keeps only the session
 * itself, which the sign-out clears).
 * Not "cookies": the device cookie that lets a reader sign in while their network is throttled
 * must outlive a sign-out.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"';
