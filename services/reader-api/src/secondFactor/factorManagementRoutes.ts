/**
 * A signed-in person's own second factors, the same endpoints for admins and readers (issue
 * 23): under `prefix`, GET lists them, POST /add opens a ticket, then /passkey/options +
 * /passkey or /totp/setup + /totp add one (201 `{ id }`), DELETE /:id removes one and POST
 * /recovery-codes replaces the recovery codes. The audiences differ only in who may call
 * (`guard`, which also names the owner), whether a new factor's answer carries the recovery
 * codes (readers get theirs with their first factor; admins got theirs at their first sign-in)
 * and whether the last factor must stay (admins).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import {
  CONFIRM_IT_IS_YOU,
  PROOF_NOT_ACCEPTED,
  REAUTHENTICATE,
  stepUpBody,
  asRegistration,
  FACTOR_NOT_FOUND,
  LAST_FACTOR,
  newPasskeyBody,
  newTotpBody,
  refusal,
  SIGN_IN_AGAIN,
  ticketBody,
} from './secondFactorHttp.ts';
import type { EnrolScope, Enrolled, Method, SecondFactorService } from './secondFactorService.ts';
import { Type } from '@sinclair/typebox';
import {
  AddTicketAnswerSchema,
  FactorAddedAnswerSchema,
  NoBody,
  PasskeyOptionsAnswerSchema,
  RecoveryCodesAnswerSchema,
  SecondFactorsAnswerSchema,
  TotpSetupAnswerSchema,
} from '@thrive/reader-contract/schemas';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** Whoever the guard let in: the owner of the factors. */
export interface FactorOwner {
  id: string;
  email: string;
}

export interface FactorManagementOptions {
  /** Where the endpoints live, e.g. '/reader/second-factor'. */
  prefix: string;
  service: SecondFactorService;
  /** An onRequest hook that refuses anyone not signed in as this audience. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The signed-in person the guard found. */
  owner: (request: FastifyRequest) => FactorOwner;
  /** A new factor's 201 carries the recovery codes made with the first one. */
  withRecoveryCodes: boolean;
  /** The last factor cannot be removed (a second factor is required for this audience). */
  keepOne: boolean;
  /** Where the step-up proof is posted, e.g. '/reader/reauthenticate'. */
  confirmPath: string;
}

export const NO_FACTOR_YET = 'Add a passkey or an authenticator app first.';

/**
 * Refuses (403 REAUTHENTICATE) unless the asking session proved it is its owner within the
 * last few minutes (stepUp.ts): a stolen token alone changes no factor and ends no session.
 */
export async function requireRecentAuthentication(
  service: SecondFactorService,
  request: FastifyRequest,
): Promise<void> {
  const token = bearerToken(request);
  if (!token || !(await service.isRecent(token)))
    throw new HttpError(403, CONFIRM_IT_IS_YOU, REAUTHENTICATE);
}

const FACTOR_ID = /^[0-9a-f-]{36}$/i;

/** Registers the management endpoints in an encapsulated context of their own (the guard's). */
export async function registerFactorManagement(
  app: FastifyInstance,
  options: FactorManagementOptions,
): Promise<void> {
  await app.register(async (secured) => manage(secured, options));
}

const typed = (instance: FastifyInstance) => instance.withTypeProvider<TypeBoxTypeProvider>();
type ManagedApp = ReturnType<typeof typed>;

