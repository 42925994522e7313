/**
 * The second step of a sign-in, the same endpoints for every audience (issue 23, issue 43): a
 * right password answers `{ second_factor: 'verify' | 'enrol', ticket, methods, expires_at }`
 * and no session; then, with the ticket, under `prefix`:
 *   verify: /passkey/options → /passkey, /totp, /recovery-code
 *   enrol (audiences whose second factor is required, for someone with none yet):
 *           /enrol/passkey/options → /enrol/passkey, or /enrol/totp/setup → /enrol/totp;
 *           answered with the session and the ten recovery codes, shown once.
 * The audiences differ only in the session a checked factor starts (and its answer's schema),
 * whether the recovery-code answer says how many codes are left, whether they enrol here, and
 * whether the answers are marked `Cache-Control: no-store`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { PasskeyOptionsAnswerSchema, TotpSetupAnswerSchema } from '@thrive/reader-contract/schemas';
import { HttpError } from '../core/errors/httpError.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { validBody } from '../core/validation/validation.ts';
import {
  asAuthentication,
  asRegistration,
  NO_PASSKEY,
  newPasskeyBody,
  newTotpBody,
  passkeyBody,
  recoveryCodeBody,
  refusal,
  SIGN_IN_AGAIN,
  ticketBody,
  totpBody,
} from './secondFactorHttp.ts';
import type {
  Checked,
  EnrolScope,
  Enrolled,
  Method,
  SecondFactorService,
} from './secondFactorService.ts';

/** The answer to a right password: which second step comes next, with its ticket. */
export async function secondStep(service: SecondFactorService, ownerId: string) {
  const step = await service.afterPassword(ownerId);
  return {
    second_factor: step.purpose === 'enrol' ? ('enrol' as const) : ('verify' as const),
    ticket: step.token,
    methods: step.methods,
    expires_at: step.expiresAt.toISOString(),
  };
}

export interface SignInStepOptions {
  /** Where the steps live, e.g. '/admin/sign-in', '/studio/session', '/reader/login'. */
  prefix: string;
  service: SecondFactorService;
  /**
   * The session a checked second factor (or a first enrolment) starts, as answered; undefined
   * when the person may no longer sign in (401 SIGN_IN_AGAIN).
   */
  startSession: (
    request: FastifyRequest,
    ownerId: string,
    method: Method,
  ) => Promise<Record<string, unknown> | undefined>;
  /** The schema of that answer. */
  sessionSchema: TSchema;
  /** The recovery-code answer adds `recovery_codes_left` (with this schema); else the session. */
  recoveredSchema?: TSchema;
  /** First enrolment right after the password, for audiences that must have a second factor. */
  enrolment?: {
    /** The address a new passkey or app is named for (the person's own, shown by their device). */
    emailOfTicket: (ticket: string) => Promise<string | undefined>;
    enrolledSchema: TSchema;
  };
  /** Every answer with a session says `Cache-Control: no-store`. */
  noStore?: boolean;
}

const signInAgain = () => new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
const ok = (schema: TSchema) => ({ schema: { response: answers({ 200: schema }) } });

