/** ASVS 5.0 V7 Session Management, V8 Authorization. */
import {
  API_README,
  accountStatus,
  adminApp,
  adminAuth,
  adminE2e,
  adminPeople,
  authE2e,
  documented,
  journeyE2e,
  login,
  notApplicable,
  notYetBuilt,
  passwordReset,
  register,
  secrets,
  tested,
  testedWith,
  type Row,
} from './rows.ts';

/** Issue 23's session work (helper sec-account): timeouts, the account page's sessions. */
const SESSIONS =
  'issue 23 work of helper sec-account (idle and absolute timeouts, sessions a reader can see and end, Clear-Site-Data); map its tests here when it lands.';

export const v7to8: Row[] = [
  notYetBuilt(
    '7.1.1',
    `Only an absolute lifetime (TOKEN_TTL_HOURS, ADMIN_SESSION_TTL_HOURS) is documented; the idle timeout and its justification are ${SESSIONS}`,
  ),
  notYetBuilt(
    '7.1.2',
    `Concurrent sessions are unlimited and not yet documented as such; ${SESSIONS}`,
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
    'Each sign-in mints a new token; the client replaces the one it held.',
    login('gives each login a different token'),
  ),
  notYetBuilt('7.3.1', `No idle timeout yet: ${SESSIONS}`),
  tested('7.3.2', login('expires tokens after TOKEN_TTL_HOURS'), adminAuth('sessions expire')),
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
    'A password reset or change ends every session, this one included (no option needed: always).',
    passwordReset(
      'sets a new password: the new one logs in, the old one fails, every earlier session is revoked, a notice is e-mailed',
    ),
    passwordReset(
      'changes the password with the old one, revokes every session and e-mails a notice',
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
  notYetBuilt(
    '7.4.5',
    `Admins end a reader's sessions today only by setting Inactive or deleting (tested in 7.4.2); ending a member's sessions from the console is ${SESSIONS}`,
  ),
  notYetBuilt(
    '7.5.1',
    `Changing the password needs the old one (tested: 6.2.3); changing the e-mail after re-entering the password is ${SESSIONS}`,
  ),
  notYetBuilt('7.5.2', `The account page with the sessions list is ${SESSIONS}`),
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
