/** ASVS 5.0 V15 Secure Coding and Architecture, V16 Security Logging and Error Handling. */
import {
  API_README,
  adminAuth,
  auditRetention,
  auditTrail,
  authEvents,
  config,
  confirm,
  documented,
  hardening,
  linksAndMail,
  loginThrottle,
  notApplicable,
  notYetBuilt,
  outbox,
  outboxSmtp,
  property,
  rateLimitRedis,
  register,
  s3Storage,
  sbom,
  secondFactor,
  telemetry,
  testClock,
  tested,
  test,
  testedWith,
  type Row,
} from './rows.ts';

/** The page server's no-JS form rules and flood limits (issue 40, H1). */
const platformForms = test('packages/platform/src/forms.test.ts');
/** Data-page renderers and release integrity on the remote servers (issue 40, L7, L9, M3). */
const dataPages = test('scripts/serveDataPages.test.ts');
const releaseIntegrity = test('scripts/release-tools/releaseIntegrity.test.ts');
const statusSummaries = test('scripts/release-tools/statusSummaries.test.ts');
const formFlood = test('scripts/forms/formFlood.test.ts');

export const v15to16: Row[] = [
  notYetBuilt(
    '15.1.1',
    'No documented remediation time frames for vulnerable or outdated components yet (the one-day install cooldown and the registry signature check exist: scripts/supplyChain).',
  ),
  tested(
    '15.1.2',
    sbom('lists every package once with its purl and who depends on it, valid CycloneDX 1.6'),
    sbom('reads the real production tree of a remote from the lockfile, offline'),
    sbom('writes the SBOM beside the release, read-only'),
  ),
  documented(
    '15.1.3',
    API_README,
    'a login, sign-up or reset beyond both is answered 503 with `Retry-After: 2` at once',
  ),
  notYetBuilt(
    '15.2.1',
    'Needs the time frames of 15.1.1 and a vulnerability audit against them (no advisory database is reachable from this workplace).',
  ),
  testedWith(
    '15.2.2',
    'The API bounds its costly work (one argon2 verify at a time with two waiting, per-client socket shares, storage timeouts: capacity.test.ts, serverLimits.test.ts, s3Storage.test.ts); the page server checks lengths before any pattern with a linear e-mail check, takes no-JS form bodies up to 64 KiB and 30 posts a minute per client (issue 40, H1).',
    platformForms(
      'refuses a 100 KB e-mail value with the format message without reading its shape',
    ),
    formFlood("refuses the audit's 124 KB post while pages requested at the same time are served"),
    dataPages(
      'keeps at most 16 renders waiting: the next is told to come back later (503 + Retry-After, L9)',
    ),
  ),
  tested(
    '15.2.3',
    testClock('is refused in production'),
    testClock('does not exist unless enabled'),
  ),
  tested('15.3.1', confirm('verifies the e-mail and returns the user without any secret')),
  notApplicable(
    '15.3.2',
    'The backend calls no URL taken from input (only configured database, Redis, SMTP and S3 endpoints).',
  ),
  tested(
    '15.3.3',
    register('ignores unknown fields (a reader cannot make themself premium)'),
    telemetry('refuses malformed reports and anything beyond the fields it needs'),
  ),
  tested(
    '15.3.4',
    hardening(
      'with a hop count, rotating the left-most X-Forwarded-For does not escape the rate limit',
    ),
    hardening('with proxy addresses, only hops from those proxies are believed'),
    config('takes TRUST_PROXY as a hop count or proxy addresses, never "trust everything"'),
  ),
  testedWith(
    '15.3.5',
    'TypeScript strict; every body is parsed by a zod schema of exact types.',
    property('never answers 5xx to arbitrary JSON values'),
  ),
  tested('15.3.6', hardening('refuses malformed JSON and prototype poisoning with 400')),
  notYetBuilt(
    '15.3.7',
    'No test yet of repeated query parameters (e.g. two page= values on the admin lists).',
  ),

  notYetBuilt(
    '16.1.1',
    'No log inventory document yet (pino JSON lines on stdout, the audit log table, mail log lines).',
  ),
  tested(
    '16.2.1',
    authEvents(
      'records a reader’s sign-in, failed sign-in and sign-out with the time in UTC and the address',
    ),
    auditTrail('records sign-ins, failed sign-ins and sign-outs with the client address'),
  ),
  tested(
    '16.2.2',
    authEvents(
      'records a reader’s sign-in, failed sign-in and sign-out with the time in UTC and the address',
    ),
  ),
  notYetBuilt('16.2.3', 'Needs the log inventory of 16.1.1.'),
  documented('16.2.4', API_README, 'pino level; logs are JSON lines on stdout.'),
  tested(
    '16.2.5',
    linksAndMail('the one-click unsubscribe token is not written to the access log'),
    authEvents(
      'records a password reset and a password change (and a failed change), never the passwords',
    ),
    auditTrail(
      'after an owner-confirmed erasure, the rows about the reader hold no e-mail or name',
    ),
    // Issue 40, L11: an address typed for no account is kept as typed 7 days only.
    auditRetention(
      'keeps an address typed for no account ${TYPED_ADDRESS_KEPT_DAYS} days, then only a keyed hash of it',
    ),
  ),
  tested(
    '16.3.1',
    authEvents(
      'records a reader’s sign-in, failed sign-in and sign-out with the time in UTC and the address',
    ),
    authEvents('records a failed sign-in for an unknown address, without an account to point at'),
    authEvents(
      'records the failure that locks an address out once, not every refused attempt after it',
    ),
    authEvents(
      'records a password reset and a password change (and a failed change), never the passwords',
    ),
    authEvents('records an admin’s lockout once, beside the failed sign-ins'),
    auditTrail('records admin creation and a password reset by admin:create, without the hash'),
    secondFactor('writes every second-factor event to the audit log, in UTC, never a secret'),
  ),
  notYetBuilt(
    '16.3.2',
    'Refused authorisation (401/403 on admin and reader endpoints) is answered but not logged as a security event. (An admin opening a person’s profile is logged: adminAuditTrail.test.ts, issue 40.)',
  ),
  notYetBuilt(
    '16.3.3',
    'Rate-limit refusals and validation failures are not logged as security events yet (CSP violations are collected: 3.4.3 and cspReports.test.ts).',
  ),
  tested(
    '16.3.4',
    outbox(
      'a permanent refusal (5xx) is a dead letter at once: logged as an error, never retried, content erased',
    ),
    rateLimitRedis('keeps serving (limit skipped, error logged) when Redis is unreachable'),
    releaseIntegrity(
      'keeps serving the previous revision and says why (log line and platform status)',
    ),
    statusSummaries('says when this machine’s servers refused a revision, and why (issue 40, M3)'),
  ),
  testedWith(
    '16.4.1',
    'The API logs with pino (JSON: a newline in a value cannot forge a line). The remote servers log data-page failures as one JSON line and refuse a path with control characters (issue 40, L7).',
    dataPages(
      'refuses a path with control characters (400) instead of rendering or logging it (L7)',
    ),
    dataPages('logs a failed render as one JSON line, whatever the path holds (L7)'),
  ),
  testedWith(
    '16.4.2',
    'The audit log is read-only through the API (no endpoint changes a row) and admins only.',
    adminAuth('needs a token on every admin endpoint'),
  ),
  notYetBuilt(
    '16.4.3',
    "Shipping logs to a separate system is the deployment's; not set up or documented here.",
  ),
  tested(
    '16.5.1',
    hardening('hides internal errors behind a generic 500 {error}'),
    property('never answers 5xx to arbitrary JSON values'),
  ),
  tested(
    '16.5.2',
    rateLimitRedis('keeps serving (limit skipped, error logged) when Redis is unreachable'),
    s3Storage('an unreachable bucket: a clear 503, and neither a writer nor a file row is kept'),
    outboxSmtp(
      'answers as usual, keeps every e-mail across a restart, and delivers each exactly once when SMTP is back',
    ),
  ),
  tested(
    '16.5.3',
    loginThrottle(
      'refuses the right password hidden among a concurrent burst once the limit is used',
    ),
    property(
      'never answers 5xx to arbitrary Authorization headers on /reader/me and /reader/logout',
    ),
    releaseIntegrity(
      'keeps serving the previous revision and says why (log line and platform status)',
    ),
  ),
];
