/** The building blocks the reader use cases share (one of each per app). */
import type { RegistrationAttempts } from '../signUp/registrationAttempts.ts';
import type { ReaderSessions } from '../session/readerSessions.ts';
import type { AttemptThrottle } from './attemptThrottle.ts';
import type { CodeMailQuota } from './codeMailQuota.ts';
import type { ReaderDeps } from './readerDeps.ts';
import type { VerificationCodes } from './verificationCodes.ts';

export interface ReaderParts extends ReaderDeps {
  throttle: AttemptThrottle;
  codes: VerificationCodes;
  codeMails: CodeMailQuota;
  sessions: ReaderSessions;
  attempts: RegistrationAttempts;
}
