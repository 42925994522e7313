/**
 * Second factors for one audience (admins or readers): enrolling a passkey or an
 * authenticator app, checking one at sign-in, one-time recovery codes, listing and removing.
 * Every event (enrolled, used, failed, recovery code used, removed) is written to the audit
 * log through `deps.audit`, in the transaction that does it, with the time and never a secret.
 * Sessions are not made here: a successful check returns the person, and the caller (admin or
 * reader sign-in) starts the session.
 */
import { StepUp } from './stepUp.ts';

export type { FactorChange } from './factorMails.ts';
export type { StepUpProof } from './stepUp.ts';
export type {
  Checked,
  EnrolScope,
  Enrolled,
  FactorKind,
  FactorSummary,
  Method,
  Refusal,
  SecondFactorDeps,
  SecondFactorEvent,
} from './factorStore.ts';

export class SecondFactorService extends StepUp {}
