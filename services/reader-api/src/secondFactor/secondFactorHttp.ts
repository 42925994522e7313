/**
 * What the second-factor endpoints of both audiences share: request bodies (validated at the
 * boundary; the WebAuthn answer's inner structure is checked by @simplewebauthn) and the
 * messages for each refusal.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../core/errors/httpError.ts';
import {
  atMostCharacters,
  BODY_NOT_OBJECT,
  FIELD,
  mustBeText,
} from '../core/validation/validation.ts';
import type { Method, Refusal } from './secondFactorService.ts';

export const SIGN_IN_AGAIN = 'Your sign-in has timed out. Please sign in again.';
export const PASSKEY_NOT_ACCEPTED =
  'That passkey was not accepted. Please try again, or choose another way to sign in.';
export const TOTP_NOT_ACCEPTED =
  'That code is not correct. Please enter the current 6-digit code from your authenticator app.';
export const RECOVERY_CODE_NOT_ACCEPTED =
  'That recovery code is not correct or has already been used.';
/** 403 TOTP_LOCKED: too many wrong app codes in a row (issue 40, L6); the owner was e-mailed. */
export const TOTP_LOCKED =
  'Your authenticator app is locked after too many wrong codes. Please sign in with a passkey or a recovery code: that unlocks it again.';
export const PASSKEY_NOT_SET_UP = 'The passkey could not be set up. Please try again.';
export const NO_PASSKEY = 'There is no passkey on this account. Please choose another way.';
export const LAST_FACTOR =
  'An admin account needs at least one second factor. Add another one before removing this.';
export const FACTOR_NOT_FOUND = 'That second factor was not found.';
export const ENTER_APP_CODE = 'Please enter the 6-digit code from your authenticator app.';
export const ENTER_RECOVERY_CODE = 'Please enter one of your recovery codes.';
export const PASSKEY_ANSWER_INCOMPLETE = 'Please try again: the passkey answer was not complete.';
/** 403 REAUTHENTICATE: the session has not proved it is its owner in the last few minutes. */
export const CONFIRM_IT_IS_YOU =
  'For your safety, please confirm it is you: enter your password or the current code from your authenticator app.';
export const REAUTHENTICATE = 'REAUTHENTICATE';
export const ENTER_PASSWORD_OR_CODE =
  'Please enter your password or the current code from your authenticator app.';
export const PROOF_NOT_ACCEPTED =
  'That is not right. Please enter your password or the current 6-digit code from your authenticator app.';
export const tooManyTries = (minutes: number) =>
  `Too many tries. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;

const ticket = z
  .string({ error: SIGN_IN_AGAIN })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: SIGN_IN_AGAIN });
const label = z
  .string({ error: mustBeText(FIELD.factorName) })
  .max(60, { error: atMostCharacters(FIELD.factorName, 60) })
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
  { error: PASSKEY_ANSWER_INCOMPLETE },
);
const object = { error: BODY_NOT_OBJECT };

export const ticketBody = z.object({ ticket }, object);
export const passkeyBody = z.object({ ticket, credential: webAuthnAnswer }, object);
export const newPasskeyBody = z.object({ ticket, credential: webAuthnAnswer, label }, object);
export const totpBody = z.object({ ticket, code: code(ENTER_APP_CODE) }, object);
export const newTotpBody = z.object({ ticket, code: code(ENTER_APP_CODE), label }, object);
export const recoveryCodeBody = z.object({ ticket, code: code(ENTER_RECOVERY_CODE) }, object);

/** The step-up's proof: the password, or the current code of an authenticator app. */
export const stepUpBody = z
  .object(
    {
      password: z.string({ error: ENTER_PASSWORD_OR_CODE }).max(1024).optional(),
      code: z.string({ error: ENTER_PASSWORD_OR_CODE }).trim().max(64).optional(),
    },
    object,
  )
  .transform((body, context) => {
    if (body.password) return { password: body.password };
    if (body.code) return { code: body.code };
    context.addIssue({ code: 'custom', message: ENTER_PASSWORD_OR_CODE });
    return z.NEVER;
  });

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
  if (refused.reason === 'locked') return new HttpError(403, TOTP_LOCKED, 'TOTP_LOCKED');
  if (refused.reason === 'throttled') {
    reply.header('retry-after', String(refused.retryAfterSeconds));
    return new HttpError(429, tooManyTries(Math.max(1, Math.ceil(refused.retryAfterSeconds / 60))));
  }
  if (enrolling)
    return new HttpError(400, method === 'passkey' ? PASSKEY_NOT_SET_UP : NOT_ACCEPTED[method]);
  return new HttpError(401, NOT_ACCEPTED[method]);
}
