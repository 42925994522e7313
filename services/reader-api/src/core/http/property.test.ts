/**
 * Property: whatever arrives — arbitrary JSON, JSON-shaped bodies with hostile field values,
 * junk bytes, odd content types, odd headers — no endpoint answers 5xx or crashes, and every
 * error response is `{ "error": "<non-empty string>" }`.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';

const POST_ENDPOINTS: Record<string, string[]> = {
  '/reader/web-register': ['first_name', 'last_name', 'email', 'password', 'password_confirmation'],
  '/reader/web-confirm-otp': ['email', 'otp', 'password'],
  '/reader/resend-otp': ['email'],
  '/reader/login': ['email', 'password'],
  '/reader/logout': [],
  '/reader/password-reset/request': ['email'],
  '/reader/password-reset/confirm': ['email', 'otp', 'newPassword'],
  '/reader/change-password': ['oldPassword', 'newPassword'],
  '/reader/email-change/request': ['email', 'password'],
  '/reader/email-change/confirm': ['otp'],
  '/newsletter': ['email'],
  '/contact': ['name', 'email', 'phone', 'subject', 'message'],
  '/account-deletion-requests': ['fullName', 'email', 'reason', 'confirm'],
  '/account-deletion-requests/confirm': ['token'],
  '/account-deletion-requests/cancel': ['token'],
  '/app-updates': ['email'],
  '/newsletter/confirm': ['token'],
  '/newsletter/unsubscribe': ['token'],
  '/questions': ['text', 'anonymous'],
  '/questions/private': ['key'],
  '/likes': ['target', 'id', 'liked'],
  '/comments': ['target', 'id', 'text', 'anonymous'],
};
const paths = Object.keys(POST_ENDPOINTS);

/** Values that stress validators: near-valid strings, huge and tiny numbers, nesting. */
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    'a@b.co',
    'ADA@EXAMPLE.COM',
    '123456',
    '000000',
    'password123',
    'sunlit meadow 42',
    '\u0000',
    '__proto__',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'x'.repeat(300),
    true,
    false,
    null,
    0,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.emailAddress(),
);

/** A value that often passes the field's validation, so deeper code paths run too. */
function plausible(field: string): fc.Arbitrary<unknown> {
  if (/email/i.test(field))
    return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.co', 'ADA@EXAMPLE.COM'));
  if (field === 'otp') return fc.stringMatching(/^\d{6}$/);
  if (field === 'confirm' || field === 'anonymous' || field === 'liked') return fc.boolean();
  if (field === 'key') return fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
  if (field === 'target') return fc.constantFrom('story', 'answer', 'comment', 'question');
  if (field === 'id') return fc.oneof(fc.integer(), fc.nat());
  if (field === 'phone')
    return fc.oneof(fc.stringMatching(/^\+?\d{5,15}$/), fc.integer({ min: 0 }));
  if (/password/.test(field))
    return fc.oneof(fc.constant('sunlit meadow 42'), fc.string({ minLength: 8 }));
  return fc.string({ minLength: 1, maxLength: 40 });
}

/** Every field of the form, each plausible or hostile, sometimes one missing, plus extras. */
const shapedBody = (fields: string[]) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          fields.map((field) => [
            field,
            fc.oneof(
              { weight: 3, arbitrary: plausible(field) },
              { weight: 1, arbitrary: hostileValue },
            ),
          ]),
        ),
      ),
      fc.subarray(fields, { maxLength: Math.min(1, fields.length) }),
      fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'premium'), hostileValue, {
        maxKeys: 2,
      }),
    )
    .map(([body, missing, extra]) => {
      const copy: Record<string, unknown> = { ...extra, ...body };
      for (const field of missing) delete copy[field];
      return copy;
    });