async function manage(instance: FastifyInstance, options: FactorManagementOptions) {
  const app = typed(instance);
  const { prefix, service, owner, keepOne } = options;
  app.addHook('onRequest', options.guard);
  const recent = (request: FastifyRequest) => requireRecentAuthentication(service, request);

  app.get(
    prefix,
    { schema: { response: answers({ 200: SecondFactorsAnswerSchema }) } },
    async (request) => service.summary(owner(request).id),
  );

  // The step-up: the password or an app code again (then 5 minutes of sensitive changes).
  app.post(
    options.confirmPath,
    { schema: { response: answers({ 204: NoBody }) } },
    async (request, reply) => {
      const proof = validBody(stepUpBody, request.body);
      const result = await service.confirm(
        owner(request).id,
        bearerToken(request)!,
        proof,
        request.ip,
      );
      if (result.ok) return reply.status(204).send();
      if (result.reason === 'throttled') throw refusal(reply, result, 'totp');
      throw new HttpError(400, PROOF_NOT_ACCEPTED);
    },
  );

  // A new ticket (and so a new factor) only after a recent proof.
  app.post(
    `${prefix}/add`,
    { schema: { response: answers({ 200: AddTicketAnswerSchema }) } },
    async (request) => {
      await recent(request);
      const { token, expiresAt } = await service.openAddTicket(owner(request).id);
      return { ticket: token, expires_at: expiresAt.toISOString() };
    },
  );

  newFactorRoutes(app, options);

  app.delete(
    `${prefix}/:id`,
    { schema: { params: IdParams, response: answers({ 204: NoBody }) } },
    async (request, reply) => {
      const { id } = request.params;
      if (!FACTOR_ID.test(id)) throw new HttpError(404, FACTOR_NOT_FOUND);
      await recent(request);
      const outcome = await service.remove(owner(request).id, id, keepOne, request.ip);
      if (outcome === 'not-found') throw new HttpError(404, FACTOR_NOT_FOUND);
      if (outcome === 'last') throw new HttpError(409, LAST_FACTOR);
      return reply.status(204).send();
    },
  );

  app.post(
    `${prefix}/recovery-codes`,
    { schema: { response: answers({ 200: RecoveryCodesAnswerSchema }) } },
    async (request) => {
      await recent(request);
      const codes = await service.regenerateRecoveryCodes(owner(request).id, request.ip);
      if (!codes) throw new HttpError(409, NO_FACTOR_YET);
      return { recovery_codes: codes };
    },
  );
}

/** Adding a passkey or an authenticator app with a ticket from POST …/add (201 `{ id }`). */
function newFactorRoutes(app: ManagedApp, options: FactorManagementOptions): void {
  const { prefix, service, owner, withRecoveryCodes } = options;
  const add = (request: FastifyRequest): EnrolScope => ({
    purpose: 'add',
    ownerId: owner(request).id,
  });
  const added = (reply: FastifyReply, result: Enrolled, method: Method) => {
    if (!result.ok) throw refusal(reply, result, method, true);
    return reply
      .status(201)
      .send(
        withRecoveryCodes
          ? { id: result.factorId, recovery_codes: result.recoveryCodes }
          : { id: result.factorId },
      );
  };

  // An admin's new factor answers its id only (the recovery codes come with the first one).
  const addedAnswer = withRecoveryCodes
    ? FactorAddedAnswerSchema
    : Type.Object({ id: Type.String() });
  app.post(
    `${prefix}/passkey/options`,
    { schema: { response: answers({ 200: PasskeyOptionsAnswerSchema }) } },
    async (request) => {
      const body = validBody(ticketBody, request.body);
      const registration = await service.passkeyRegistrationOptions(
        body.ticket,
        add(request),
        owner(request).email,
      );
      if (!registration) throw new HttpError(400, SIGN_IN_AGAIN);
      return { options: registration };
    },
  );

  app.post(
    `${prefix}/passkey`,
    { schema: { response: answers({ 201: addedAnswer }) } },
    async (request, reply) => {
      const body = validBody(newPasskeyBody, request.body);
      const result = await service.enrolPasskey(
        body.ticket,
        add(request),
        asRegistration(body.credential),
        body.label,
        request.ip,
      );
      return added(reply, result, 'passkey');
    },
  );

  app.post(
    `${prefix}/totp/setup`,
    { schema: { response: answers({ 200: TotpSetupAnswerSchema }) } },
    async (request) => {
      const body = validBody(ticketBody, request.body);
      const setup = await service.totpSetup(body.ticket, add(request), owner(request).email);
      if (!setup) throw new HttpError(400, SIGN_IN_AGAIN);
      return setup;
    },
  );

  app.post(
    `${prefix}/totp`,
    { schema: { response: answers({ 201: addedAnswer }) } },
    async (request, reply) => {
      const body = validBody(newTotpBody, request.body);
      const result = await service.enrolTotp(
        body.ticket,
        add(request),
        body.code,
        body.label,
        request.ip,
      );
      return added(reply, result, 'totp');
    },
  );
}
