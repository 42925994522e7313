/** Helpers for the admin API tests: an admin, signed-in requests, multipart bodies. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp.ts';
import { uniqueEmail, uniqueIp } from './testApp.ts';
import { totpCodeAt } from './secondFactor/totpCodes.ts';

export const ADMIN_PASSWORD = 'quiet harbour lantern 7';

export async function createAdmin(t: TestApp, email = uniqueEmail('admin')): Promise<string> {
  await t.app.admin.auth.createOrReset(email, ADMIN_PASSWORD);
  return email;
}

export interface EnrolledAdmin {
  email: string;
  token: string;
  /** The authenticator app's secret, as shown at enrolment. */
  secret: string;
  recoveryCodes: string[];
}

/**
 * Signs in for the first time and enrols an authenticator app (every admin needs a second
 * factor): the session of that first sign-in, the app's secret and the ten recovery codes.
 */
export async function enrolAdmin(
  t: TestApp,
  email?: string,
  ip = uniqueIp(),
): Promise<EnrolledAdmin> {
  const address = email ?? (await createAdmin(t));
  const password = await t.post(
    '/admin/sign-in',
    { email: address, password: ADMIN_PASSWORD },
    { remoteAddress: ip },
  );
  if (password.statusCode !== 200 || password.json().second_factor !== 'enrol')
    throw new Error(`sign-in did not ask for enrolment: ${password.body}`);
  const ticket = password.json().ticket as string;
  const setup = await t.post('/admin/sign-in/enrol/totp/setup', { ticket }, { remoteAddress: ip });
  const secret = setup.json().secret as string;
  const done = await t.post(
    '/admin/sign-in/enrol/totp',
    { ticket, code: await totpCodeAt(secret, t.clock) },
    { remoteAddress: ip },
  );
  if (done.statusCode !== 200) throw new Error(`enrolment failed: ${done.body}`);
  return {
    email: address,
    token: done.json().token,
    secret,
    recoveryCodes: done.json().recovery_codes,
  };
}

/**
 * Password, then a code from the app. The clock moves on one TOTP period first: a code is
 * accepted once, and tests sign in more often than every 30 s.
 */
export async function signInWithTotp(
  t: TestApp,
  admin: Pick<EnrolledAdmin, 'email' | 'secret'>,
  ip = uniqueIp(),
): Promise<string> {
  const password = await t.post(
    '/admin/sign-in',
    { email: admin.email, password: ADMIN_PASSWORD },
    { remoteAddress: ip },
  );
  if (password.statusCode !== 200) throw new Error(`sign-in failed: ${password.body}`);
  t.clock.advanceSeconds(30);
  const done = await t.post(
    '/admin/sign-in/totp',
    { ticket: password.json().ticket, code: await totpCodeAt(admin.secret, t.clock) },
    { remoteAddress: ip },
  );
  if (done.statusCode !== 200) throw new Error(`second factor failed: ${done.body}`);
  return done.json().token as string;
}

/** Creates an admin, signs in and enrols; returns the bearer token. */
export async function adminToken(t: TestApp): Promise<string> {
  return (await enrolAdmin(t)).token;
}

export function adminRequest(t: TestApp, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const send = async (
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    // The outbox delivers e-mail after the commit; tests deliver it before they look.
    await t.app.services.mailWorker.drain();
    return response;
  };
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
    async multipart(path: string, form: FormData) {
      const encoded = new Response(form);
      const payload = Buffer.from(await encoded.arrayBuffer());
      return t.app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        headers: { ...auth, 'content-type': encoded.headers.get('content-type')! },
        payload,
      });
    },
  };
}

/** A tiny but real PDF. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
