/** Helpers for the admin API tests: an admin, signed-in requests, multipart bodies. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../testing/testApp.ts';
import { uniqueEmail, uniqueIp } from '../testing/testApp.ts';

export const ADMIN_PASSWORD = 'quiet harbour lantern 7';

export async function createAdmin(t: TestApp, email = uniqueEmail('admin')): Promise<string> {
  await t.app.admin.auth.createOrReset(email, ADMIN_PASSWORD);
  return email;
}

/** Creates an admin and signs in; returns the bearer token. */
export async function adminToken(t: TestApp): Promise<string> {
  const email = await createAdmin(t);
  const response = await t.post(
    '/admin/sign-in',
    { email, password: ADMIN_PASSWORD },
    { remoteAddress: uniqueIp() },
  );
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().token as string;
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
