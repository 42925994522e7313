/**
 * The studio's one API module (issue 43): every call goes through the shared ky client
 * (@thrive/api-client), extended to carry the contributor's studio token and never a
 * reader's. A 401 ends the local studio session, which shows the sign-in form again.
 * Shapes are the API's own (@thrive/reader-contract/schemas, "studio").
 */
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api, ApiError, toApiError } from '@thrive/api-client';
import type {
  Contributor,
  OpenInvitation,
  StudioEnrolledSession,
  StudioSecondStep,
  StudioSession,
  StudioStory,
  StudioStoryConflict,
  StudioStoryFields,
  StudioStoryRow,
} from '@thrive/reader-contract/schemas';
import {
  STUDIO_READERS_PATHS,
  type EarningsStatement,
  type StudioAnswerCreated,
  type StudioReaders,
  type StudioReplyCreated,
  type WaitingQuestions,
} from '@thrive/reader-contract/studioReaders';
import { studioSession } from './session/studioSession';

type KyInstance = Awaited<ReturnType<typeof api>>;

export const STUDIO_SESSION_PATH = 'studio/session';
/** The header and scheme the studio token travels in (names, never shown to anyone). */
const AUTHORIZATION_HEADER_NAME = 'Authorization';
const BEARER_SCHEME_NAME = 'Bearer';

async function studioClient(): Promise<KyInstance> {
  // `api()` is read on every call: the shell configures the shared client at start.
  return (await api()).extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const token = studioSession.getState().token;
          if (token)
            request.headers.set(AUTHORIZATION_HEADER_NAME, `${BEARER_SCHEME_NAME} ${token}`);
          else request.headers.delete(AUTHORIZATION_HEADER_NAME);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (
            response.status === 401 &&
            !(request.method === 'POST' && request.url.endsWith(`/${STUDIO_SESSION_PATH}`))
          )
            studioSession.getState().clear();
        },
      ],
    },
  });
}

const relative = (path: string) => path.replace(/^\/+/, '');

async function call<T>(run: (client: KyInstance) => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run(await studioClient());
  } catch (error) {
    throw await toApiError(error, fallback);
  }
}

/** Generic calls for the studio's pages (their paths under /api/v1, e.g. '/studio/drafts'). */
export const studioRequest = {
  get: <T>(path: string, fallback: string, searchParams?: Record<string, string>) =>
    call((c) => c.get(relative(path), { searchParams }).json<T>(), fallback),
  post: <T>(path: string, body: unknown, fallback: string) =>
    call((c) => c.post(relative(path), { json: body }).json<T>(), fallback),
  patch: <T>(path: string, body: unknown, fallback: string) =>
    call((c) => c.patch(relative(path), { json: body }).json<T>(), fallback),
  /** A call without a JSON answer (204). */
  send: (method: 'post' | 'delete', path: string, fallback: string) =>
    call(async (c) => {
      await c[method](relative(path));
    }, fallback),
};

/** The browser said no to a passkey (cancelled, timed out, none here): the message to show. */
export class PasskeyCancelled extends Error {}

async function browserPrompt<T>(prompt: () => Promise<T>, message: string): Promise<T> {
  try {
    return await prompt();
  } catch {
    throw new PasskeyCancelled(message);
  }
}

/** The second step after the password (services/reader-api/src/secondFactor), by its ticket. */
export const studioSecondFactor = {
  async signInWithPasskey(ticket: string, fallback: string, cancelled: string) {
    const { options } = await studioRequest.post<{
      options: PublicKeyCredentialRequestOptionsJSON;
    }>('studio/session/passkey/options', { ticket }, fallback);
    const credential = await browserPrompt(
      () => startAuthentication({ optionsJSON: options }),
      cancelled,
    );
    return studioRequest.post<StudioSession>(
      'studio/session/passkey',
      { ticket, credential },
      fallback,
    );
  },
  signInWithCode: (ticket: string, code: string, fallback: string) =>
    studioRequest.post<StudioSession>('studio/session/totp', { ticket, code }, fallback),
  signInWithRecoveryCode: (ticket: string, code: string, fallback: string) =>
    studioRequest.post<StudioSession>('studio/session/recovery-code', { ticket, code }, fallback),
  async enrolPasskey(ticket: string, fallback: string, cancelled: string) {
    const { options } = await studioRequest.post<{
      options: PublicKeyCredentialCreationOptionsJSON;
    }>('studio/session/enrol/passkey/options', { ticket }, fallback);
    const credential = await browserPrompt(
      () => startRegistration({ optionsJSON: options }),
      cancelled,
    );
    return studioRequest.post<StudioEnrolledSession>(
      'studio/session/enrol/passkey',
      { ticket, credential },
      fallback,
    );
  },
  totpSetup: (ticket: string, fallback: string) =>
    studioRequest.post<{ secret: string; uri: string }>(
      'studio/session/enrol/totp/setup',
      { ticket },
      fallback,
    ),
  enrolTotp: (ticket: string, code: string, fallback: string) =>
    studioRequest.post<StudioEnrolledSession>(
      'studio/session/enrol/totp',
      { ticket, code },
      fallback,
    ),
};

