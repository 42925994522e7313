/**
 * The reader side of the API, one folder per use case: signUp/ (register, confirm the code,
 * resend), login/ (log in, who am I, log out), password/ (reset and change), session/ (the
 * bearer tokens: timeouts, the account page's list, sign out one or everywhere), emailChange/
 * (a new address proven by its code), shared/ (throttle, codes, code e-mail quota). Each folder holds its service,
 * its routes and their tests; app.ts builds them once with `createReaderServices`.
 */
import { EmailChangeService } from './emailChange/emailChangeService.ts';
import { LoginService } from './login/loginService.ts';
import { PasswordService } from './password/passwordService.ts';
import { ReaderSessions } from './session/readerSessions.ts';
import { AttemptThrottle } from './shared/attemptThrottle.ts';
import { CodeMailQuota } from './shared/codeMailQuota.ts';
import { purgeExpiredReaderData } from './shared/housekeeping.ts';
import type { ReaderDeps } from './shared/readerDeps.ts';
import { VerificationCodes } from './shared/verificationCodes.ts';
import { RegistrationAttempts } from './signUp/registrationAttempts.ts';
import { SignUpService } from './signUp/signUpService.ts';

export { readerRoutes } from './readerRoutes.ts';
export type { ReaderDeps, PublicUser } from './shared/readerDeps.ts';
export type { ReaderSessions, SessionView } from './session/readerSessions.ts';
export { SESSION_ALREADY_ENDED } from './session/sessionRoutes.ts';

export interface ReaderServices {
  signUp: SignUpService;
  login: LoginService;
  passwords: PasswordService;
  sessions: ReaderSessions;
  emailChange: EmailChangeService;
  /** Housekeeping: drops expired registrations, sessions, throttle rows and cooldowns. */
  purgeExpired: () => Promise<void>;
}

export function createReaderServices(deps: ReaderDeps): ReaderServices {
  const parts = {
    ...deps,
    throttle: new AttemptThrottle(deps.db, deps.config.loginThrottleWindowMinutes * 60_000),
    codes: new VerificationCodes(deps.db, deps.otpKey),
    codeMails: new CodeMailQuota(deps.db),
    sessions: new ReaderSessions(deps),
    attempts: new RegistrationAttempts(deps),
  };
  const signUp = new SignUpService(parts);
  return {
    signUp,
    login: new LoginService(parts, signUp),
    passwords: new PasswordService(parts),
    sessions: parts.sessions,
    emailChange: new EmailChangeService(parts),
    purgeExpired: () => purgeExpiredReaderData(deps),
  };
}

export * from './readerTables.ts';
