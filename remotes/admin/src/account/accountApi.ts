/**
 * The signed-in admin's own account (services/reader-api: admin/sessions and secondFactor):
 * their sessions, and their second factors. Adding a factor opens a short-lived ticket first
 * (`/admin/second-factor/add`); a passkey is then created by the browser's prompt through
 * @simplewebauthn/browser, an authenticator app is confirmed with its first code.
 */
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { adminApi } from '../api/adminApi';
import { PasskeyCancelled } from '../session/secondFactor/secondFactorApi';

/** One signed-in device, as the API names it (never its token). */
export interface AdminSessionView {
  id: string;
  device: string;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

export type FactorKind = 'passkey' | 'totp';

export interface FactorView {
  id: string;
  kind: FactorKind;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

export interface FactorSummary {
  factors: FactorView[];
  recovery_codes_left: number;
}

export interface TotpSetup {
  ticket: string;
  secret: string;
  uri: string;
}

const FAILED = 'That did not work. Please try again.';

const openTicket = async () =>
  (await adminApi.post<{ ticket: string }>('/admin/second-factor/add', {}, FAILED)).ticket;

export const accountApi = {
  sessions: async () =>
    (
      await adminApi.get<{ sessions: AdminSessionView[] }>(
        '/admin/sessions',
        'Your sessions could not be loaded.',
      )
    ).sessions,
  endSession: (id: string) =>
    adminApi.send('delete', `/admin/sessions/${id}`, 'That session could not be signed out.'),
  endOtherSessions: () =>
    adminApi.send(
      'delete',
      '/admin/sessions/others',
      'The other sessions could not be signed out.',
    ),

  factors: () =>
    adminApi.get<FactorSummary>('/admin/second-factor', 'Your second factors could not be loaded.'),
  removeFactor: (id: string) =>
    adminApi.send('delete', `/admin/second-factor/${id}`, 'It could not be removed.'),
  newRecoveryCodes: async () =>
    (
      await adminApi.post<{ recovery_codes: string[] }>(
        '/admin/second-factor/recovery-codes',
        {},
        'New recovery codes could not be made.',
      )
    ).recovery_codes,

  /** Creates a passkey on this device with the browser's own prompt. */
  async addPasskey(label: string): Promise<void> {
    const ticket = await openTicket();
    const { options } = await adminApi.post<{ options: PublicKeyCredentialCreationOptionsJSON }>(
      '/admin/second-factor/passkey/options',
      { ticket },
      FAILED,
    );
    let credential: unknown;
    try {
      credential = await startRegistration({ optionsJSON: options });
    } catch {
      throw new PasskeyCancelled('No passkey was created. Please try again.');
    }
    await adminApi.post('/admin/second-factor/passkey', { ticket, credential, label }, FAILED);
  },
  /** The key for a new authenticator app, and the ticket its first code confirms. */
  async startTotp(): Promise<TotpSetup> {
    const ticket = await openTicket();
    const setup = await adminApi.post<{ secret: string; uri: string }>(
      '/admin/second-factor/totp/setup',
      { ticket },
      FAILED,
    );
    return { ticket, ...setup };
  },
  confirmTotp: (ticket: string, code: string, label: string) =>
    adminApi.post('/admin/second-factor/totp', { ticket, code, label }, FAILED),
};
