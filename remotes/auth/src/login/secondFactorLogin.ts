/** The second step of a reader's login (a SecondFactorChallenge's ticket): each gives a session. */
import { post } from '@thrive/api-client';
import { READER_PATHS } from '@thrive/reader-contract';
import { FALLBACK } from '../messages';
import { browserPasskey } from '../passkey/browserPasskey';
import { sessionFrom, type LoginAnswer } from '../readerApi';

const signIn = async (path: string, body: unknown): Promise<LoginAnswer> =>
  sessionFrom(await post<unknown>(path, body, FALLBACK.login), FALLBACK.login);

export const secondFactorLogin = {
  async passkey(ticket: string): Promise<LoginAnswer> {
    const { options } = await post<{ options: unknown }>(
      READER_PATHS.loginPasskeyOptions,
      { ticket },
      FALLBACK.login,
    );
    const credential = await browserPasskey.use(options);
    return signIn(READER_PATHS.loginPasskey, { ticket, credential });
  },
  totp: (ticket: string, code: string) => signIn(READER_PATHS.loginTotp, { ticket, code }),
  recoveryCode: (ticket: string, code: string) =>
    signIn(READER_PATHS.loginRecoveryCode, { ticket, code }),
};
