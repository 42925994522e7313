/**
 * A writer or consultant signed in to the studio, for the tests of studio features (issue 43):
 * the member is written as the console's Add Writer / Add Consultant and an accepted invitation
 * would leave them (their own password, the writers' terms accepted), then signs in through
 * HTTP as a person does the first time: POST /api/v1/studio/session, then setting up an
 * authenticator app (the second factor every contributor has), so the token is a real studio
 * session. The app's secret is returned for tests that sign in again.
 */
import type { FastifyInstance } from 'fastify';
import { members } from '../admin/adminTables.ts';
import { contributorAccess } from '../contributors/contributorTables.ts';
import type { TestApp } from './testApp.ts';
import { uniqueEmail, uniqueIp } from './testApp.ts';
import { totpCodeAt } from './secondFactor/totpCodes.ts';

export const CONTRIBUTOR_PASSWORD = 'inkwell morning river 9';
/** The writers' terms version the helper's contributors accepted. */
export const TEST_TERMS_VERSION = '2026-12';

export interface TestContributor {
  token: string;
  memberId: number;
  email: string;
  /** The authenticator app's secret, as shown at enrolment. */
  totpSecret: string;
}

let made = 0;

/** `app` is a test app (src/testing/testApp.ts) or its Fastify instance. */
export async function signedInContributor(
  app: TestApp | FastifyInstance,
  options: { role: 'writer' | 'consultant'; genre?: string },
): Promise<TestContributor> {
  const fastify = 'app' in app ? app.app : app;
  const now = fastify.secondFactor.clock.now();
  const email = uniqueEmail(options.role);
  made += 1;
  const [member] = await fastify.contributors.db
    .insert(members)
    .values({
      role: options.role,
      name: `Test ${options.role} ${made}`,
      displayName: `Test ${options.role} ${made}`,
      username: email
        .split('@')[0]!
        .replace(/[^a-z0-9._]/g, '')
        .slice(0, 40),
      email,
      gender: 'F',
      genre: options.genre ?? 'Mental Health',
      passwordHash: await fastify.admin.hasher.hash(CONTRIBUTOR_PASSWORD),
      dateJoined: now.toISOString().slice(0, 10),
      createdAt: now,
    })
    .returning();
  if (!member) throw new Error('the test member was not written');
  await fastify.contributors.db.insert(contributorAccess).values({
    memberId: member.id,
    passwordSetAt: now,
    termsVersion: TEST_TERMS_VERSION,
    termsAcceptedAt: now,
  });
  const ip = uniqueIp();
  const post = async (url: string, payload: unknown) => {
    const answer = await fastify.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
    });
    if (answer.statusCode !== 200)
      throw new Error(`${url} failed (${answer.statusCode}): ${answer.body}`);
    return answer.json();
  };
  const step = await post('/studio/session', { email, password: CONTRIBUTOR_PASSWORD });
  if (step.second_factor !== 'enrol')
    throw new Error(`no enrolment asked: ${JSON.stringify(step)}`);
  const { secret } = await post('/studio/session/enrol/totp/setup', { ticket: step.ticket });
  const session = await post('/studio/session/enrol/totp', {
    ticket: step.ticket,
    code: await totpCodeAt(secret as string, fastify.secondFactor.clock),
  });
  return { token: session.token as string, memberId: member.id, email, totpSecret: secret };
}

/** `Authorization: Bearer …` for `t.post` / `t.get`. */
export const asContributor = (contributor: Pick<TestContributor, 'token'>) => ({
  headers: { authorization: `Bearer ${contributor.token}` },
});
