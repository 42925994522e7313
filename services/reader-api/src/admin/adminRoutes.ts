/**
 * The admin API under /api/v1/admin (admin bearer token on everything but sign-in). Every
 * error is `{ error: <human message> }` like the rest of the API. A reader's token is refused
 * here (403) and an admin's token is unknown to the reader routes (401).
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { z } from 'zod';
import { attachmentDisposition } from '../core/http/contentDisposition.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { emailField, parseBody } from '../core/validation/validation.ts';
import { BREACHED_PASSWORD, isBreachedPassword } from '../core/security/breachedPasswords/index.ts';
import { CLEAR_SITE_DATA } from '../core/sessions/sessionPolicy.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../core/rules.ts';
import { fileSizeMessage, fileTypeMessage } from '@thrive/admin-contract';
import { activityRoutes } from './activity/activityRoutes.ts';
import type { NewUpload } from './people/newMembers.ts';
import { ACCEPTED_TYPES, FileStorageError, safeFileName, sniffType } from './fileStorage.ts';
import { pageField, parseListQuery } from '../core/lists/listQuery.ts';
import { isLoopback, LOCAL_SECRET_HEADER, sameSecret } from './localAdminChannel.ts';
import { passwordProblem } from './passwordRules.ts';
import { secondStep } from '../secondFactor/index.ts';
import { adminSessionRoutes } from './sessions/adminSessionRoutes.ts';
import { GENDERS, GENRES, ROLE_OF, STATUSES, type ListKind, type MemberKind } from './people.ts';

import { ADMIN_INVALID_SIGN_IN, PERSON_NOT_FOUND } from './adminWords.ts';
import { Type } from '@sinclair/typebox';
import {
  AdminSchema,
  AdminSecondStepSchema,
  AuditLogPageSchema,
  DashboardCountsSchema,
  DeletedProfileSchema,
  ListPageSchema,
  MemberRecordSchema,
  ModerationSpeedSchema,
  UserRecordSchema,
} from '@thrive/admin-contract/schemas';
import { FileBody, MessageAnswerSchema, NoBody } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

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

const memberPatch = z
  .object(
    {
      genre: z.enum(GENRES, { error: 'Please choose one of the genres.' }).optional(),
      status: z.enum(STATUSES, { error: 'Status must be Active or Inactive.' }).optional(),
      // An Undo: the values it expects to find (what the change it undoes set).
      expected: z
        .object(
          {
            genre: z.enum(GENRES, { error: 'Please choose one of the genres.' }).optional(),
            status: z.enum(STATUSES, { error: 'Status must be Active or Inactive.' }).optional(),
          },
          { error: 'Please send the expected values as a JSON object.' },
        )
        .optional(),
    },
    { error: 'Please send the changes as a JSON object.' },
  )
  .refine((p) => p.genre !== undefined || p.status !== undefined, {
    error: 'Nothing to change: send a genre or a status.',
  });

const userPatch = z
  .object(
    {
      status: z.enum(STATUSES, { error: 'Status must be Active or Inactive.' }).optional(),
      expected: z
        .object(
          { status: z.enum(STATUSES, { error: 'Status must be Active or Inactive.' }).optional() },
          { error: 'Please send the expected values as a JSON object.' },
        )
        .optional(),
    },
    { error: 'Please send the changes as a JSON object.' },
  )
  .refine((p) => p.status !== undefined, { error: 'Nothing to change: send a status.' });

const newMemberFields = z.object({
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(1, { error: 'Please enter a name.' })
    .max(100, { error: 'Name must be at most 100 characters.' })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
      error: "Name contains characters we can't accept.",
    }),
  email: emailField,
  // Optional (issue 43): the person sets their own from the invitation e-mail. One typed here
  // is kept only until their first sign-in, which asks them to set their own.
  password: z
    .string({ error: 'Please enter a password.' })
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, {
          error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        })
        .max(PASSWORD_MAX_LENGTH, {
          error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
        })
        .refine((v) => !isBreachedPassword(v), { error: BREACHED_PASSWORD })
        .optional(),
    ),
  genre: z.enum(GENRES, { error: 'Please select a genre.' }),
  gender: z.enum(GENDERS, { error: 'Please select M or F for Sex.' }),
  about: z
    .string()
    .trim()
    .max(2000, { error: 'About must be at most 2000 characters.' })
    .optional()
    .transform((v) => v ?? ''),
});

const auditLogQuery = z.object({ page: pageField });
/** `?page=&pageSize=` of the audit log, checked by auditLogQuery and the page sizes. */
const auditLogParams = Type.Object({
  page: Type.Optional(Type.String()),
  pageSize: Type.Optional(Type.String()),
});
/** A person's number in the path (idParam checks it). */
const personParams = Type.Object({ id: Type.String() });
const fileParams = Type.Object({ id: Type.String(), which: Type.String() });

