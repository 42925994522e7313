/**
 * The admin API under /api/v1/admin (admin bearer token on everything but sign-in). Every
 * error is `{ error: <human message> }` like the rest of the API. A reader's token is refused
 * here (403) and an admin's token is unknown to the reader routes (401). The people lists and
 * profiles are people/peopleRoutes.ts; adding a writer or consultant, people/memberRoutes.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import {
  AdminSchema,
  AdminSecondStepSchema,
  AuditLogPageSchema,
  DashboardCountsSchema,
  DeletedProfileSchema,
  ModerationSpeedSchema,
} from '@thrive/admin-contract/schemas';
import { NoBody } from '@thrive/reader-contract/schemas';
import { HttpError } from '../core/errors/httpError.ts';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { pageField } from '../core/lists/listQuery.ts';
import { PASSWORD_MAX_LENGTH } from '../core/rules.ts';
import { CLEAR_SITE_DATA } from '../core/sessions/sessionPolicy.ts';
import { emailField, parseBody } from '../core/validation/validation.ts';
import { secondStep } from '../secondFactor/index.ts';
import { activityRoutes } from './activity/activityRoutes.ts';
import { ADMIN_INVALID_SIGN_IN } from './adminWords.ts';
import { ACCEPTED_TYPES } from './fileStorage.ts';
import { isLoopback, LOCAL_SECRET_HEADER, sameSecret } from './localAdminChannel.ts';
import { passwordProblem } from './passwordRules.ts';
import { memberRoutes } from './people/memberRoutes.ts';
import { peopleRoutes } from './people/peopleRoutes.ts';
import { adminSessionRoutes } from './sessions/adminSessionRoutes.ts';

const signInBody = z.object(
  {
    email: emailField,
    password: z
      .string({ error: 'Please enter your password.' })
      .min(1, { error: 'Please enter your password.' })
      .max(PASSWORD_MAX_LENGTH, { error: 'Invalid email or password.' }),
  },
  { error: 'Please send the form fields as a JSON object.' },
);

const localAdminBody = z.object({ email: emailField, password: z.string() });

const auditLogQuery = z.object({ page: pageField });
/** `?page=&pageSize=` of the audit log, checked by auditLogQuery and the page sizes. */
const auditLogParams = Type.Object({
  page: Type.Optional(Type.String()),
  pageSize: Type.Optional(Type.String()),
});

type AdminApp = Parameters<FastifyPluginAsyncTypebox>[0];
const actor = (request: FastifyRequest) => request.admin!;

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: app.admin.config.uploadMaxBytes,
      files: 2,
      fields: 10,
      fieldSize: 4096,
      parts: 12,
    },
  });
  signInRoutes(app);
  await app.register(async (scope) => {
    const secured = scope.withTypeProvider<TypeBoxTypeProvider>();
    secured.addHook('onRequest', adminGuard(app));
    await consoleRoutes(secured);
  });
};

/** The password step of a sign-in, and `pnpm admin:create`'s local channel. */
function signInRoutes(app: AdminApp): void {
  const { auth: adminAuth } = app.admin;
  app.post(
    '/admin/sign-in',
    { schema: { response: answers({ 200: AdminSecondStepSchema }) } },
    async (request, reply) => {
      const parsed = parseBody(signInBody, request.body);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      const result = await adminAuth.signIn(parsed.data.email, parsed.data.password, request.ip);
      // A right password opens the second step (src/secondFactor), never a session by itself.
      if (result.ok) return reply.send(await secondStep(app.secondFactor.admin, result.admin.id));
      if (result.reason === 'throttled') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        const wait = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        throw new HttpError(
          429,
          `Too many sign-in attempts. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} and try again.`,
        );
      }
      throw new HttpError(401, ADMIN_INVALID_SIGN_IN);
    },
  );

  // `pnpm admin:create` while the server holds the PGlite directory (localAdminChannel.ts).
  app.post(
    '/admin/local/admins',
    {
      schema: {
        response: answers({
          200: Type.Object({
            result: Type.Union([Type.Literal('created'), Type.Literal('reset')]),
          }),
        }),
      },
    },
    async (request, reply) => {
      const secret = app.admin.localSecret;
      if (
        !secret ||
        !isLoopback(request.socket.remoteAddress ?? '') ||
        !sameSecret(secret, request.headers[LOCAL_SECRET_HEADER])
      )
        throw new HttpError(403, 'Forbidden.');
      const parsed = parseBody(localAdminBody, request.body);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      const problem = passwordProblem(parsed.data.password);
      if (problem) throw new HttpError(400, problem);
      const result = await adminAuth.createOrReset(parsed.data.email, parsed.data.password);
      return reply.send({ result });
    },
  );
}

/** Everything behind the admin guard. */
async function consoleRoutes(secured: AdminApp): Promise<void> {
  const { auth: adminAuth, deleted, overview } = secured.admin;
  secured.post(
    '/admin/sign-out',
    { schema: { response: answers({ 204: NoBody }) } },
    async (request, reply) => {
      await adminAuth.signOut(bearerToken(request)!, actor(request), request.ip);
      return reply.status(204).header('clear-site-data', CLEAR_SITE_DATA).send();
    },
  );
  await secured.register(adminSessionRoutes);

  secured.get(
    '/admin/me',
    { schema: { response: answers({ 200: Type.Object({ admin: AdminSchema }) }) } },
    async (request) => ({ admin: actor(request) }),
  );

  await secured.register(activityRoutes);

  secured.get(
    '/admin/dashboard',
    { schema: { response: answers({ 200: Type.Object({ counts: DashboardCountsSchema }) }) } },
    async () => ({ counts: await overview.dashboard() }),
  );
  secured.get(
    '/admin/moderation-speed',
    { schema: { response: answers({ 200: ModerationSpeedSchema }) } },
    async (_request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await overview.moderationSpeed()),
  );

  secured.get(
    '/admin/deleted',
    {
      schema: {
        response: answers({ 200: Type.Object({ profiles: Type.Array(DeletedProfileSchema) }) }),
      },
    },
    async () => ({ profiles: await deleted.listDeleted() }),
  );

  secured.get(
    '/admin/audit-log',
    { schema: { querystring: auditLogParams, response: answers({ 200: AuditLogPageSchema }) } },
    async (request) => {
      const q = request.query;
      const page = parseBody(auditLogQuery, { page: q.page });
      if (!page.ok) throw new HttpError(400, page.error);
      const size = [10, 25, 50, 100].includes(Number(q.pageSize)) ? Number(q.pageSize) : 25;
      return overview.auditLog(page.data.page, size);
    },
  );

  await secured.register(peopleRoutes);
  await secured.register(memberRoutes);
}

export { ACCEPTED_TYPES };
