/**
 * A signed-in writer on the bench's own API, made through HTTP as a person is (issue 43): an
 * admin (created through the API's loopback-only local channel, `pnpm admin:create`'s way) adds
 * the writer; the invitation e-mail (an .eml in the API's data folder) gives the link whose
 * token sets the writer's password; an authenticator app is their second factor. What the
 * studio keeps in the browser comes back: the token and the contributor.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { origins, ports } from '@thrive/platform/node';

const API = `${origins.api}/api/v1`;
const LOCAL_SECRET_HEADER = 'x-thrive-local-secret';

/** RFC 6238's code of `secret` (base32) now: 6 digits, 30 s steps, HMAC-SHA-1. */
export function totpNow(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const form = body instanceof FormData;
  const response = await fetch(`${API}${url}`, {
    method,
    headers:
      form || body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

/** Password, then a first authenticator app with its first code: the session's token. */
async function enrolApp(prefix: '/admin/sign-in' | '/studio/session', ticket: string) {
  const { secret } = await call('POST', `${prefix}/enrol/totp/setup`, { ticket });
  return call('POST', `${prefix}/enrol/totp`, { ticket, code: totpNow(String(secret)) });
}

async function invitationToken(mailDir: string, email: string): Promise<string> {
  const wanted = `_${email.toLowerCase()}_studio-invitation.eml`;
  for (let i = 0; i < 60; i += 1) {
    const file = existsSync(mailDir)
      ? readdirSync(mailDir).find((name) => name.endsWith(wanted))
      : undefined;
    if (file) {
      // Quoted-printable soft line breaks ("=" at a line's end) may cut the link.
      const text = readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
      const link = /\/studio\/invitation#([A-Za-z0-9_-]{20,200})/.exec(text);
      if (link) return link[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No studio invitation for ${email} in ${mailDir}`);
}

export interface BenchWriter {
  token: string;
  contributor: unknown;
}

/** A new writer signed in to the studio, on the bench API whose data folder is `dataDir`. */
export async function benchWriter(dataDir: string): Promise<BenchWriter> {
  const run = randomBytes(4).toString('hex');
  const password = `bench studio ${randomBytes(12).toString('base64url')}`;
  const adminEmail = `bench-studio-admin-${run}@example.com`;
  const secret = readFileSync(path.join(dataDir, `admin-cli-${ports.api}.secret`), 'utf8');
  await call(
    'POST',
    '/admin/local/admins',
    { email: adminEmail, password },
    {
      [LOCAL_SECRET_HEADER]: secret,
    },
  );
  const adminStep = await call('POST', '/admin/sign-in', { email: adminEmail, password });
  const admin = await enrolApp('/admin/sign-in', String(adminStep.ticket));

  const email = `bench-writer-${run}@example.com`;
  const form = new FormData();
  form.append('name', 'Bench Writer');
  form.append('email', email);
  form.append('genre', 'Mental Health');
  form.append('gender', 'F');
  await call('POST', '/admin/writers', form, { authorization: `Bearer ${String(admin.token)}` });

  const token = await invitationToken(path.join(dataDir, 'mail'), email);
  const opened = await call('POST', '/studio/invitation/open', { token });
  await call('POST', '/studio/invitation/accept', {
    token,
    password,
    terms_version: opened.terms_version,
  });
  const step = await call('POST', '/studio/session', { email, password });
  const session = await enrolApp('/studio/session', String(step.ticket));
  return { token: String(session.token), contributor: session.contributor };
}
