/**
 * The browser's passkey prompt, through @simplewebauthn/browser. The library is loaded only
 * when a reader uses a passkey (its own chunk), so the login and account pages do not carry it.
 * A prompt the reader cancels, or a browser without passkeys, becomes an ApiError in words.
 */
import { i18n } from '@thrive/i18n';
import { ApiError } from '@thrive/api-client';

export const PASSKEY_NOT_CREATED = () => i18n._('auth.passkey.notCreated');
export const PASSKEY_NOT_USED = () => i18n._('auth.passkey.notUsed');

const webAuthn = () => import(/* webpackChunkName: "passkey" */ '@simplewebauthn/browser');

/** The options come from the API as JSON; @simplewebauthn checks their shape itself. */
type CreationOptions = Parameters<
  Awaited<ReturnType<typeof webAuthn>>['startRegistration']
>[0]['optionsJSON'];
type RequestOptions = Parameters<
  Awaited<ReturnType<typeof webAuthn>>['startAuthentication']
>[0]['optionsJSON'];

async function prompt<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error('Passkey prompt:', error);
    throw new ApiError(message, null, { cause: error });
  }
}

export const browserPasskey = {
  /** Creates a passkey on this device for the options the API made. */
  create: (options: unknown) =>
    prompt(async () => {
      const { startRegistration } = await webAuthn();
      return startRegistration({ optionsJSON: options as CreationOptions });
    }, PASSKEY_NOT_CREATED()),
  /** Signs the API's challenge with one of this account's passkeys. */
  use: (options: unknown) =>
    prompt(async () => {
      const { startAuthentication } = await webAuthn();
      return startAuthentication({ optionsJSON: options as RequestOptions });
    }, PASSKEY_NOT_USED()),
};
