/**
 * The console's side of studio access (issue 43), behind the admin guard:
 * GET /admin/{writers|consultants}/:id/invitation — the invitation's state (invited, accepted,
 * expired, or none), and POST to the same path — Resend invitation (a new link; the open one
 * stops working). Audit-logged with the admin who sent it. GET /admin/{kind}/invitations?ids=…
 * answers the states of a list page's people at once (the console's consultants list).
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../core/errors/httpError.ts';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { InvitationStatusesSchema, InvitationStatusSchema } from '@thrive/admin-contract/schemas';
import { INVITATION_RESENT } from './contributorWords.ts';

/** The console's words for a person it does not list (src/admin/adminWords.ts PERSON_NOT_FOUND). */
const PERSON_NOT_FOUND = 'User Not Found';
const ROLE_OF_KIND = { writers: 'writer', consultants: 'consultant' } as const;

/** A list page's ids: 'ids=1,2,3', at most a page (100) of them. */
const MAX_IDS = 100;
const idsOf = (raw: string | undefined): number[] => {
  const ids = (raw ?? '').split(',').filter(Boolean).map(Number);
  if (
    ids.length > MAX_IDS ||
    ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
  )
    throw new HttpError(400, `Please send at most ${MAX_IDS} ids, separated by commas.`);
  return [...new Set(ids)];
};

const memberId = (raw: string): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, PERSON_NOT_FOUND);
  return value;
};

export const contributorAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    scope.addHook('onRequest', adminGuard(scope));
    const { invitations } = app.contributors;

    for (const kind of ['writers', 'consultants'] as const) {
      const role = ROLE_OF_KIND[kind];
      scope.get<{ Querystring: { ids?: string } }>(
        `/admin/${kind}/invitations`,
        {
          schema: {
            querystring: Type.Object({ ids: Type.Optional(Type.String({ maxLength: 1_200 })) }),
            response: answers({ 200: InvitationStatusesSchema }),
          },
        },
        async (request, reply) =>
          reply
            .header('cache-control', 'no-store')
            .send({ invitations: await invitations.statuses(role, idsOf(request.query.ids)) }),
      );

      scope.get<{ Params: { id: string } }>(
        `/admin/${kind}/:id/invitation`,
        {
          schema: {
            params: Type.Object({ id: Type.String() }),
            response: answers({ 200: InvitationStatusSchema }),
          },
        },
        async (request, reply) => {
          const id = memberId(request.params.id);
          if (!(await invitations.isMember(role, id))) throw new HttpError(404, PERSON_NOT_FOUND);
          return reply.header('cache-control', 'no-store').send(await invitations.status(id));
        },
      );

      scope.post<{ Params: { id: string } }>(
        `/admin/${kind}/:id/invitation`,
        {
          schema: {
            params: Type.Object({ id: Type.String() }),
            response: answers({
              200: Type.Composite([
                Type.Object({ message: Type.String() }),
                InvitationStatusSchema,
              ]),
            }),
          },
        },
        async (request, reply) => {
          const id = memberId(request.params.id);
          const sent = await invitations.invite(request.admin!, role, id, 'resent');
          if (!sent) throw new HttpError(404, PERSON_NOT_FOUND);
          return reply.send({ message: INVITATION_RESENT, ...(await invitations.status(id)) });
        },
      );
    }
  });
};