function expectWellFormed(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json();
    // `{ error }`, plus a machine-readable `code` where the contract has one (EMAIL_NOT_VERIFIED;
    // PROOF_OF_WORK_REQUIRED, which carries its `challenge`).
    const proofAsked = body.code === 'PROOF_OF_WORK_REQUIRED';
    expect(
      Object.keys(body).filter((key) => key !== 'code' && !(proofAsked && key === 'challenge')),
    ).toEqual(['error']);
    if ('code' in body)
      expect(['EMAIL_NOT_VERIFIED', 'PROOF_OF_WORK_REQUIRED']).toContain(body.code);
    if (proofAsked) expect(body.challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' } });
    expect(typeof body.error).toBe('string');
    expect(body.error.length).toBeGreaterThan(0);
  }
}

describe.each(drivers)('arbitrary input on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 5xx to arbitrary JSON values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, body) => {
        expectWellFormed(await t.post(path, body));
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx to bodies shaped like each form with hostile values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...paths)
          .chain((path) => fc.tuple(fc.constant(path), shapedBody(POST_ENDPOINTS[path] ?? []))),
        async ([path, body]) => {
          expectWellFormed(await t.post(path, body));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to a signed-in reader’s hostile likes, comments and questions', async () => {
    const { token } = await registerVerified(t, uniqueEmail());
    const signedIn = ['/likes', '/comments', '/questions'];
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...signedIn)
          .chain((path) => fc.tuple(fc.constant(path), shapedBody(POST_ENDPOINTS[path] ?? []))),
        async ([path, body]) => {
          expectWellFormed(
            await t.post(path, body, {
              remoteAddress: uniqueIp(),
              headers: { authorization: `Bearer ${token}` },
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx to junk bytes under any content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
        ),
        fc.option(
          fc.constantFrom(
            'application/json',
            'application/json; charset=latin1',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/octet-stream',
            '',
            ';;;',
            'application/json; charset="utf-8"; boundary=',
          ),
          { nil: undefined },
        ),
        async (path, payload, contentType) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/v1${path}`,
            payload,
            headers: contentType === undefined ? {} : { 'content-type': contentType },
          });
          expectWellFormed(response);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never answers 5xx to arbitrary Authorization headers on /reader/me and /reader/logout', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET /reader/me', 'POST /reader/logout'),
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `Bearer ${s}`),
          fc.base64String({ minLength: 20, maxLength: 200 }).map((s) => `Bearer ${s}`),
        ),
        async (route, authorization) => {
          const [method, path] = route.split(' ') as ['GET' | 'POST', string];
          let response: LightMyRequestResponse;
          try {
            response = await t.app.inject({
              method,
              url: `/api/v1${path}`,
              headers: { authorization },
            });
          } catch (error) {
            // light-my-request itself refuses header values Node would never send.
            if (error instanceof TypeError && /header/i.test(error.message)) return;
            throw error;
          }
          expectWellFormed(response);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe.each(drivers)('odd input answers 4xx on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/stories/%00', 'We could not find that story.'],
    ['/stories/ada%00okafor', 'We could not find that story.'],
    ['/writers/%00', 'We could not find that writer.'],
    ['/writers/ada%01', 'We could not find that writer.'],
  ])('GET %s (a control character in the name) is a 404', async (path, error) => {
    const response = await t.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error });
  });

  it('never answers 5xx to any name in a story or writer path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/stories/', '/writers/'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
        async (prefix, name) => {
          expectWellFormed(await t.get(`${prefix}${encodeURIComponent(name)}`));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses JSON nested 8,000 levels deep with 400, also with an Idempotency-Key', async () => {
    const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;
    for (const headers of [{}, { 'idempotency-key': 'deeply-nested-0123456789' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter',
        payload: deep,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The request could not be understood. Please check it and try again.',
      });
    }
    // A body nested within reason still gets the form's own message.
    const shallow = await t.post('/newsletter', { email: [[['a@b.co']]] });
    expect(shallow.statusCode).toBe(400);
    expect(shallow.json().error).not.toBe(
      'The request could not be understood. Please check it and try again.',
    );
  });
});
