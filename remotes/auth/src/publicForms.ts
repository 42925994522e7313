/**
 * The auth remote's public forms, as the shell's server completes them without JavaScript
 * (scripts/forms; published in prerender/routes.json at build). Sign-up keeps its e-mail and
 * password (sealed, server-side) for the code page: the code is bound to that password, and
 * neither may appear in a URL or a page.
 */
import type { FormDescriptor } from '@thrive/platform';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, VERIFIED_PATH } from './constants';
import {
  CODE_RESENT_BODY,
  FALLBACK,
  INVALID_EMAIL,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  SIGNUP_NOT_KEPT,
  SIGNUP_REQUIRED,
  YEAR_MISSING,
} from './messages';

const required = (name: keyof typeof SIGNUP_REQUIRED) =>
  ({ rule: 'required', message: SIGNUP_REQUIRED[name] }) as const;

export const PUBLIC_FORMS: FormDescriptor[] = [
  {
    id: 'signup',
    path: '/signup',
    endpoint: '/reader/web-register',
    fields: [
      { name: 'first_name', rules: [required('first_name')] },
      { name: 'last_name', rules: [required('last_name')] },
      {
        // The age step (issue 45): the API refuses under 13 with its own kind words.
        name: 'year_of_birth',
        rules: [
          { rule: 'required', message: YEAR_MISSING() },
          { rule: 'pattern', pattern: '\\d{4}', maxLength: 4, message: YEAR_MISSING() },
        ],
      },
      {
        name: 'email',
        rules: [required('email'), { rule: 'email', message: INVALID_EMAIL() }],
      },
      {
        name: 'password',
        kind: 'secret',
        rules: [
          required('password'),
          { rule: 'minLength', min: MIN_PASSWORD_LENGTH, message: PASSWORD_TOO_SHORT() },
          { rule: 'maxLength', max: MAX_PASSWORD_LENGTH, message: PASSWORD_TOO_LONG() },
        ],
      },
      {
        name: 'password_confirmation',
        kind: 'secret',
        rules: [
          required('password_confirmation'),
          { rule: 'sameAs', field: 'password', message: PASSWORDS_DO_NOT_MATCH() },
        ],
      },
    ],
    success: { redirect: '/confirm' },
    remember: ['email', 'password'],
    fallbackError: FALLBACK.register,
  },
  {
    id: 'signup-code',
    path: '/confirm',
    endpoint: '/reader/web-confirm-otp',
    fields: [
      { name: 'email' },
      { name: 'password', kind: 'secret' },
      { name: 'otp', kind: 'secret', digitsOnly: true },
      // 'none' (a hidden field): the server completing the form has nowhere to keep a session
      // token, so the API verifies the address without making one (issue 40, L10).
      { name: 'session' },
    ],
    recall: ['email', 'password'],
    recallMissing: SIGNUP_NOT_KEPT(),
    forget: true,
    success: { redirect: VERIFIED_PATH },
    fallbackError: FALLBACK.confirm,
  },
  {
    id: 'signup-resend',
    path: '/confirm',
    endpoint: '/reader/resend-otp',
    fields: [{ name: 'email' }],
    recall: ['email'],
    recallMissing: SIGNUP_NOT_KEPT(),
    success: { message: CODE_RESENT_BODY() },
    fallbackError: FALLBACK.resend,
  },
];
