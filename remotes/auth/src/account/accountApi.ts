/**
 * The calls of the account page (issue 23): the reader's sessions, the e-mail change and the
 * optional second factor. Paths and shapes are the API's own (@thrive/reader-contract); each
 * failure is an ApiError with the server's message, or the fallback below.
 */
import { i18n } from '@thrive/i18n';
import { ApiError, api, get, post, toApiError } from '@thrive/api-client';
import {
  READER_ERROR_CODES,
  READER_PATHS,
  type AddTicketAnswer,
  type EmailChangeConfirmRequest,
  type EmailChangeRequest,
  type EmailChangedAnswer,
  type FactorAddedAnswer,
  type MessageAnswer,
  type RecoveryCodesAnswer,
  type SecondFactorsAnswer,
  type SessionsAnswer,
  type TotpSetupAnswer,
} from '@thrive/reader-contract';
import { browserPasskey } from '../passkey/browserPasskey';
import './catalog';

/** Not in the spec (the spec has no account page): said when the server gives no `error`. */
export const ACCOUNT_FALLBACK = {
  get sessions() {
    return i18n._('auth.account.fallback.sessions');
  },
  get endSession() {
    return i18n._('auth.account.fallback.endSession');
  },
  get email() {
    return i18n._('auth.account.fallback.email');
  },
  get secondFactor() {
    return i18n._('auth.account.fallback.secondFactor');
  },
  get confirm() {
    return i18n._('auth.account.fallback.confirm');
  },
};

/**
 * A change the API refused until this session proves again it is its owner (403
 * REAUTHENTICATE): the page asks for the password or an app code, then tries again.
 */
export const proofNeeded = (error: unknown) =>
  error instanceof ApiError && error.code === READER_ERROR_CODES.REAUTHENTICATE;

/** A call refused because this browser's session has ended (elsewhere, or timed out). */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

const relative = (path: string) => path.replace(/^\/+/, '');

/** DELETE, answered with 204 (the shared client offers GET and POST helpers only). */
async function remove(path: string, fallback: string): Promise<void> {
  try {
    await (await api()).delete(relative(path));
  } catch (error) {
    throw await toApiError(error, fallback);
  }
}

export const accountApi = {
  sessions: () => get<SessionsAnswer>(READER_PATHS.sessions, ACCOUNT_FALLBACK.sessions),
  endSession: (id: string) =>
    remove(`${READER_PATHS.sessions}/${encodeURIComponent(id)}`, ACCOUNT_FALLBACK.endSession),
  /** Every session of the account, this one too (the API clears this browser's site data). */
  endEverySession: () => remove(READER_PATHS.sessions, ACCOUNT_FALLBACK.endSession),
  /** Every session but this one (needs a recent proof): how many ended. */
  async endOtherSessions(): Promise<number> {
    try {
      const answer = await (await api()).delete(relative(`${READER_PATHS.sessions}/others`));
      return ((await answer.json()) as { ended: number }).ended;
    } catch (error) {
      throw await toApiError(error, ACCOUNT_FALLBACK.endSession);
    }
  },
  /** The step-up: the password, or the current code of an authenticator app (5 minutes). */
  reauthenticate: async (proof: { password: string } | { code: string }) => {
    await post<unknown>(READER_PATHS.reauthenticate, proof, ACCOUNT_FALLBACK.confirm);
  },

  requestEmailChange: (email: string, password: string) =>
    post<MessageAnswer>(
      READER_PATHS.emailChangeRequest,
      { email, password } satisfies EmailChangeRequest,
      ACCOUNT_FALLBACK.email,
    ),
  confirmEmailChange: (otp: string) =>
    post<EmailChangedAnswer>(
      READER_PATHS.emailChangeConfirm,
      { otp } satisfies EmailChangeConfirmRequest,
      ACCOUNT_FALLBACK.email,
    ),

  secondFactors: () =>
    get<SecondFactorsAnswer>(READER_PATHS.secondFactor, ACCOUNT_FALLBACK.secondFactor),
  openAddTicket: () =>
    post<AddTicketAnswer>(`${READER_PATHS.secondFactor}/add`, {}, ACCOUNT_FALLBACK.secondFactor),
  /** Creates a passkey on this device (the browser's prompt) and adds it to the account. */
  async addPasskey(ticket: string): Promise<FactorAddedAnswer> {
    const { options } = await post<{ options: unknown }>(
      `${READER_PATHS.secondFactor}/passkey/options`,
      { ticket },
      ACCOUNT_FALLBACK.secondFactor,
    );
    const credential = await browserPasskey.create(options);
    return post(
      `${READER_PATHS.secondFactor}/passkey`,
      { ticket, credential },
      ACCOUNT_FALLBACK.secondFactor,
    );
  },
  totpSetup: (ticket: string) =>
    post<TotpSetupAnswer>(
      `${READER_PATHS.secondFactor}/totp/setup`,
      { ticket },
      ACCOUNT_FALLBACK.secondFactor,
    ),
  addTotp: (ticket: string, code: string) =>
    post<FactorAddedAnswer>(
      `${READER_PATHS.secondFactor}/totp`,
      { ticket, code },
      ACCOUNT_FALLBACK.secondFactor,
    ),
  removeFactor: (id: string) =>
    remove(`${READER_PATHS.secondFactor}/${encodeURIComponent(id)}`, ACCOUNT_FALLBACK.secondFactor),
  newRecoveryCodes: () =>
    post<RecoveryCodesAnswer>(
      `${READER_PATHS.secondFactor}/recovery-codes`,
      {},
      ACCOUNT_FALLBACK.secondFactor,
    ),
};