const idParam = (raw: unknown): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, PERSON_NOT_FOUND);
  return value;
};

/** 409 for an undo over values someone changed since; 404 for a person not listed. */
const changeRefused = (result: { reason: string; message?: string }) =>
  result.reason === 'changed-since'
    ? new HttpError(409, result.message ?? 'Changed since.')
    : new HttpError(404, PERSON_NOT_FOUND);

const KINDS: ListKind[] = ['writers', 'consultants', 'users'];
const MEMBER_KINDS: MemberKind[] = ['writers', 'consultants'];
const FILE_LABEL = { credentials: 'Credentials', experience: 'Experience' } as const;

/** The record a list of this kind holds. */
const recordOf = (kind: ListKind) => (kind === 'users' ? UserRecordSchema : MemberRecordSchema);

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const {
    auth: adminAuth,
    lists,
    profiles,
    deleted,
    newMembers,
    overview,
    hasher,
    config,
  } = app.admin;

  await app.register(multipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: 2,
      fields: 10,
      fieldSize: 4096,
      parts: 12,
    },
  });

  const requireAdmin = adminGuard(app);
  const actor = (request: FastifyRequest) => request.admin!;

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

  await app.register(async (scope) => {
    const secured = scope.withTypeProvider<TypeBoxTypeProvider>();
    secured.addHook('onRequest', requireAdmin);

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

    for (const kind of KINDS) {
      secured.get(
        `/admin/${kind}`,
        { schema: { response: answers({ 200: ListPageSchema(recordOf(kind)) }) } },
        async (request) => {
          const parsed = parseListQuery(request.query);
          if (!parsed.ok) throw new HttpError(400, parsed.error);
          return kind === 'users'
            ? lists.listUsers(parsed.query)
            : lists.listMembers(kind, parsed.query);
        },
      );

      secured.get(
        `/admin/${kind}/:id`,
        {
          schema: {
            params: personParams,
            response: answers({ 200: Type.Object({ person: recordOf(kind) }) }),
          },
        },
        async (request) => {
          const id = idParam(request.params.id);
          const person =
            kind === 'users'
              ? await profiles.getUser(actor(request), id)
              : await profiles.getMember(actor(request), kind, id);
          if (!person) throw new HttpError(404, PERSON_NOT_FOUND);
          return { person };
        },
      );

      secured.patch(
        `/admin/${kind}/:id`,
        {
          schema: {
            params: personParams,
            response: answers({ 200: Type.Object({ person: recordOf(kind) }) }),
          },
        },
        async (request) => {
          const id = idParam(request.params.id);
          if (kind === 'users') {
            const parsed = parseBody(userPatch, request.body);
            if (!parsed.ok) throw new HttpError(400, parsed.error);
            const { expected, ...patch } = parsed.data;
            const result = await profiles.updateUser(actor(request), id, patch, expected);
            if (!result.ok) throw changeRefused(result);
            return { person: result.record };
          }
          const parsed = parseBody(memberPatch, request.body);
          if (!parsed.ok) throw new HttpError(400, parsed.error);
          const { expected, ...patch } = parsed.data;
          const result = await profiles.updateMember(actor(request), kind, id, patch, expected);
          if (!result.ok) throw changeRefused(result);
          return { person: result.record };
        },
      );

      secured.delete(
        `/admin/${kind}/:id`,
        { schema: { params: personParams, response: answers({ 204: NoBody }) } },
        async (request, reply) => {
          const id = idParam(request.params.id);
          if (!(await deleted.deletePerson(actor(request), kind, id)))
            throw new HttpError(404, PERSON_NOT_FOUND);
          return reply.status(204).send();
        },
      );

      secured.post(
        `/admin/${kind}/:id/restore`,
        { schema: { params: personParams, response: answers({ 204: NoBody }) } },
        async (request, reply) => {
          const id = idParam(request.params.id);
          if (!(await deleted.restorePerson(actor(request), kind, id)))
            throw new HttpError(404, 'This profile is not among the deleted profiles any more.');
          return reply.status(204).send();
        },
      );

      secured.post(
        `/admin/${kind}/:id/password-reset`,
        { schema: { params: personParams, response: answers({ 202: MessageAnswerSchema }) } },
        async (request, reply) => {
          const id = idParam(request.params.id);
          // A writer or consultant sets a new password in the studio, from a fresh invitation
          // (src/contributors: single use, 7 days; their second factor stays); a reader, at /reset.
          const sent =
            kind === 'users'
              ? await profiles.sendPasswordReset(actor(request), id)
              : await app.contributors.invitations.invite(
                  actor(request),
                  ROLE_OF[kind],
                  id,
                  'reset',
                );
          if (!sent) throw new HttpError(404, PERSON_NOT_FOUND);
          return reply.status(202).send({ message: 'Password reset e-mail sent.' });
        },
      );
    }

    for (const kind of MEMBER_KINDS) {
      secured.get(
        `/admin/${kind}/:id/files/:which`,
        { schema: { params: fileParams, response: answers({ 200: FileBody }) } },
        async (request, reply) => {
          const params = request.params;
          const id = idParam(params.id);
          if (params.which !== 'credentials' && params.which !== 'experience')
            throw new HttpError(404, 'Not found.');
          let file: Awaited<ReturnType<typeof profiles.memberFile>>;
          try {
            file = await profiles.memberFile(actor(request), kind, id, params.which);
          } catch (error) {
            if (!(error instanceof FileStorageError)) throw error;
            request.log.error({ err: error }, 'File storage failed on a download');
            return reply.status(503).send({
              error:
                'The file could not be fetched: the file storage is not reachable. Please try again later.',
            });
          }
          if (!file) throw new HttpError(404, 'No file was uploaded here.');
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', attachmentDisposition(file.fileName))
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .send(file.bytes);
        },
      );

      secured.post(
        `/admin/${kind}`,
        { schema: { response: answers({ 201: Type.Object({ person: MemberRecordSchema }) }) } },
        async (request, reply) => {
          if (!request.isMultipart())
            throw new HttpError(415, 'Please send the form as multipart/form-data.');
          const fields: Record<string, string> = {};
          const uploads: Partial<Record<'credentials' | 'experience', NewUpload>> = {};
          try {
            for await (const part of request.parts()) {
              if (part.type === 'field') {
                if (typeof part.value === 'string') fields[part.fieldname] = part.value;
                continue;
              }
              const which = part.fieldname;
              if (which !== 'credentials' && which !== 'experience') {
                await part.toBuffer().catch(() => undefined);
                throw new HttpError(400, `Unexpected file field "${which}".`);
              }
              const bytes = await part.toBuffer();
              if (bytes.length === 0) continue; // An empty file input sends an empty part.
              const type = sniffType(bytes);
              if (!type) throw new HttpError(415, fileTypeMessage(FILE_LABEL[which]));
              uploads[which] = {
                fileName: safeFileName(part.filename || which, type),
                contentType: type,
                bytes,
              };
            }
          } catch (error) {
            if (error instanceof HttpError) throw error;
            const code = (error as { code?: string }).code;
            if (code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new HttpError(413, fileSizeMessage(config.uploadMaxBytes));
            }
            if (
              code === 'FST_FILES_LIMIT' ||
              code === 'FST_PARTS_LIMIT' ||
              code === 'FST_FIELDS_LIMIT'
            )
              throw new HttpError(413, 'The form has too many parts.');
            throw new HttpError(400, 'The form could not be read. Please try again.');
          }
          const parsed = parseBody(newMemberFields, fields);
          if (!parsed.ok) throw new HttpError(400, parsed.error);
          const passwordHash = parsed.data.password
            ? await hasher.hash(parsed.data.password)
            : null;
          let result: Awaited<ReturnType<typeof newMembers.createMember>>;
          try {
            result = await newMembers.createMember(actor(request), kind, {
              name: parsed.data.name,
              email: parsed.data.email,
              passwordHash,
              genre: parsed.data.genre,
              gender: parsed.data.gender,
              about: parsed.data.about,
              credentials: uploads.credentials ?? null,
              experience: uploads.experience ?? null,
            });
          } catch (error) {
            if (!(error instanceof FileStorageError)) throw error;
            request.log.error({ err: error }, 'File storage failed on an upload');
            return reply.status(503).send({
              error: `The ${kind === 'writers' ? 'writer' : 'consultant'} was not saved: the file storage is not reachable. Please try again later.`,
            });
          }
          if (!result.ok) throw new HttpError(409, result.message ?? 'Could not create.');
          // The person sets their own password from the invitation (src/contributors). Should
          // the mail not be queued, the profile's Resend invitation sends it.
          await app.contributors.invitations
            .invite(actor(request), ROLE_OF[kind], result.record._id, 'added')
            .catch((error: unknown) =>
              request.log.error({ err: error }, 'The studio invitation was not queued'),
            );
          return reply.status(201).send({ person: result.record });
        },
      );
    }
  });
};

export { ACCEPTED_TYPES };
