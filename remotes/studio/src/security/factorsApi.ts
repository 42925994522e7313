/**
 * A signed-in contributor's own second factors (issue 43): the API's /studio/second-factor
 * endpoints (services/reader-api/src/secondFactor/factorManagementRoutes.ts, the console's
 * module with the contributor's guard). A change is refused with 403 REAUTHENTICATE when the
 * session last proved it is its owner over 5 minutes ago: `/studio/reauthenticate` first.
 */
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { SecondFactorsAnswer } from '@thrive/reader-contract';
import { PasskeyCancelled, studioRequest } from '../studioApi';

export const FACTORS_PATH = 'studio/second-factor';
export const REAUTHENTICATE_PATH = 'studio/reauthenticate';

/** An authenticator app being added: the key to type in and the ticket its first code confirms. */
export interface AppSetup {
  ticket: string;
  secret: string;
  uri: string;
}

const openTicket = async (fallback: string) =>
  (await studioRequest.post<{ ticket: string }>(`${FACTORS_PATH}/add`, {}, fallback)).ticket;

export const factorsApi = {
  list: (fallback: string) => studioRequest.get<SecondFactorsAnswer>(FACTORS_PATH, fallback),
  /** The password, or a code of the contributor's app: 5 minutes of changes. */
  confirm: (proof: { password: string } | { code: string }, fallback: string) =>
    studioRequest.post<void>(REAUTHENTICATE_PATH, proof, fallback),
  /** A passkey on this device, made by the browser's own prompt. */
  async addPasskey(fallback: string, cancelled: string): Promise<void> {
    const ticket = await openTicket(fallback);
    const { options } = await studioRequest.post<{
      options: PublicKeyCredentialCreationOptionsJSON;
    }>(`${FACTORS_PATH}/passkey/options`, { ticket }, fallback);
    let credential: unknown;
    try {
      credential = await startRegistration({ optionsJSON: options });
    } catch {
      throw new PasskeyCancelled(cancelled);
    }
    await studioRequest.post(
      `${FACTORS_PATH}/passkey`,
      { ticket, credential, label: '' },
      fallback,
    );
  },
  async startApp(fallback: string): Promise<AppSetup> {
    const ticket = await openTicket(fallback);
    const setup = await studioRequest.post<{ secret: string; uri: string }>(
      `${FACTORS_PATH}/totp/setup`,
      { ticket },
      fallback,
    );
    return { ticket, ...setup };
  },
  confirmApp: (ticket: string, code: string, fallback: string) =>
    studioRequest.post(`${FACTORS_PATH}/totp`, { ticket, code, label: '' }, fallback),
  remove: (id: string, fallback: string) =>
    studioRequest.send('delete', `${FACTORS_PATH}/${id}`, fallback),
  newRecoveryCodes: async (fallback: string) =>
    (
      await studioRequest.post<{ recovery_codes: string[] }>(
        `${FACTORS_PATH}/recovery-codes`,
        {},
        fallback,
      )
    ).recovery_codes,
};
