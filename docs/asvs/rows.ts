/**
 * The shape of the ASVS 5.0 checklist (docs/asvs-5.0-l2.md is rendered from it): every Level 1
 * and 2 requirement of V1-V8, V11-V16 is one row, either checked by named tests, met
 * by a documented rule (a file and the words in it), not applicable (and why), or not built yet
 * (who is building it, or what is missing). checklist.test.ts fails when a named test or a
 * quoted document passage does not exist.
 */

/** A test by its file (from the repository root) and its exact title (`it`/`test`). */
export interface TestRef {
  file: string;
  name: string;
}

export type Row =
  | { id: string; status: 'tested'; tests: TestRef[]; note?: string }
  | { id: string; status: 'documented'; file: string; quote: string; note?: string }
  | { id: string; status: 'not-applicable'; why: string }
  | { id: string; status: 'not-yet-built'; what: string };

export const tested = (id: string, ...tests: TestRef[]): Row => ({ id, status: 'tested', tests });
export const testedWith = (id: string, note: string, ...tests: TestRef[]): Row => ({
  id,
  status: 'tested',
  tests,
  note,
});
export const documented = (id: string, file: string, quote: string, note?: string): Row => ({
  id,
  status: 'documented',
  file,
  quote,
  ...(note ? { note } : {}),
});
export const notApplicable = (id: string, why: string): Row => ({
  id,
  status: 'not-applicable',
  why,
});
export const notYetBuilt = (id: string, what: string): Row => ({
  id,
  status: 'not-yet-built',
  what,
});

/** `test(file)('title')`: a TestRef. */
export const test =
  (file: string) =>
  (name: string): TestRef => ({ file, name });

const api = (file: string) => test(`services/reader-api/src/${file}`);

// The test files the rows name most often.
export const register = api('readers/signUp/register.test.ts');
export const confirm = api('readers/signUp/confirm.test.ts');
export const codeLimits = api('readers/signUp/codeLimits.test.ts');
export const signUpAttempts = api('readers/signUp/signUpAttempts.test.ts');
export const login = api('readers/login/login.test.ts');
export const loginThrottle = api('readers/login/loginThrottle.test.ts');
export const accountStatus = api('readers/login/accountStatus.test.ts');
export const authEvents = api('readers/login/authEvents.test.ts');
export const passwordReset = api('readers/password/passwordReset.test.ts');
export const hardening = api('core/http/hardening.test.ts');
export const property = api('core/http/property.test.ts');
export const capacity = api('core/http/capacity.test.ts');
export const serverLimits = api('core/http/serverLimits.test.ts');
export const linksAndMail = api('core/http/linksAndMail.test.ts');
export const forms = api('forms/forms.test.ts');
export const rateLimitRedis = api('core/http/rateLimitRedis.test.ts');
export const adminAuth = api('admin/adminAuth.test.ts');
export const adminPeople = api('admin/adminPeople.test.ts');
export const adminEdgeCases = api('admin/adminEdgeCases.test.ts');
export const auditTrail = api('admin/adminAuditTrail.test.ts');
export const passwordRules = api('admin/passwordRules.test.ts');
export const s3Storage = api('admin/s3Storage.test.ts');
export const breached = api('core/security/breachedPasswords/breachedPasswords.test.ts');
export const secrets = api('core/security/security.test.ts');
export const config = api('core/config.test.ts');
export const runServer = api('runServer.test.ts');
export const subscriptions = api('subscriptions/subscriptions.test.ts');
export const deletion = api('deletion/deletion.test.ts');
export const cspReports = api('telemetry/cspReports.test.ts');
export const telemetry = api('telemetry/telemetry.test.ts');
export const testClock = api('testClock/testClockRoutes.test.ts');
export const outbox = api('core/mail/outbox.test.ts');
export const outboxFailures = api('core/mail/outbox.failures.smtp.test.ts');
export const outboxSmtp = api('core/mail/outbox.smtp.test.ts');
export const idempotency = api('core/idempotency/idempotency.test.ts');
export const sessions = api('readers/session/sessions.test.ts');
export const adminSessions = api('admin/sessions/adminSessions.test.ts');
export const emailChange = api('readers/emailChange/emailChange.test.ts');
export const deviceCookie = api('core/limits/deviceCookie.test.ts');
export const carrierNat = api('core/limits/carrierNat.test.ts');
export const ipv6Subnet = api('core/limits/ipv6Subnet.test.ts');
export const clientAddress = test('packages/platform/src/clientAddress.test.ts');
export const codeTries = api('readers/shared/codeTriesPerClient.test.ts');
export const totpLock = api('secondFactor/totpLock.test.ts');
export const previousSession = api('readers/login/previousSession.test.ts');
export const auditRetention = api('core/audit/auditRetention.test.ts');
export const safety = api('content/safety.test.ts');
export const formSubmissions = test('scripts/forms/formSubmissions.test.ts');
export const secondFactor = api('secondFactor/adminSecondFactor.test.ts');
export const secondFactorE2e = test('e2e/adminSecondFactor.spec.ts');
export const secondFactorUi = test('remotes/admin/src/session/secondFactor/secondFactor.test.tsx');
export const securityHeaders = test('scripts/release-tools/securityHeaders.test.ts');
export const serve = test('scripts/serve.test.ts');
export const releases = test('scripts/release-tools/releases.test.ts');
export const gates = test('scripts/release-tools/gates.test.ts');
export const sbom = test('scripts/release-tools/sbom.test.ts');
export const statusCsp = test('scripts/release-tools/statusCspReports.test.ts');
export const signatures = test('scripts/supplyChain/registrySignatures.test.ts');
export const cooldown = test('scripts/supplyChain/cooldown.test.ts');
export const composer = test('packages/composition/src/composer.test.ts');
export const apiClient = test('packages/api-client/src/apiClient.test.ts');
export const field = test('packages/ui/src/form/Field.test.tsx');
export const signupForm = test('remotes/auth/src/signup/Signup.test.tsx');
export const loginForm = test('remotes/auth/src/login/Login.test.tsx');
export const resetForm = test('remotes/auth/src/reset/Reset.test.tsx');
export const adminApp = test('remotes/admin/src/App.test.tsx');
export const foundationE2e = test('e2e/foundation.spec.ts');
export const platformE2e = test('e2e/platform.spec.ts');
export const releaseE2e = test('e2e/release.spec.ts');
export const authE2e = test('e2e/auth.spec.ts');
export const noJsE2e = test('e2e/noJsForms.spec.ts');
export const journeyE2e = test('e2e/journey.spec.ts');
export const adminE2e = test('e2e/admin.spec.ts');

export const API_README = 'services/reader-api/README.md';
export const README = 'README.md';
/** Ports, environment variables and runtime settings (moved out of the README's front door). */
export const CONFIGURATION = 'docs/configuration.md';
