/**
 * The HTTP behaviour every route of the reader API shares (app.ts installs it): strict JSON
 * bodies, one error shape (`{ "error": "<human message>" }`, in the reader's language where it
 * is written), a graceful close, and the security plugins (helmet, CORS, the rate limit).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey } from '@thrive/platform/clientAddress';
import type { Config } from './core/config.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLoss } from './core/db/connectionLoss.ts';
import { HttpError } from './core/errors/httpError.ts';
import {
  BAD_REQUEST,
  clientErrorMessage,
  NOT_FOUND,
  SERVER_ERROR,
  tooManyRequests,
} from './core/errors/clientErrors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './core/http/jsonDepth.ts';
import { createRateLimitStore } from './core/http/rateLimitStore.ts';
import { PROOF_HEADER } from './core/limits/proofOfWork.ts';
import { inReaderLanguage } from './words/localizedErrors.ts';

/**
 * Strict JSON: only application/json bodies are parsed (415 for anything else). An empty JSON
 * body counts as "no body", so a bare POST /reader/logout works.
 */
export function installStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      // No form is nested; deep nesting only feeds recursion (a stack overflow in the
      // Idempotency-Key fingerprint was a 500).
      if (!error && nestedDeeperThan(value, MAX_JSON_DEPTH)) {
        done(new HttpError(400, BAD_REQUEST), undefined);
        return;
      }
      done(error, value);
    });
  });
}

/** Closing, every error as JSON, and a reader's success `message` in their language. */
export function installAnswerHooks(app: FastifyInstance): void {
  // Graceful shutdown: once close() starts, responses to requests still in flight ask the
  // client to close its keep-alive connection, so the server can finish closing promptly.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // Every error is JSON, also those a plugin answers in plain text (e.g. @fastify/cors's
    // "Invalid Preflight Request" for an OPTIONS without Access-Control-Request-Method).
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode >= 400 && type.startsWith('text/plain') && typeof payload === 'string') {
      reply.header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ error: payload });
    }
    return payload;
  });

  // A reader's success `message` in the request's language too, as the errors below
  // (localizedErrors.ts; readerMessages.ts lists them); the rest of the answer stays as it is.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
    const { message } = payload;
    if (typeof message !== 'string') return payload;
    const translated = inReaderLanguage(message, request);
    return translated === message ? payload : { ...payload, message: translated };
  });
}

/** The status an error answers with. */
function statusOf(error: FastifyError, databaseAway: boolean): number {
  if (error instanceof HttpError) return error.statusCode;
  // The database restarting or failing over: the client may send it again in a moment.
  if (databaseAway) return 503;
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
    ? error.statusCode
    : 500;
}

/** Every error as `{ error }` (with its `code` and details when it has one); 404 for no route. */
export function installErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const databaseAway = !(error instanceof HttpError) && isConnectionLoss(error);
    const status = statusOf(error, databaseAway);
    const retryAfter = databaseAway
      ? DATABASE_RETRY_AFTER_SECONDS
      : (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (status >= 500) {
      if (status === 503) request.log.warn({ err: error }, 'Request refused: service unavailable');
      else request.log.error({ err: error }, 'Request failed');
      return reply
        .status(status === 503 ? 503 : 500)
        .send({ error: inReaderLanguage(SERVER_ERROR, request) });
    }
    // In the reader's language where it is written (localizedErrors.ts); the code stays.
    const message = inReaderLanguage(
      error instanceof HttpError || error.code === 'THRIVE_RATE_LIMITED'
        ? error.message
        : clientErrorMessage(error, status),
      request,
    );
    return reply
      .status(status)
      .send(
        error instanceof HttpError && error.code
          ? { ...error.details, error: message, code: error.code }
          : { error: message },
      );
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: inReaderLanguage(NOT_FOUND, request) });
  });
}

/** helmet, CORS and the global rate limit (counted in Redis when configured). */
export async function registerSecurityPlugins(
  app: FastifyInstance,
  config: Config,
  rateLimitNamespace?: string,
): Promise<void> {
  await app.register(helmet, {
    // A JSON API: nothing here is a page, so the strictest policy fits.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', PROOF_HEADER],
    // The sign-in's device cookie (src/core/limits/deviceCookie.ts) travels with credentials.
    credentials: true,
    // Lets the site read how long to wait after a 429.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  const rateLimitStore = await createRateLimitStore(config.redisUrl, app.log, rateLimitNamespace);
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    ...rateLimitStore.options,
    global: true,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // Per client: an IPv4 address, an IPv6 /64 (issue 40, M4).
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))), {
        statusCode: context.statusCode,
        code: 'THRIVE_RATE_LIMITED',
      }),
  });
}
