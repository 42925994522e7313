/** ASVS 5.0 V11 Cryptography, V13 Configuration, V14 Data Protection. */
import {
  API_README,
  adminPeople,
  auditRetention,
  auditTrail,
  adminSessions,
  config,
  cspReports,
  telemetry,
  documented,
  hardening,
  linksAndMail,
  noJsE2e,
  notApplicable,
  notYetBuilt,
  register,
  safety,
  secrets,
  serve,
  sessions,
  tested,
  testClock,
  test,
  testedWith,
  type Row,
} from './rows.ts';

/** Release files, cohort cookies, data-page renderers and the page server (issue 40). */
const releaseIntegrity = test('scripts/release-tools/releaseIntegrity.test.ts');
const cohort = test('scripts/release-tools/cohort.test.ts');
const dataPagesWarm = test('scripts/serveDataPagesWarm.test.ts');

export const v11to14: Row[] = [
  notYetBuilt(
    '11.1.1',
    'No written key-management policy yet: the HMAC keys (codes, mail links) are generated once into the database (serverSecrets.ts) or set by OTP_SECRET; rotation is not documented.',
  ),
  notYetBuilt(
    '11.1.2',
    'No cryptographic inventory document yet (argon2id, SHA-256 token hashes, HMAC-SHA-256 codes and links, SHA-384 SRI, node:crypto CSPRNG).',
  ),
  testedWith(
    '11.2.1',
    'node:crypto (OpenSSL) and @node-rs/argon2 only; no home-made primitive.',
    secrets('uses argon2id with the OWASP parameters by default'),
  ),
  notYetBuilt(
    '11.2.2',
    'Algorithms are named in one place each (security/secrets.ts, passwords.ts), but no documented crypto-agility plan.',
  ),
  tested(
    '11.2.3',
    secrets('makes 256-bit url-safe session tokens, stored as SHA-256'),
    secrets('binds code hashes to the key and the reader'),
  ),
  documented(
    '11.3.1',
    API_README,
    'secrets AES-256-GCM-sealed under a key kept in `server_secrets`',
    'The one encryption in the application: TOTP secrets, AES-256-GCM (no ECB, no padding).',
  ),
  documented(
    '11.3.2',
    API_README,
    'secrets AES-256-GCM-sealed under a key kept in `server_secrets`',
  ),
  documented(
    '11.3.3',
    API_README,
    'secrets AES-256-GCM-sealed under a key kept in `server_secrets`',
    'GCM authenticates the sealed secret: a changed one does not open.',
  ),
  tested(
    '11.4.1',
    secrets('makes 256-bit url-safe session tokens, stored as SHA-256'),
    secrets('binds code hashes to the key and the reader'),
  ),
  tested(
    '11.4.2',
    secrets('uses argon2id with the OWASP parameters by default'),
    register('creates an unverified reader with an argon2id hash and e-mails a 6-digit code'),
    config('warns loudly when production hashes passwords below OWASP (ARGON2_MEMORY_KIB=1024)'),
  ),
  testedWith(
    '11.4.3',
    'SHA-256 (and HMAC-SHA256) for data integrity: release files against their record and the digest pinned on promotion (issue 40, M3), the canary cohort cookie signed.',
    secrets('binds code hashes to the key and the reader'),
    releaseIntegrity(
      'refuses a changed, an added or a missing file, and a record other than the pinned one',
    ),
    cohort(
      're-assigns the cohort of a forged cookie: bare, another cohort’s signature, another secret (issue 40)',
    ),
  ),
  notApplicable(
    '11.4.4',
    'No keys are derived from passwords (passwords are only hashed for verification).',
  ),
  tested(
    '11.5.1',
    secrets('makes 256-bit url-safe session tokens, stored as SHA-256'),
    secrets('makes 6-digit codes over the whole range, leading zeros kept'),
  ),
  notApplicable(
    '11.6.1',
    'No key generation or signatures by the application (the registry signature check only verifies).',
  ),

  notYetBuilt(
    '13.1.1',
    'The API README lists the services (PostgreSQL or PGlite, Redis, SMTP, S3) and their settings, but there is no single communication inventory with how each failure is handled.',
  ),
  notYetBuilt(
    '13.2.1',
    "Service credentials (DATABASE_URL, SMTP_URL, S3 keys, REDIS_URL) come from the environment; authenticated backend connections are the deployment's, not checked by a test.",
  ),
  notYetBuilt(
    '13.2.2',
    "Least privilege of the database and storage accounts is the deployment's; not documented or tested here.",
  ),
  notYetBuilt(
    '13.2.3',
    'No default credential is built in (each comes from the environment), but no check refuses a default one.',
  ),
  notApplicable(
    '13.2.4',
    'The backend calls only configured services (database, Redis, SMTP, S3); no outbound call is built from input.',
  ),
  testedWith(
    '13.2.5',
    'No request goes to a destination taken from input (as 13.2.4). The remote servers load data-page renderers only from the release folders the live revision names, and serve a revision only when its releases match the file hashes pinned for them (issue 40, L9, M3).',
    dataPagesWarm(
      'loads only the releases the live revision names: another release folder is never run (issue 40, L9)',
    ),
    releaseIntegrity(
      'keeps serving the previous revision and says why (log line and platform status)',
    ),
  ),
  notYetBuilt(
    '13.3.1',
    'Secrets come from environment variables or are generated into the database; no key vault.',
  ),
  notYetBuilt('13.3.2', "Least privilege for secrets is the deployment's."),
  testedWith(
    '13.4.1',
    'Only build folders and release folders are published, and none holds .git (source maps go to a sibling folder that is not served: 13.4.2, issue 40 L2). Should a deploy copy .git/, .svn/ or a dotfile such as .env into a served folder anyway, the page and remote servers answer every dot path other than /.well-known/ with 404, however it is encoded.',
    serve(
      'never serves source control metadata or dotfiles found in the served folder (ASVS 13.4.1)',
    ),
  ),
  testedWith(
    '13.4.2',
    'The test clock is refused in production, errors are generic, and source maps and the server bundle are not served however the path is encoded (the decoded, normalised path is checked; issue 40, L2).',
    testClock('is refused in production'),
    testClock('does not exist unless enabled'),
    hardening('hides internal errors behind a generic 500 {error}'),
    serve('is off for anyone else in production: no cookie, no release, no timings'),
    serve(
      'keeps source maps and the server bundle private however the path is encoded (issue 40, L2)',
    ),
  ),
  notYetBuilt(
    '13.4.3',
    'The static servers (@fastify/static) list no directories by default, but no test checks it.',
  ),
  testedWith(
    '13.4.4',
    'Only the routes the API declares answer; anything else is 404 {error}.',
    hardening('answers unknown routes and methods with 404 {error}'),
  ),
  testedWith(
    '13.4.5',
    'The monitoring summaries (release health, CSP violations) answer only the platform operator token; without a configured token they stay closed.',
    telemetry('keeps the summary for platform operators'),
    telemetry('stays closed when no operator token is configured'),
  ),

  notYetBuilt(
    '14.1.1',
    'No data classification document yet (personal data of readers, who may be minors; admin files).',
  ),
  notYetBuilt('14.1.2', 'Follows 14.1.1.'),
  tested(
    '14.2.1',
    noJsE2e(
      'sign up and enter the e-mail code without JavaScript; the password never shows in a URL',
    ),
    linksAndMail('the one-click unsubscribe token is not written to the access log'),
    cspReports('stores both report formats, counted, without query strings or fragments'),
  ),
  testedWith(
    '14.2.2',
    'Admin file downloads are private, no-store.',
    adminPeople('creates a writer with a PDF and an image; the files download for admins only'),
  ),
  testedWith(
    '14.2.3',
    'No third-party trackers or analytics: the only telemetry goes to the API and carries no personal data. What readers write is published to the public, so their personal details in it (phone numbers, addresses, schools, handles, however written) are found before publishing and shown to the moderator (issue 40, M2).',
    safety('recognises ${bypasses.length} ways of writing them'),
    safety('%s: %p'),
  ),
  testedWith(
    '14.2.4',
    'Tokens and codes are stored only as hashes (API README: “only their SHA-256 is stored”). The audit log keeps an address typed for no account 7 days, then a keyed hash of it, and every row 365 days; an admin’s opening of a person’s profile is logged (issue 40, L11).',
    secrets('makes 256-bit url-safe session tokens, stored as SHA-256'),
    auditRetention(
      'keeps an address typed for no account ${TYPED_ADDRESS_KEPT_DAYS} days, then only a keyed hash of it',
    ),
    auditRetention('deletes every row ${AUDIT_LOG_KEPT_DAYS} days after it was written'),
    auditTrail(
      'records who opened a reader’s profile, without putting it in the reader’s activity feed',
    ),
  ),
  tested(
    '14.3.1',
    sessions('sends Clear-Site-Data with the sign-out'),
    sessions('signs out everywhere (this browser too) and tells the browser to clear its data'),
    adminSessions('sign-out answers with Clear-Site-Data'),
  ),
  notYetBuilt(
    '14.3.2',
    'Cache-Control: no-store on the admin file downloads only; on every authenticated API answer it is not set yet.',
  ),
  documented(
    '14.3.3',
    'docs/asvs/session-tokens.md',
    'no password, code or second-factor secret is ever stored',
    'Browser storage holds the session tokens (allowed by the requirement) and the user object the spec fixes; the review of where the tokens live and why they stay there is in the same file.',
  ),
];
