/**
 * Request body schemas with the human messages shown to readers. Unknown fields are ignored
 * (stripped) on every endpoint, consistently. The first problem, in form order, becomes the
 * response's `error`.
 */
import { z } from 'zod';
import { EARLIEST_BIRTH_YEAR } from '@thrive/reader-contract';
import { HttpError } from '../errors/httpError.ts';
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
export const ENTER_FIRST_NAME = 'Please enter your first name.';
export const ENTER_LAST_NAME = 'Please enter your last name.';
export const ENTER_NAME = 'Please enter your name.';
export const ENTER_FULL_NAME = 'Please enter your full name.';
export const ENTER_EMAIL = 'Please enter your email address.';
export const ENTER_NEW_PASSWORD = 'Please enter a password.';
export const CONFIRM_PASSWORD = 'Please confirm your password.';
export const ENTER_PASSWORD = 'Please enter your password.';
export const ENTER_OLD_PASSWORD = 'Please enter your old password.';
export const ENTER_CODE = 'Please enter the verification code.';
export const CODE_FORMAT = `The verification code is the ${OTP_DIGITS} digits from the e-mail we sent you.`;
export const INVALID_PHONE = 'Please enter a valid phone number.';
export const WRITE_MESSAGE = 'Please write your message.';
export const CONFIRM_DELETION =
  'Please tick the box to confirm you understand that this will permanently delete your account and all related data.';
export const LINK_WITHOUT_TOKEN = 'The link is missing its token.';
export const INVALID_LINK = 'The link is invalid.';
export const CHECK_THE_FORM = 'Please check the form and try again.';
/** The year of birth (issue 45): missing from the site's form, or not a year. */
export const ENTER_BIRTH_YEAR = 'Please enter the year you were born, like 2008.';
/** Under 13 by the year of birth: kind, and where to find help now. */
export const TOO_YOUNG_TO_JOIN =
  'Thrive is for people aged 13 and over, so we cannot create an account for you yet. If you need to talk to someone now, call 112 (free, from any phone) or talk to an adult you trust.';

/** The fields as the messages below name them (a sentence's first words). */
export const FIELD = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  fullName: 'Full name',
  email: 'Email address',
  password: 'Password',
  passwordConfirmation: 'Password confirmation',
  oldPassword: 'Old password',
  subject: 'Subject',
  reason: 'Reason',
  message: 'Your message',
  question: 'Your question',
  /** A second factor's name (src/secondFactor). */
  factorName: 'The name',
} as const;

export const mustBeText = (label: string) => `${label} must be text.`;
export const atMostCharacters = (label: string, max: number) =>
  `${label} must be at most ${max} characters.`;
export const charactersRefused = (label: string) => `${label} contains characters we can't accept.`;
export const passwordTooLong = (max: number) => `Password must be at most ${max} characters long.`;

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
  requiredText(missing, mustBeText(label))
    .max(NAME_MAX_LENGTH, { error: atMostCharacters(label, NAME_MAX_LENGTH) })
    .refine((value) => !ANY_CONTROL_CHARACTER.test(value), { error: charactersRefused(label) });

/** Trimmed and lower-cased, so Ada@Example.com and ada@example.com are one reader. */
export const emailField = requiredText(ENTER_EMAIL, INVALID_EMAIL)
  .max(EMAIL_MAX_LENGTH, { error: atMostCharacters(FIELD.email, EMAIL_MAX_LENGTH) })
  .toLowerCase()
  .pipe(z.email({ error: INVALID_EMAIL }));

/** A password someone chooses: length, and not among known breached passwords. */
export const newPasswordField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? ENTER_NEW_PASSWORD
        : mustBeText(FIELD.password),
  })
  .min(1, { error: ENTER_NEW_PASSWORD })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { error: passwordTooLong(PASSWORD_MAX_LENGTH) })
  .refine((value) => !isBreachedPassword(value), { error: BREACHED_PASSWORD });
const newPassword = newPasswordField;

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: BODY_NOT_OBJECT });

/** A year of birth: a whole number or its digits (a no-JavaScript form posts text). */
const birthYear = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: ENTER_BIRTH_YEAR })
    .int({ error: ENTER_BIRTH_YEAR })
    .min(EARLIEST_BIRTH_YEAR, { error: ENTER_BIRTH_YEAR })
    // The upper end depends on today: signUpRoutes.ts checks it against the clock.
    .max(9999, { error: ENTER_BIRTH_YEAR }),
);