export async function registerSignInSteps(
  app: FastifyInstance,
  options: SignInStepOptions,
): Promise<void> {
  const { prefix, service } = options;

  const session = async (request: FastifyRequest, ownerId: string, method: Method) => {
    const started = await options.startSession(request, ownerId, method);
    if (!started) throw signInAgain();
    return started;
  };
  const send = (reply: FastifyReply, body: Record<string, unknown>) =>
    (options.noStore ? reply.header('cache-control', 'no-store') : reply).send(body);
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checked: Checked,
    method: Method,
  ) => {
    if (!checked.ok) throw refusal(reply, checked, method);
    return send(reply, await session(request, checked.ownerId, checked.method));
  };

  app.post(`${prefix}/passkey/options`, ok(PasskeyOptionsAnswerSchema), async (request) => {
    const body = validBody(ticketBody, request.body);
    const found = await service.passkeyAuthenticationOptions(body.ticket);
    if (!found) throw signInAgain();
    if (found.allowCredentials?.length === 0) throw new HttpError(400, NO_PASSKEY);
    return { options: found };
  });

  app.post(`${prefix}/passkey`, ok(options.sessionSchema), async (request, reply) => {
    const body = validBody(passkeyBody, request.body);
    const credential = asAuthentication(body.credential);
    const checked = await service.checkPasskey(body.ticket, credential, request.ip);
    return signedIn(request, reply, checked, 'passkey');
  });

  app.post(`${prefix}/totp`, ok(options.sessionSchema), async (request, reply) => {
    const body = validBody(totpBody, request.body);
    const checked = await service.checkTotpCode(body.ticket, body.code, request.ip);
    return signedIn(request, reply, checked, 'totp');
  });

  const recovered = options.recoveredSchema;
  app.post(
    `${prefix}/recovery-code`,
    ok(recovered ?? options.sessionSchema),
    async (request, reply) => {
      const body = validBody(recoveryCodeBody, request.body);
      const checked = await service.checkRecoveryCode(body.ticket, body.code, request.ip);
      if (!recovered || !checked.ok) return signedIn(request, reply, checked, 'recovery-code');
      return send(reply, {
        ...(await session(request, checked.ownerId, checked.method)),
        recovery_codes_left: checked.recoveryCodesLeft,
      });
    },
  );

  if (options.enrolment) await registerEnrolment(app, options, options.enrolment, session, send);
}

/** A first passkey or app, right after the password: the session and the recovery codes. */
async function registerEnrolment(
  app: FastifyInstance,
  { prefix, service }: SignInStepOptions,
  { emailOfTicket, enrolledSchema }: NonNullable<SignInStepOptions['enrolment']>,
  session: (request: FastifyRequest, ownerId: string, method: Method) => Promise<object>,
  send: (reply: FastifyReply, body: Record<string, unknown>) => FastifyReply,
): Promise<void> {
  const enrol: EnrolScope = { purpose: 'enrol' };
  const enrolled = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Enrolled,
    method: 'passkey' | 'totp',
  ) => {
    if (!result.ok) throw refusal(reply, result, method, true);
    return send(reply, {
      ...(await session(request, result.ownerId, method)),
      recovery_codes: result.recoveryCodes,
    });
  };

  app.post(`${prefix}/enrol/passkey/options`, ok(PasskeyOptionsAnswerSchema), async (request) => {
    const body = validBody(ticketBody, request.body);
    const email = await emailOfTicket(body.ticket);
    const found = email && (await service.passkeyRegistrationOptions(body.ticket, enrol, email));
    if (!found) throw signInAgain();
    return { options: found };
  });

  app.post(`${prefix}/enrol/passkey`, ok(enrolledSchema), async (request, reply) => {
    const body = validBody(newPasskeyBody, request.body);
    const credential = asRegistration(body.credential);
    const result = await service.enrolPasskey(
      body.ticket,
      enrol,
      credential,
      body.label,
      request.ip,
    );
    return enrolled(request, reply, result, 'passkey');
  });

  app.post(`${prefix}/enrol/totp/setup`, ok(TotpSetupAnswerSchema), async (request) => {
    const body = validBody(ticketBody, request.body);
    const email = await emailOfTicket(body.ticket);
    const setup = email && (await service.totpSetup(body.ticket, enrol, email));
    if (!setup) throw signInAgain();
    return setup;
  });

  app.post(`${prefix}/enrol/totp`, ok(enrolledSchema), async (request, reply) => {
    const body = validBody(newTotpBody, request.body);
    const result = await service.enrolTotp(body.ticket, enrol, body.code, body.label, request.ip);
    return enrolled(request, reply, result, 'totp');
  });
}
