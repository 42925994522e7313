/**
 * What the second-factor endpoints of both audiences share: request bodies (validated at the
 * boundary; the WebAuthn answer's inner structure is checked by @simplewebauthn) and the
 * messages for each refusal.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/httpError.ts';
import type { Method, Refusal } from './secondFactorService.ts';

export const SIGN_IN_AGAIN = 'Your sign-in has timed out. Please sign in again.';
export const PASSKEY_NOT_ACCEPTED =
  'That passkey was not accepted. Please try again, or choose another way to sign in.';
export const TOTP_NOT_ACCEPTED =
  'That code is not correct. Please enter the current 6-digit code from your authenticator app.';
export const RECOVERY_CODE_NOT_ACCEPTED =
  'That recovery code is not correct or has already been used.';
export const PASSKEY_NOT_SET_UP = 'The passkey could not be set up. Please try again.';
export const NO_PASSKEY = 'There is no passkey on this account. Please choose another way.';
export const LAST_FACTOR =
  'An admin account needs at least one second factor. Add another one before removing this.';
export const FACTOR_NOT_FOUND = 'That second factor was not found.';

const ticket = z
  .string({ error: SIGN_IN_AGAIN })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: SIGN_IN_AGAIN });
const label = z
  .string({ error: 'The name must be text.' })
  .max(60, { error: 'The name must be at most 60 characters.' })
  .optional()
  .transform((v) => v ?? '');
const code = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(64, { error: missing });
const webAuthnAnswer = z.looseObject(
  {
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
  },
  { error: 'Please try again: the passkey answer was not complete.' },
);
const object = { error: 'Please send the form fields as a JSON object.' };

export const ticketBody = z.object({ ticket }, object);
export const passkeyBody = z.object({ ticket, credential: webAuthnAnswer }, object);
export const newPasskeyBody = z.object({ ticket, credential: webAuthnAnswer, label }, object);
export const totpBody = z.object(
  { ticket, code: code('Please enter the 6-digit code from your authenticator app.') },
  object,
);
export const newTotpBody = z.object(
  { ticket, code: code('Please enter the 6-digit code from your authenticator app.'), label },
  object,
);
export const recoveryCodeBody = z.object(
  { ticket, code: code('Please enter one of your recovery codes.') },
  object,
);

export const asRegistration = (value: unknown) => value as RegistrationResponseJSON;
export const asAuthentication = (value: unknown) => value as AuthenticationResponseJSON;

const NOT_ACCEPTED: Record<Method, string> = {
  passkey: PASSKEY_NOT_ACCEPTED,
  totp: TOTP_NOT_ACCEPTED,
  'recovery-code': RECOVERY_CODE_NOT_ACCEPTED,
};

/** The HTTP error for a refused second factor (`enrolling`: the first check of a new one). */
export function refusal(
  reply: FastifyReply,
  refused: Refusal,
  method: Method,
  enrolling = false,
): HttpError {
  if (refused.reason === 'ticket') return new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
  if (refused.reason === 'throttled') {
    reply.header('retry-after', String(refused.retryAfterSeconds));
    const wait = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
    return new HttpError(
      429,
      `Too many tries. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} and try again.`,
    );
  }
  if (enrolling)
    return new HttpError(400, method === 'passkey' ? PASSKEY_NOT_SET_UP : NOT_ACCEPTED[method]);
  return new HttpError(401, NOT_ACCEPTED[method]);
}
