/**
 * Request body schemas with the human messages shown to readers. Unknown fields are ignored
 * (stripped) on every endpoint, consistently. The first problem, in form order, becomes the
 * response's `error`.
 */
import { z } from 'zod';
import { HttpError } from './httpError.ts';
import { BREACHED_PASSWORD, isBreachedPassword } from '../security/breachedPasswords/index.ts';
import {
  EMAIL_MAX_LENGTH,
  ENTERED_PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules.ts';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const INVALID_EMAIL = 'Please enter a valid email address.';
export { BREACHED_PASSWORD };
export const BODY_NOT_OBJECT = 'Please send the form fields as a JSON object.';

// Control characters: none in names; free text may keep tabs and line breaks. (PostgreSQL text
// cannot hold NUL at all, so without this a NUL would be a 500.)
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A required string; `missing` when absent, null or blank, `notText` for other types. */
const requiredText = (missing: string, notText: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : notText),
    })
    .trim()
    .min(1, { error: missing });

const name = (label: string, missing: string) =>
  requiredText(missing, `${label} must be text.`)
    .max(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters.` })
    .refine((value) => !ANY_CONTROL_CHARACTER.test(value), {
      error: `${label} contains characters we can't accept.`,
    });

/** Trimmed and lower-cased, so Ada@Example.com and ada@example.com are one reader. */
export const emailField = requiredText('Please enter your email address.', INVALID_EMAIL)
  .max(EMAIL_MAX_LENGTH, { error: `Email address must be at most ${EMAIL_MAX_LENGTH} characters.` })
  .toLowerCase()
  .pipe(z.email({ error: INVALID_EMAIL }));

const newPassword = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Please enter a password.'
        : 'Password must be text.',
  })
  .min(1, { error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  })
  .refine((value) => !isBreachedPassword(value), { error: BREACHED_PASSWORD });

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: BODY_NOT_OBJECT });

export const registerBody = object({
  first_name: name('First name', 'Please enter your first name.'),
  last_name: name('Last name', 'Please enter your last name.'),
  email: emailField,
  password: newPassword,
  password_confirmation: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Please confirm your password.'
          : 'Password confirmation must be text.',
    })
    .min(1, { error: 'Please confirm your password.' }),
}).refine((body) => body.password === body.password_confirmation, {
  error: PASSWORDS_DO_NOT_MATCH,
  path: ['password_confirmation'],
});

const otpField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Please enter the verification code.'
        : `The verification code is the ${OTP_DIGITS} digits from the e-mail we sent you.`,
  })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Please enter the verification code.' })
      .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), {
        error: `The verification code is the ${OTP_DIGITS} digits from the e-mail we sent you.`,
      }),
  );

/** A password the person types to prove who they are (not a new one: no strength rules). */
const enteredPassword = (missing: string, label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : `${label} must be text.`,
    })
    .min(1, { error: missing });

/** Entered (not new) passwords: up to the old 256-character limit, so older accounts still sign in. */
const TOO_LONG_PASSWORD = {
  error: `Password must be at most ${ENTERED_PASSWORD_MAX_LENGTH} characters long.`,
};

export const confirmOtpBody = object({
  email: emailField,
  otp: otpField,
  // The password chosen at sign-up: it picks which sign-up attempt this code activates.
  password: enteredPassword('Please enter your password.', 'Password').max(
    ENTERED_PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
});

export const emailOnlyBody = object({ email: emailField });

export const passwordResetConfirmBody = object({
  email: emailField,
  otp: otpField,
  newPassword,
});

export const changePasswordBody = object({
  oldPassword: enteredPassword('Please enter your old password.', 'Old password').max(
    ENTERED_PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
  newPassword,
});

/** A signed-in reader's new address, with their password re-entered (src/emailChange). */
export const emailChangeRequestBody = object({
  email: emailField,
  password: enteredPassword('Please enter your password.', 'Password').max(
    PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
});

export const emailChangeConfirmBody = object({ otp: otpField });

export const loginBody = object({
  email: emailField,
  password: enteredPassword('Please enter your password.', 'Password').max(
    ENTERED_PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
});

/** Optional free text: absent, null and blank all mean "not given". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINES.test(value), {
      error: `${label} contains characters we can't accept.`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

export const contactBody = object({
  name: name('Name', 'Please enter your name.'),
  email: emailField,
  // The form's phone input is numeric, so a number is accepted as well as text.
  phone: z
    .union([z.string(), z.number()], { error: 'Please enter a valid phone number.' })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(
      z
        .string()
        .max(20, { error: 'Please enter a valid phone number.' })
        .regex(/^(\+?[\d\s().-]{5,20})?$/, { error: 'Please enter a valid phone number.' }),
    )
    .transform((value) => (value ? value : null)),
  subject: optionalText('Subject', 200),
  message: requiredText('Please write your message.', 'Your message must be text.')
    .max(5000, { error: 'Your message must be at most 5000 characters.' })
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINES.test(value), {
      error: "Your message contains characters we can't accept.",
    }),
});

export const accountDeletionBody = object({
  fullName: name('Full name', 'Please enter your full name.'),
  email: emailField,
  reason: optionalText('Reason', 2000),
  confirm: z.literal(true, {
    error:
      'Please tick the box to confirm you understand that this will permanently delete your account and all related data.',
  }),
});

/** The token of an e-mailed link (deletion confirm/cancel, newsletter confirm/unsubscribe). */
export const linkTokenBody = object({
  token: z
    .string({ error: 'The link is missing its token.' })
    .trim()
    .min(1, { error: 'The link is missing its token.' })
    .max(200, { error: 'The link is invalid.' }),
});

export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** Validates `body`; on failure gives the first message in form order. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    error: result.error.issues[0]?.message ?? 'Please check the form and try again.',
  };
}

/** The valid body, or a 400 whose message is the first problem in form order. */
export function validBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = parseBody(schema, body);
  if (!result.ok) throw new HttpError(400, result.error);
  return result.data;
}
