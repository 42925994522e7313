import type { HTTPError, KyInstance } from 'ky';
import { authStore } from '@thrive/auth-store';
import { DEFAULT_API_BASE_URL } from '@thrive/platform';
import { keepForLater, newIdempotencyKey, SavedForLater } from './formOutbox';
import { isHttpError } from './httpError';
import { PROOF_HEADER, proofChallenge, solveProof } from './proofOfWork';

/** The contract's local API; deployments override it through the shell's runtime config. */
export { DEFAULT_API_BASE_URL };
/** Long enough for a slow mobile network, short enough that nobody waits on a dead server. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Where the bearer token comes from; the shared auth store by default. */
  getToken?: () => string | null;
  /**
   * The page's locale (`pcm`), sent as `Accept-Language` on every call: the API writes the
   * e-mails a request triggers in it (issue 26). The browser's own preference otherwise.
   */
  locale?: string;
}

/** A failed call, with the message to show the user (SPEC section 8). */
export class ApiError extends Error {
  readonly status: number | null;
  /** The server's machine-readable `code` beside `error`, when it sent one (e.g. EMAIL_NOT_VERIFIED). */
  readonly code: string | null;
  constructor(
    message: string,
    status: number | null,
    options?: { cause?: unknown; code?: string | null },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = options?.code ?? null;
  }
}

/**
 * ky is loaded with the first call, not with the page: most pages call the API only when a
 * reader sends a form, and on the readers' 400 kbit/s link its 3.5 KB (brotli) would otherwise
 * arrive before the page hydrates. `prepareApi` starts the load ahead of that first call.
 */
const sessionToken = () => authStore.getState().token;

const loadKy = () => import('ky').then((module) => module.default);

export async function createApiClient({
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  getToken = sessionToken,
  locale,
}: ApiClientOptions): Promise<KyInstance> {
  const ky = await loadKy();
  return ky.create({
    prefixUrl: baseUrl,
    timeout: timeoutMs,
    retry: 0,
    // The API's sign-in sets an HttpOnly device cookie (OWASP's device-cookie pattern) that must
    // come back with the next sign-in; the API allows credentials for the site's origins only.
    credentials: 'include',
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The page's language, which the API writes the e-mails a request sends in.
          if (locale) request.headers.set('Accept-Language', locale);
        },
      ],
    },
  });
}

async function serverError(
  error: HTTPError,
): Promise<{ message: string | null; code: string | null }> {
  try {
    const body: unknown = await error.response.clone().json();
    if (typeof body === 'object' && body !== null) {
      const { error: message, code } = body as { error?: unknown; code?: unknown };
      return {
        message: typeof message === 'string' && message.trim() ? message : null,
        code: typeof code === 'string' && code ? code : null,
      };
    }
  } catch {
    // Not JSON: fall through to the caller's fallback text.
  }
  return { message: null, code: null };
}

/**
 * The one error normaliser: the server's `error` field when it sent one, otherwise the
 * caller's fallback text. Network failures and timeouts get the fallback too. Every failure
 * is logged as `API Error:` (SPEC section 8).
 */
export async function toApiError(error: unknown, fallbackMessage: string): Promise<ApiError> {
  console.error('API Error:', error);
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const { message, code } = await serverError(error);
    return new ApiError(message ?? fallbackMessage, error.response.status, { cause: error, code });
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiError(NO_CONNECTION_MESSAGE, null, { cause: error });
  }
  return new ApiError(fallbackMessage, null, { cause: error });
}

/** A call made with no connection (sign-up, code, login): what was typed stays in the form. */
export const NO_CONNECTION_MESSAGE =
  'You are offline. This needs a connection: what you typed is kept here, so please try again once you are back online.';

/** How the shared client is set up; its baseUrl is where a kept request is sent again later. */
let options: ApiClientOptions = { baseUrl: DEFAULT_API_BASE_URL };
let client: Promise<KyInstance> | null = null;

/** Points the shared client at the deployment's API (called once by the shell at start). */
export function configureApi(next: ApiClientOptions): void {
  options = next;
  client = null;
}

/** The shared client (use `post`/`get` below unless you need ky itself). */
export function api(): Promise<KyInstance> {
  // A load that failed (offline) is tried again by the next call.
  client ??= createApiClient(options).catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** Starts loading the client ahead of a first call (a reader who starts filling in a form). */
export function prepareApi(): void {
  api().catch(() => undefined);
}

/** Strips a leading slash: ky's prefixUrl forbids it, callers write spec paths like `/reader/login`. */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * POSTs JSON and returns the parsed answer. When the API asks for a proof of work (a noisy
 * network), solves it and sends the request once more (the challenge is a 429, which frees an
 * idempotency key: the second send runs anew).
 */
async function postWithProof<T>(path: string, body: unknown, headers: Record<string, string>) {
  const client = await api();
  try {
    return await client.post(relative(path), { json: body, headers }).json<T>();
  } catch (error) {
    const challenge = await proofChallenge(error);
    const proof = challenge ? await solveProof(challenge).catch(() => null) : null;
    if (!proof) throw error;
    return await client
      .post(relative(path), { json: body, headers: { ...headers, [PROOF_HEADER]: proof } })
      .json<T>();
  }
}

/** POSTs JSON and returns the parsed answer, or throws an ApiError with a message to show. */
export async function post<T>(path: string, body: unknown, fallbackMessage: string): Promise<T> {
  try {
    return await postWithProof<T>(path, body, {});
  } catch (error) {
    throw await toApiError(error, fallbackMessage);
  }
}

/**
 * POSTs a public form with an Idempotency-Key. With no answer at all (offline, the connection
 * dropped, timed out), the request is kept on the device and sent later (formOutbox.ts): this
 * throws SavedForLater, which forms show as "saved", not as an error.
 */
export async function postOrKeep<T>(
  path: string,
  body: unknown,
  fallbackMessage: string,
  /** A signed-in call (a like): the kept request carries the session's bearer token. */
  keep: { withSession?: boolean } = {},
): Promise<T> {
  const key = newIdempotencyKey();
  try {
    return await postWithProof<T>(path, body, { 'Idempotency-Key': key });
  } catch (error) {
    // No answer at all (an HTTP error is an answer): offline, dropped, or timed out.
    const url = new URL(relative(path), `${options.baseUrl.replace(/\/+$/, '')}/`).href;
    const token = keep.withSession ? (options.getToken ?? sessionToken)() : null;
    const authorization = token ? `Bearer ${token}` : undefined;
    if (
      !isHttpError(error) &&
      (await keepForLater(key, url, body, options.locale, authorization))
    ) {
      throw new SavedForLater();
    }
    throw await toApiError(error, fallbackMessage);
  }
}

/** GETs JSON, or throws an ApiError with a message to show. */
export async function get<T>(path: string, fallbackMessage: string): Promise<T> {
  try {
    return await (await api()).get(relative(path)).json<T>();
  } catch (error) {
    throw await toApiError(error, fallbackMessage);
  }
}