export const studioApi = {
  /** The password: the second step comes next (never a session by itself). */
  signIn: (email: string, password: string, fallback: string) =>
    studioRequest.post<StudioSecondStep>(STUDIO_SESSION_PATH, { email, password }, fallback),
  signOut: (fallback: string) => studioRequest.send('delete', STUDIO_SESSION_PATH, fallback),
  /** The invitation behind a link's token (sent in the body, never in a URL). */
  openInvitation: (token: string, fallback: string) =>
    studioRequest.post<OpenInvitation>('studio/invitation/open', { token }, fallback),
  acceptInvitation: (token: string, password: string, termsVersion: string, fallback: string) =>
    studioRequest.post<{ message: string }>(
      'studio/invitation/accept',
      { token, password, terms_version: termsVersion },
      fallback,
    ),
  me: (fallback: string) => studioRequest.get<{ contributor: Contributor }>('studio/me', fallback),
  // ---- A writer's own stories (issue 43) ----
  stories: (fallback: string) =>
    studioRequest.get<{ stories: StudioStoryRow[] }>('studio/stories', fallback),
  story: (id: number, fallback: string) =>
    studioRequest.get<{ story: StudioStory }>(`studio/stories/${id}`, fallback),
  createStory: (fields: StudioStoryFields, fallback: string) =>
    studioRequest.post<{ story: StudioStory }>('studio/stories', fields, fallback),
  /** A save based on `baseRevision`; the server's newer version comes back as `conflict`. */
  saveStory: (id: number, baseRevision: number, fields: StudioStoryFields, fallback: string) =>
    call(async (c): Promise<{ story: StudioStory } | { conflict: StudioStory }> => {
      const response = await c.patch(`studio/stories/${id}`, {
        json: { ...fields, base_revision: baseRevision },
        throwHttpErrors: false,
      });
      if (response.ok) return response.json<{ story: StudioStory }>();
      const answer = await response
        .json<StudioStoryConflict>()
        .catch(() => ({ error: fallback }) as StudioStoryConflict);
      if (response.status === 409 && answer.story) return { conflict: answer.story };
      throw new ApiError(answer.error || fallback, response.status, { code: answer.code });
    }, fallback),
  submitStory: (id: number, revision: number, fallback: string) =>
    studioRequest.post<{ story: StudioStory }>(
      `studio/stories/${id}/submit`,
      { revision },
      fallback,
    ),
  /** Questions to answer, readers and earnings (issue 43; @thrive/reader-contract/studioReaders). */
  waitingQuestions: (scope: WaitingQuestions['scope'], fallback: string) =>
    studioRequest.get<WaitingQuestions>(STUDIO_READERS_PATHS.questions, fallback, { scope }),
  answer: (questionId: number, body: string, fallback: string) =>
    studioRequest.post<StudioAnswerCreated>(
      STUDIO_READERS_PATHS.answers(questionId),
      { body },
      fallback,
    ),
  readers: (fallback: string) =>
    studioRequest.get<StudioReaders>(STUDIO_READERS_PATHS.readers, fallback),
  reply: (commentId: number, text: string, fallback: string) =>
    studioRequest.post<StudioReplyCreated>(
      STUDIO_READERS_PATHS.replies(commentId),
      { text },
      fallback,
    ),
  earnings: (fallback: string) =>
    studioRequest.get<EarningsStatement>(STUDIO_READERS_PATHS.earnings, fallback),
};
