/**
 * The console's side of the admin second factor (services/reader-api/src/secondFactor): every
 * call carries the sign-in ticket, and the browser's passkey prompt runs through
 * @simplewebauthn/browser.
 */
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { adminApi } from '../../api/adminApi';

export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery-code';

/** What a right password answers: the step that comes next. */
export interface SecondStep {
  second_factor: 'verify' | 'enrol';
  ticket: string;
  methods: SecondFactorMethod[];
}

export interface AdminSession {
  token: string;
  admin: { id: string; email: string };
}

export interface EnrolledSession extends AdminSession {
  recovery_codes: string[];
}

const FAILED = 'That did not work. Please try again.';

/** The browser said no (cancelled, timed out, no passkey here): in words for the admin. */
export class PasskeyCancelled extends Error {}

async function browserPrompt<T>(prompt: () => Promise<T>, message: string): Promise<T> {
  try {
    return await prompt();
  } catch {
    throw new PasskeyCancelled(message);
  }
}

export const secondFactorApi = {
  async signInWithPasskey(ticket: string): Promise<AdminSession> {
    const { options } = await adminApi.post<{ options: PublicKeyCredentialRequestOptionsJSON }>(
      '/admin/sign-in/passkey/options',
      { ticket },
      FAILED,
    );
    const credential = await browserPrompt(
      () => startAuthentication({ optionsJSON: options }),
      'The passkey was not used. Please try again, or choose another way to sign in.',
    );
    return adminApi.post('/admin/sign-in/passkey', { ticket, credential }, FAILED);
  },
  signInWithCode: (ticket: string, code: string) =>
    adminApi.post<AdminSession>('/admin/sign-in/totp', { ticket, code }, FAILED),
  signInWithRecoveryCode: (ticket: string, code: string) =>
    adminApi.post<AdminSession>('/admin/sign-in/recovery-code', { ticket, code }, FAILED),

  async enrolPasskey(ticket: string): Promise<EnrolledSession> {
    const { options } = await adminApi.post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
      '/admin/sign-in/enrol/passkey/options',
      { ticket },
      FAILED,
    );
    const credential = await browserPrompt(
      () => startRegistration({ optionsJSON: options }),
      'No passkey was created. Please try again, or use an authenticator app instead.',
    );
    return adminApi.post('/admin/sign-in/enrol/passkey', { ticket, credential }, FAILED);
  },
  totpSetup: (ticket: string) =>
    adminApi.post<{ secret: string; uri: string }>(
      '/admin/sign-in/enrol/totp/setup',
      { ticket },
      FAILED,
    ),
  enrolTotp: (ticket: string, code: string) =>
    adminApi.post<EnrolledSession>('/admin/sign-in/enrol/totp', { ticket, code }, FAILED),
};
