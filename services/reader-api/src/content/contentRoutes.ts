/**
 * The public content reads (no sign-in; cached with ETags), asking a question (signed in or
 * not), and a reader's own questions. Nothing here can publish: see contentAdminRoutes.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GENRES } from '@thrive/admin-contract';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { decodeCursor } from './cursor.ts';
import { OWN_QUESTIONS_PATH, PRIVATE_QUESTION_PATH } from '@thrive/reader-contract/content';
import { askBody, PRIVATE_LINK_NOT_FOUND, privateQuestionBody } from './contentBodies.ts';
import { sendCached } from './httpCache.ts';

export const STORY_NOT_FOUND = 'We could not find that story.';
export const WRITER_NOT_FOUND = 'We could not find that writer.';
export const UNKNOWN_GENRE = 'genre must be one of the genres.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const LOG_IN_FOR_QUESTIONS = 'Please log in to see your questions.';
/**
 * Questions per IP per hour: a ceiling for a script, not a person's limit. Nigerian operators
 * put many readers behind one address (carrier-grade NAT), so it is set well above what one
 * reader asks.
 */
export const QUESTIONS_PER_HOUR = 60;
/** Private-link opens per address per minute: a reader reloads; nobody guesses 256-bit keys. */
export const PRIVATE_LOOKUPS_PER_MINUTE = 30;

/**
 * A slug or username that could name a row: at most 100 characters, no control character
 * (PostgreSQL refuses a NUL in text with an error: `/stories/%00` was a 500).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const couldName = (key: string) => key.length <= 100 && !/[\u0000-\u001f\u007f]/.test(key);

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { stories, questions } = app.content;

  const signedInReader = async (request: FastifyRequest): Promise<Reader | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const reader = await app.services.readers.sessions.readerFor(token, app.content.clock.now());
    if (!reader) throw new HttpError(401, SESSION_ENDED);
    return reader;
  };

  app.get('/stories', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const genre = typeof q.genre === 'string' && q.genre !== '' ? q.genre : null;
    if (genre && !(GENRES as readonly string[]).includes(genre))
      throw new HttpError(400, UNKNOWN_GENRE);
    return sendCached(request, reply, await stories.list(genre, decodeCursor(q.before)));
  });

  app.get('/stories/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const story = couldName(slug) ? await stories.bySlug(slug) : undefined;
    if (!story) throw new HttpError(404, STORY_NOT_FOUND);
    return sendCached(request, reply, { story });
  });

  app.get('/writers/:username', async (request, reply) => {
    const { username } = request.params as { username: string };
    const q = request.query as Record<string, unknown>;
    const page = couldName(username)
      ? await stories.byWriter(username, decodeCursor(q.before))
      : undefined;
    if (!page) throw new HttpError(404, WRITER_NOT_FOUND);
    return sendCached(request, reply, page);
  });

  app.get('/questions', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    return sendCached(request, reply, await questions.publicList(decodeCursor(q.before)));
  });

  app.post(
    '/questions',
    { config: { rateLimit: { max: QUESTIONS_PER_HOUR, timeWindow: 3_600_000 } } },
    async (request, reply) => {
      const body = validBody(askBody, request.body);
      const reader = await signedInReader(request);
      const question = await questions.ask(body.text, body.anonymous, reader);
      return reply.status(201).header('cache-control', 'no-store').send({ question });
    },
  );

  // A POST: the key travels in the body, never in a URL that logs or proxies keep.
  app.post(
    PRIVATE_QUESTION_PATH,
    { config: { rateLimit: { max: PRIVATE_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { key } = validBody(privateQuestionBody, request.body);
      const question = await questions.byPrivateKey(key);
      if (!question) throw new HttpError(404, PRIVATE_LINK_NOT_FOUND);
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send({ question });
    },
  );

  app.get(OWN_QUESTIONS_PATH, async (request, reply) => {
    const reader = await signedInReader(request);
    if (!reader) throw new HttpError(401, LOG_IN_FOR_QUESTIONS);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ questions: await questions.ownQuestions(reader) });
  });
};
