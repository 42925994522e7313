/** ASVS 5.0 V7 Session Management, V8 Authorization. */
import {
  API_README,
  accountStatus,
  adminApp,
  adminAuth,
  adminE2e,
  adminPeople,
  adminSessions,
  emailChange,
  sessions,
  authE2e,
  documented,
  journeyE2e,
  login,
  notApplicable,
  notYetBuilt,
  previousSession,
  register,
  secondFactor,
  secrets,
  tested,
  testedWith,
  test,
  type Row,
} from './rows.ts';

/** The console's own-account page and a reader's "Sign out everywhere" (issue 23). */
const adminAccountE2e = test('e2e/adminAccount.spec.ts');
/** Recent authentication before second-factor and session changes (issue 40, M1). */
const stepUp = test('services/reader-api/src/secondFactor/stepUp.test.ts');

export const v7to8: Row[] = [
  documented(
    '7.1.1',
    API_README,
    "reader's session ends after 24 hours without a request (idle) and 7 days after sign-in",
  ),
  notYetBuilt(
    '7.1.2',
    'Concurrent sessions are unlimited (each is listed on the account page and can be ended), but the documentation does not yet say so or what happens at a limit.',
  ),
  notApplicable('7.1.3', 'No federated identity or SSO.'),
  tested(
    '7.2.1',
    login('answers with the user for a live token'),
    login('refuses a missing, malformed or unknown token with 401'),
  ),
  tested('7.2.2', login('gives each login a different token')),
  tested(
    '7.2.3',
    login('returns an opaque 256-bit token and the user; only its hash is stored'),
    secrets('makes 256-bit url-safe session tokens, stored as SHA-256'),
  ),
  testedWith(
    '7.2.4',
    'Each sign-in mints a new token and ends the one the browser still held (the client sends it with the sign-in; issue 40, L10); the reader’s (or admin’s) other devices keep theirs. The no-JavaScript sign-up confirmation, with nowhere to keep a token, makes none.',
    login('gives each login a different token'),
    previousSession(
      'ends the token the browser still held when it signs in again, and only that one',
    ),
    previousSession(
      'the no-JavaScript sign-up confirmation verifies the address without making a session',
    ),
    secondFactor(
      'a new sign-in ends the token the browser still held, not the admin’s other sessions (issue 40, L10)',
    ),
  ),
  tested(
    '7.3.1',
    sessions('ends a session unused for the idle timeout; use keeps it alive'),
    adminSessions('an admin session ends after 30 idle minutes, and 12 hours in all'),
  ),
  tested(
    '7.3.2',
    login('expires tokens after TOKEN_TTL_HOURS, however busy (idle timeout: sessions.test.ts)'),
    sessions('ends every session at the absolute timeout, however busy'),
    adminAuth('sessions expire'),
  ),
  tested(
    '7.4.1',
    login('revokes the token on logout (204), other sessions stay valid'),
    adminAuth('Sign Out revokes the session on the server'),
    adminE2e('Sign Out returns to sign-in and the old token gets 401'),
  ),
  tested(
    '7.4.2',
    accountStatus('no login racing a delete keeps a live session (12 logins over 2 instances)'),
    accountStatus(
      'Inactive signs the reader out and refuses login with a clear message; Active again lets them in',
    ),
    adminPeople('a deleted reader is signed out and purged with their account'),
  ),
  testedWith(
    '7.4.3',
    'A password reset or change ends the sessions always (no option needed); an e-mail change ends every other one.',
    sessions('a password change signs out every other session, at once'),
    sessions('a password reset signs out every session'),
    emailChange(
      'needs the password, proves the new address by its code, then signs out every other session',
    ),
  ),
  tested(
    '7.4.4',
    journeyE2e(
      'desktop: a marketing page shows the first name and Log out; Log out revokes and clears',
    ),
    journeyE2e(
      "the account pages' header: ${path} at ${width} px shows the first name, and Log out revokes the token",
    ),
    adminApp('Sign Out ends the session on the server and returns to sign-in'),
  ),
  tested(
    '7.4.5',
    adminSessions('ends every session of a reader from the console, written to the audit log'),
    adminSessions('a reader token cannot end anyone’s sessions'),
    adminAccountE2e("a reader's profile signs that reader out everywhere, after asking"),
  ),
  testedWith(
    '7.5.1',
    'Changing the e-mail address or the password needs the password; adding or removing a second factor, new recovery codes and ending other sessions need a proof (password or app code) within the last 5 minutes, and the owner is e-mailed of each factor change (issue 40, M1). A passkey is not yet accepted as that proof.',
    emailChange(
      'needs the password, proves the new address by its code, then signs out every other session',
    ),
    stepUp(
      'refuses add, remove, new recovery codes and ending other sessions with a stale session',
    ),
    stepUp('the password again opens 5 minutes of changes; a wrong one does not'),
    stepUp('admins: a stale console session needs the password or an app code again'),
  ),
  testedWith(
    '7.5.2',
    'Readers and admins see their sessions and end one or all of the others after a fresh proof (issue 40, M1).',
    sessions('signs out another session: its token gets 401 at once'),
    stepUp(
      'refuses add, remove, new recovery codes and ending other sessions with a stale session',
    ),
  ),
  notApplicable('7.6.1', 'No identity provider: no relying-party sessions.'),
  tested(
    '7.6.2',
    register(
      'answers identically for a new, a pending and a verified address, with one argon2 hash each',
    ),
    authE2e('a wrong password shows the error modal; the right one reaches /download'),
  ),

  documented(
    '8.1.1',
    API_README,
    'Everything under `/api/v1/admin/` except sign-in needs `Authorization: Bearer <admin token>`.',
  ),
  notApplicable(
    '8.1.2',
    'No field-level permissions: an admin sees a whole profile, a reader only their own public fields.',
  ),
  tested(
    '8.2.1',
    adminAuth('needs a token on every admin endpoint'),
    adminAuth('refuses a reader token on admin endpoints (403)'),
    adminAuth('refuses an admin token on reader endpoints (401)'),
  ),
  testedWith(
    '8.2.2',
    'A reader only ever reaches their own data (the token picks the account; no reader id is taken from input).',
    login('answers with the user for a live token'),
    adminPeople('creates a writer with a PDF and an image; the files download for admins only'),
  ),
  tested('8.2.3', register('ignores unknown fields (a reader cannot make themself premium)')),
  tested(
    '8.3.1',
    adminAuth('refuses a reader token on admin endpoints (403)'),
    adminApp('an expired session (401) returns to sign-in'),
  ),
  notApplicable('8.4.1', 'Not multi-tenant.'),
];