export const registerBody = object({
  first_name: name(FIELD.firstName, ENTER_FIRST_NAME),
  year_of_birth: birthYear.optional(),
  last_name: name(FIELD.lastName, ENTER_LAST_NAME),
  email: emailField,
  password: newPassword,
  password_confirmation: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? CONFIRM_PASSWORD
          : mustBeText(FIELD.passwordConfirmation),
    })
    .min(1, { error: CONFIRM_PASSWORD }),
}).refine((body) => body.password === body.password_confirmation, {
  error: PASSWORDS_DO_NOT_MATCH,
  path: ['password_confirmation'],
});

const otpField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? ENTER_CODE : CODE_FORMAT,
  })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: ENTER_CODE })
      .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), { error: CODE_FORMAT }),
  );

/** A password the person types to prove who they are (not a new one: no strength rules). */
const enteredPassword = (missing: string, label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : mustBeText(label),
    })
    .min(1, { error: missing });

/** Entered (not new) passwords: up to the old 256-character limit, so older accounts still sign in. */
const TOO_LONG_PASSWORD = { error: passwordTooLong(ENTERED_PASSWORD_MAX_LENGTH) };

export const confirmOtpBody = object({
  email: emailField,
  otp: otpField,
  // The password chosen at sign-up: it picks which sign-up attempt this code activates.
  password: enteredPassword(ENTER_PASSWORD, FIELD.password).max(
    ENTERED_PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
  /**
   * 'none': verify without signing in (issue 40, L10). The page server's no-JavaScript form
   * sends it: it has nowhere to keep a token, so none is made to be thrown away.
   */
  session: z.literal('none').optional().catch(undefined),
});

export const emailOnlyBody = object({ email: emailField });

export const passwordResetConfirmBody = object({
  email: emailField,
  otp: otpField,
  newPassword,
});

export const changePasswordBody = object({
  oldPassword: enteredPassword(ENTER_OLD_PASSWORD, FIELD.oldPassword).max(
    ENTERED_PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
  newPassword,
});

/** A signed-in reader's new address, with their password re-entered (src/emailChange). */
export const emailChangeRequestBody = object({
  email: emailField,
  password: enteredPassword(ENTER_PASSWORD, FIELD.password).max(
    PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
});

export const emailChangeConfirmBody = object({ otp: otpField });

export const loginBody = object({
  email: emailField,
  password: enteredPassword(ENTER_PASSWORD, FIELD.password).max(
    ENTERED_PASSWORD_MAX_LENGTH,
    TOO_LONG_PASSWORD,
  ),
});

/** Optional free text: absent, null and blank all mean "not given". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: mustBeText(label) })
    .trim()
    .max(max, { error: atMostCharacters(label, max) })
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINES.test(value), {
      error: charactersRefused(label),
    })
    .nullish()
    .transform((value) => (value ? value : null));

export const contactBody = object({
  name: name(FIELD.name, ENTER_NAME),
  email: emailField,
  // The form's phone input is numeric, so a number is accepted as well as text.
  phone: z
    .union([z.string(), z.number()], { error: INVALID_PHONE })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(
      z
        .string()
        .max(20, { error: INVALID_PHONE })
        .regex(/^(\+?[\d\s().-]{5,20})?$/, { error: INVALID_PHONE }),
    )
    .transform((value) => (value ? value : null)),
  subject: optionalText(FIELD.subject, 200),
  message: requiredText(WRITE_MESSAGE, mustBeText(FIELD.message))
    .max(5000, { error: atMostCharacters(FIELD.message, 5000) })
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINES.test(value), {
      error: charactersRefused(FIELD.message),
    }),
});

export const accountDeletionBody = object({
  fullName: name(FIELD.fullName, ENTER_FULL_NAME),
  email: emailField,
  reason: optionalText(FIELD.reason, 2000),
  confirm: z.literal(true, { error: CONFIRM_DELETION }),
});

/** The token of an e-mailed link (deletion confirm/cancel, newsletter confirm/unsubscribe). */
export const linkTokenBody = object({
  token: z
    .string({ error: LINK_WITHOUT_TOKEN })
    .trim()
    .min(1, { error: LINK_WITHOUT_TOKEN })
    .max(200, { error: INVALID_LINK }),
});

export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** Validates `body`; on failure gives the first message in form order. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    error: result.error.issues[0]?.message ?? CHECK_THE_FORM,
  };
}

/** The valid body, or a 400 whose message is the first problem in form order. */
export function validBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = parseBody(schema, body);
  if (!result.ok) throw new HttpError(400, result.error);
  return result.data;
}
