/**
 * The console's people lists (writers, consultants, users) under the admin guard: a page of a
 * list, one person's profile, a change of genre or status (or its Undo), deleting and restoring
 * a profile, and e-mailing a password reset. adminRoutes.ts registers it in its guarded scope.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import {
  ListPageSchema,
  MemberRecordSchema,
  UserRecordSchema,
} from '@thrive/admin-contract/schemas';
import { MessageAnswerSchema, NoBody } from '@thrive/reader-contract/schemas';
import { HttpError } from '../../core/errors/httpError.ts';
import { answers } from '../../core/http/responseSchemas.ts';
import { parseListQuery } from '../../core/lists/listQuery.ts';
import { parseBody } from '../../core/validation/validation.ts';
import { PERSON_NOT_FOUND } from '../adminWords.ts';
import { GENRES, ROLE_OF, STATUSES, type ListKind } from '../people.ts';

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

/** A person's number in the path (idParam checks it). */
export const personParams = Type.Object({ id: Type.String() });

export const idParam = (raw: unknown): number => {
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

/** The record a list of this kind holds. */
const recordOf = (kind: ListKind) => (kind === 'users' ? UserRecordSchema : MemberRecordSchema);

export const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { lists, profiles, deleted } = app.admin;
  const actor = (request: FastifyRequest) => request.admin!;

  for (const kind of KINDS) {
    app.get(
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

    app.get(
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

    app.patch(
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

    app.delete(
      `/admin/${kind}/:id`,
      { schema: { params: personParams, response: answers({ 204: NoBody }) } },
      async (request, reply) => {
        const id = idParam(request.params.id);
        if (!(await deleted.deletePerson(actor(request), kind, id)))
          throw new HttpError(404, PERSON_NOT_FOUND);
        return reply.status(204).send();
      },
    );

    app.post(
      `/admin/${kind}/:id/restore`,
      { schema: { params: personParams, response: answers({ 204: NoBody }) } },
      async (request, reply) => {
        const id = idParam(request.params.id);
        if (!(await deleted.restorePerson(actor(request), kind, id)))
          throw new HttpError(404, 'This profile is not among the deleted profiles any more.');
        return reply.status(204).send();
      },
    );

    app.post(
      `/admin/${kind}/:id/password-reset`,
      { schema: { params: personParams, response: answers({ 202: MessageAnswerSchema }) } },
      async (request, reply) => {
        const id = idParam(request.params.id);
        // A writer or consultant sets a new password in the studio, from a fresh invitation
        // (src/contributors: single use, 7 days; their second factor stays); a reader, at /reset.
        const sent =
          kind === 'users'
            ? await profiles.sendPasswordReset(actor(request), id)
            : await app.contributors.invitations.invite(actor(request), ROLE_OF[kind], id, 'reset');
        if (!sent) throw new HttpError(404, PERSON_NOT_FOUND);
        return reply.status(202).send({ message: 'Password reset e-mail sent.' });
      },
    );
  }
};
