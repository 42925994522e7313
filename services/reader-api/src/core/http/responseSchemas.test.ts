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
 * Routes still without a response schema, by "METHOD /url". Empty it as they get one; a route
 * listed here that has a schema fails the test too, so the list only shrinks.
 */
const NOT_YET_DECLARED = new Set<string>([
  'OPTIONS *',
  'POST /api/v1/reader/login/passkey/options',
  'POST /api/v1/reader/login/passkey',
  'POST /api/v1/reader/login/totp',
  'POST /api/v1/reader/login/recovery-code',
  'GET /api/v1/reader/second-factor',
  'POST /api/v1/reader/reauthenticate',
  'POST /api/v1/reader/second-factor/add',
  'POST /api/v1/reader/second-factor/passkey/options',
  'POST /api/v1/reader/second-factor/passkey',
  'POST /api/v1/reader/second-factor/totp/setup',
  'POST /api/v1/reader/second-factor/totp',
  'DELETE /api/v1/reader/second-factor/:id',
  'POST /api/v1/reader/second-factor/recovery-codes',
  'POST /api/v1/contact',
  'POST /api/v1/newsletter',
  'POST /api/v1/app-updates',
  'POST /api/v1/newsletter/confirm',
  'POST /api/v1/newsletter/unsubscribe',
  'POST /api/v1/account-deletion-requests',
  'POST /api/v1/account-deletion-requests/confirm',
  'POST /api/v1/account-deletion-requests/cancel',
  'POST /api/v1/admin/sign-in',
  'POST /api/v1/admin/local/admins',
  'POST /api/v1/admin/sign-out',
  'GET /api/v1/admin/sessions',
  'DELETE /api/v1/admin/sessions/others',
  'DELETE /api/v1/admin/sessions/:id',
  'DELETE /api/v1/admin/sessions',
  'POST /api/v1/admin/users/:id/sessions/end',
  'GET /api/v1/admin/me',
  'GET /api/v1/admin/writers/:id/activity',
  'GET /api/v1/admin/consultants/:id/activity',
  'GET /api/v1/admin/users/:id/activity',
  'GET /api/v1/admin/dashboard',
  'GET /api/v1/admin/deleted',
  'GET /api/v1/admin/audit-log',
  'GET /api/v1/admin/writers',
  'GET /api/v1/admin/writers/:id',
  'PATCH /api/v1/admin/writers/:id',
  'DELETE /api/v1/admin/writers/:id',
  'POST /api/v1/admin/writers/:id/restore',
  'POST /api/v1/admin/writers/:id/password-reset',
  'GET /api/v1/admin/consultants',
  'GET /api/v1/admin/consultants/:id',
  'PATCH /api/v1/admin/consultants/:id',
  'DELETE /api/v1/admin/consultants/:id',
  'POST /api/v1/admin/consultants/:id/restore',
  'POST /api/v1/admin/consultants/:id/password-reset',
  'GET /api/v1/admin/users',
  'GET /api/v1/admin/users/:id',
  'PATCH /api/v1/admin/users/:id',
  'DELETE /api/v1/admin/users/:id',
  'POST /api/v1/admin/users/:id/restore',
  'POST /api/v1/admin/users/:id/password-reset',
  'GET /api/v1/admin/writers/:id/files/:which',
  'POST /api/v1/admin/writers',
  'GET /api/v1/admin/consultants/:id/files/:which',
  'POST /api/v1/admin/consultants',
  'POST /api/v1/admin/sign-in/passkey/options',
  'POST /api/v1/admin/sign-in/passkey',
  'POST /api/v1/admin/sign-in/totp',
  'POST /api/v1/admin/sign-in/recovery-code',
  'POST /api/v1/admin/sign-in/enrol/passkey/options',
  'POST /api/v1/admin/sign-in/enrol/passkey',
  'POST /api/v1/admin/sign-in/enrol/totp/setup',
  'POST /api/v1/admin/sign-in/enrol/totp',
  'GET /api/v1/admin/second-factor',
  'POST /api/v1/admin/reauthenticate',
  'POST /api/v1/admin/second-factor/add',
  'POST /api/v1/admin/second-factor/passkey/options',
  'POST /api/v1/admin/second-factor/passkey',
  'POST /api/v1/admin/second-factor/totp/setup',
  'POST /api/v1/admin/second-factor/totp',
  'DELETE /api/v1/admin/second-factor/:id',
  'POST /api/v1/admin/second-factor/recovery-codes',
  'GET /api/v1/stories',
  'GET /api/v1/stories/:slug',
  'GET /api/v1/writers/:username',
  'GET /api/v1/questions',
  'POST /api/v1/questions',
  'POST /api/v1/questions/private',
  'GET /api/v1/reader/questions',
  'GET /api/v1/admin/stories',
  'GET /api/v1/admin/stories/:id',
  'POST /api/v1/admin/stories',
  'PATCH /api/v1/admin/stories/:id',
  'POST /api/v1/admin/stories/:id/submit',
  'POST /api/v1/admin/stories/:id/approve',
  'POST /api/v1/admin/stories/:id/reject',
  'GET /api/v1/admin/questions',
  'GET /api/v1/admin/questions/:id',
  'PATCH /api/v1/admin/questions/:id',
  'POST /api/v1/admin/questions/:id/approve',
  'POST /api/v1/admin/questions/:id/reject',
  'POST /api/v1/admin/questions/:id/answers',
  'PATCH /api/v1/admin/answers/:id',
  'POST /api/v1/admin/answers/:id/approve',
  'POST /api/v1/admin/answers/:id/reject',
  'GET /api/v1/comments',
  'POST /api/v1/comments',
  'GET /api/v1/reader/comments',
  'GET /api/v1/admin/comments',
  'GET /api/v1/admin/comments/:id',
  'POST /api/v1/admin/comments/:id/approve',
  'POST /api/v1/admin/comments/:id/reject',
  'POST /api/v1/telemetry/remote-loads',
  'GET /api/v1/telemetry/remote-loads/summary',
  'POST /api/v1/csp-reports',
  'GET /api/v1/csp-reports/summary',
]);

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
    expect(undeclared.filter((route) => !NOT_YET_DECLARED.has(route))).toEqual([]);
    expect([...NOT_YET_DECLARED].filter((route) => !undeclared.includes(route))).toEqual([]);
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
