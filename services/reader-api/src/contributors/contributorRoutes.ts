/**
 * The studio's session routes (issue 43): POST /studio/session {email, password} checks a
 * writer's or consultant's own password and opens the second step (a passkey, app code or
 * recovery code, or setting the first one up: src/secondFactor/studioSecondFactorRoutes.ts,
 * which starts the session), DELETE /studio/session signs this session out, GET /studio/me says
 * who is signed in. A studio token is unknown to the reader and admin routes, and theirs are
 * refused here (core/guards/contributorGuard.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../core/errors/httpError.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import {
  contributorGuard,
  signedInContributor,
  type SignedInContributor,
} from '../core/guards/contributorGuard.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { PASSWORD_MAX_LENGTH } from '../core/rules.ts';
import { CLEAR_SITE_DATA } from '../core/sessions/sessionPolicy.ts';
import { emailField, parseBody, validBody } from '../core/validation/validation.ts';
import { newPasswordField } from '../core/validation/validation.ts';
import {
  MessageAnswerSchema,
  NoBody,
  OpenInvitationSchema,
  StudioMeSchema,
  StudioSecondStepSchema,
  WRITERS_TERMS_VERSION,
} from '@thrive/reader-contract/schemas';
import {
  INVITATION_ACCEPTED,
  INVITATION_PROBLEM,
  OWN_PASSWORD_NEEDED,
  OWN_PASSWORD_NEEDED_CODE,
  STUDIO_ACCOUNT_INACTIVE,
  STUDIO_INVALID_SIGN_IN,
  studioThrottled,
} from './contributorWords.ts';
import type { InvitationProblem } from './contributorInvitations.ts';
import { secondStep } from '../secondFactor/index.ts';

const signInBody = z.object(
  {
    email: emailField,
    password: z
      .string({ error: 'Please enter your password.' })
      .min(1, { error: 'Please enter your password.' })
      .max(PASSWORD_MAX_LENGTH, { error: STUDIO_INVALID_SIGN_IN }),
  },
  { error: 'Please send the form fields as a JSON object.' },
);

const invitationToken = z
  .string({ error: INVITATION_PROBLEM.unknown })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: INVITATION_PROBLEM.unknown });
const openBody = z.object(
  { token: invitationToken },
  { error: 'Please send the form fields as a JSON object.' },
);
const acceptBody = z.object(
  {
    token: invitationToken,
    password: newPasswordField,
    terms_version: z.string({ error: INVITATION_PROBLEM.terms }),
  },
  { error: 'Please send the form fields as a JSON object.' },
);

/** 410 Gone for a used, expired or replaced invitation; 400 for a link that names none. */
const invitationRefused = (problem: InvitationProblem) =>
  new HttpError(
    problem === 'unknown' || problem === 'terms' ? 400 : 410,
    INVITATION_PROBLEM[problem],
    `INVITATION_${problem.toUpperCase()}`,
  );

/** The wire form of a signed-in contributor (@thrive/reader-contract's ContributorSchema). */
export const contributorAnswer = (c: SignedInContributor) => ({
  member_id: c.memberId,
  role: c.role,
  email: c.email,
  display_name: c.displayName,
  genre: c.genre,
});

export const contributorRoutes: FastifyPluginAsync = async (app) => {
  const { signIn, sessions, invitations } = app.contributors;

  app.post(
    '/studio/session',
    { schema: { response: answers({ 200: StudioSecondStepSchema }) } },
    async (request, reply) => {
      const parsed = parseBody(signInBody, request.body);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      const checked = await signIn.checkPassword(
        parsed.data.email,
        parsed.data.password,
        request.ip,
      );
      if (!checked.ok) {
        if (checked.reason === 'throttled') {
          reply.header('retry-after', String(checked.retryAfterSeconds));
          throw new HttpError(429, studioThrottled(checked.retryAfterSeconds));
        }
        if (checked.reason === 'inactive') throw new HttpError(403, STUDIO_ACCOUNT_INACTIVE);
        throw new HttpError(401, STUDIO_INVALID_SIGN_IN);
      }
      // A password an admin typed (before invitations) opens nothing: the person sets their own.
      if (!(await invitations.ownPassword(checked.member.id))) {
        await invitations.askForOwnPassword(checked.member);
        throw new HttpError(403, OWN_PASSWORD_NEEDED, OWN_PASSWORD_NEEDED_CODE);
      }
      // A right password opens the second step (src/secondFactor), never a session by itself.
      return reply
        .header('cache-control', 'no-store')
        .send(await secondStep(app.secondFactor.contributor, String(checked.member.id)));
    },
  );

  // The invitation page: the token comes in the body (the link has it in its fragment).
  app.post(
    '/studio/invitation/open',
    { schema: { response: answers({ 200: OpenInvitationSchema }) } },
    async (request, reply) => {
      const { token } = validBody(openBody, request.body);
      const opened = await invitations.open(token);
      if (!opened.ok) throw invitationRefused(opened.problem);
      return reply.header('cache-control', 'no-store').send({
        display_name: opened.member.displayName,
        email: opened.member.email,
        role: opened.member.role === 'consultant' ? 'consultant' : 'writer',
        expires_at: opened.expiresAt.toISOString(),
        terms_version: WRITERS_TERMS_VERSION,
      });
    },
  );

  app.post(
    '/studio/invitation/accept',
    { schema: { response: answers({ 200: MessageAnswerSchema }) } },
    async (request, reply) => {
      const body = validBody(acceptBody, request.body);
      const accepted = await invitations.accept(
        body.token,
        body.password,
        body.terms_version,
        request.ip,
      );
      if (!accepted.ok) throw invitationRefused(accepted.problem);
      return reply.header('cache-control', 'no-store').send({ message: INVITATION_ACCEPTED });
    },
  );

  await app.register(async (scope) => {
    scope.addHook('onRequest', contributorGuard(scope));

    scope.delete(
      '/studio/session',
      { schema: { response: answers({ 204: NoBody }) } },
      async (request, reply) => {
        await sessions.end(bearerToken(request)!, signedInContributor(request), request.ip);
        return reply.header('clear-site-data', CLEAR_SITE_DATA).status(204).send();
      },
    );

    scope.get(
      '/studio/me',
      { schema: { response: answers({ 200: StudioMeSchema }) } },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send({ contributor: contributorAnswer(signedInContributor(request)) }),
    );
  });
};
