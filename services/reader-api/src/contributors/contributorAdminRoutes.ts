/**
 * The console's side of studio access (issue 43), behind the admin guard:
 * GET /admin/{writers|consultants}/:id/invitation — the invitation's state (invited, accepted,
 * expired, or none), and POST to the same path — Resend invitation (a new link; the open one
 * stops working). Audit-logged with the admin who sent it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../core/errors/httpError.ts';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { InvitationStatusSchema } from '@thrive/admin-contract/schemas';
import { INVITATION_RESENT } from './contributorWords.ts';

/** The console's words for a person it does not list (src/admin/adminWords.ts PERSON_NOT_FOUND). */
const PERSON_NOT_FOUND = 'User Not Found';
const ROLE_OF_KIND = { writers: 'writer', consultants: 'consultant' } as const;

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
