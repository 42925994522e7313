/**
 * Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), checked against the injected
 * clock: the current step, or the one just before it (a code typed as it changed), never a
 * future one, so a code lives at most 60 s (issue 40, L6). Returns the time step the code
 * belongs to, so the caller can refuse it a second time; a step at or before `lastStep` never
 * counts.
 */
import { verify } from 'otplib';
import type { Clock } from '../core/clock.ts';

export const TOTP_PERIOD_SECONDS = 30;

export async function checkTotp(
  secret: string,
  code: string,
  clock: Clock,
  lastStep: number | null,
): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(clock.now().getTime() / 1000),
    // [past, future] in seconds: the previous step, and no step ahead.
    epochTolerance: [TOTP_PERIOD_SECONDS, 0],
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
