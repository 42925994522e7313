/**
 * Issue 41: every route declares the answers it gives, and an answer with a field its schema
 * does not name fails the test that makes it (src/testing/responseChecks.ts); in production the
 * serializer leaves such a field out.
 */
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { LikeStateSchema } from '@thrive/reader-contract/schemas';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { answers } from './responseSchemas.ts';

/**
 * Routes a plugin owns, which answer no JSON of ours: @fastify/cors's preflight (204, no body).
 */
const PLUGIN_ROUTES = new Set(['OPTIONS *']);

describe('response schemas', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('every route declares the schema of its success answer and of its errors', () => {
    expect(t.routes.length).toBeGreaterThan(50);
    const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
    const undeclared = t.routes
      .filter((route) => !route.statuses.some((status) => status.startsWith('2')))
      .map(name);
    expect(undeclared.filter((route) => !PLUGIN_ROUTES.has(route))).toEqual([]);
    const withoutErrors = t.routes
      .filter((route) => !undeclared.includes(name(route)))
      .filter((route) => !route.statuses.includes('4xx') || !route.statuses.includes('5xx'))
      .map(name);
    expect(withoutErrors).toEqual([]);
  });

  it('an answer with a field its schema does not name fails the request in tests', async () => {
    const answer = { target: 'story' as const, id: 1, count: 3, liked: false };
    const state = jest.spyOn(t.app.likes.service, 'state');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      state.mockResolvedValueOnce(answer);
      const declared = await t.get('/likes?target=story&id=1');
      expect(declared.statusCode).toBe(200);
      expect(declared.json()).toEqual(answer);

      state.mockResolvedValueOnce({ ...answer, reader_id: 7 } as typeof answer);
      const extra = await t.get('/likes?target=story&id=1');
      expect(extra.statusCode).toBe(500);
      expect(extra.body).not.toContain('reader_id');
      expect(error).toHaveBeenCalledWith(expect.stringContaining('must NOT have additional'));
    } finally {
      state.mockRestore();
      error.mockRestore();
    }
  });

  it('in production the serializer sends only the fields the schema names', async () => {
    const app = Fastify();
    app.get('/like', { schema: { response: answers({ 200: LikeStateSchema }) } }, async () => ({
      target: 'story',
      id: 1,
      count: 3,
      liked: true,
      reader_id: 7,
    }));
    app.get(
      '/fails',
      { schema: { response: answers({ 200: Type.Object({ ok: Type.Boolean() }) }) } },
      async (_request, reply) => reply.status(409).send({ error: 'Taken.', code: 'X', retry: 2 }),
    );
    try {
      expect((await app.inject('/like')).json()).toEqual({
        target: 'story',
        id: 1,
        count: 3,
        liked: true,
      });
      // Errors keep their details (a proof-of-work challenge, a wait).
      expect((await app.inject('/fails')).json()).toEqual({ error: 'Taken.', code: 'X', retry: 2 });
    } finally {
      await app.close();
    }
  });
});
