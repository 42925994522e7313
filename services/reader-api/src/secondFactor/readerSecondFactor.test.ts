/**
 * Issue 23: readers may add a passkey or an authenticator app. Through HTTP: adding one from
 * a session (ten recovery codes with the first), the login then asking for it instead of
 * answering a token, each method signing in, a recovery code once, removing the last factor
 * giving the plain login back, and the reader's events in the audit log without a secret.
 */
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  type TestApp,
} from '../testing/testApp.ts';
import { RECOVERY_CODE_NOT_ACCEPTED, TOTP_NOT_ACCEPTED } from './secondFactorHttp.ts';
import { SoftAuthenticator } from '../testing/secondFactor/softAuthenticator.ts';
import { totpCodeAt } from '../testing/secondFactor/totpCodes.ts';

const SITE_ORIGIN = 'http://localhost:3000';

describe.each(drivers)('a reader’s optional second factor on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const login = (email: string) => t.post('/reader/login', { email, password: GOOD_PASSWORD });
  const reader = async () => {
    const email = uniqueEmail('reader');
    await registerVerified(t, email);
    const token = (await login(email)).json().token as string;
    expect(token).toBeDefined();
    return { email, token };
  };
  const addApp = async (token: string) => {
    const { ticket } = (await t.post('/reader/second-factor/add', {}, bearer(token))).json();
    const { secret } = (
      await t.post('/reader/second-factor/totp/setup', { ticket }, bearer(token))
    ).json();
    const code = await totpCodeAt(secret, t.clock);
    const added = await t.post('/reader/second-factor/totp', { ticket, code }, bearer(token));
    return { added, secret: secret as string };
  };

  it('adds an authenticator app; the login then asks for its code', async () => {
    const { email, token } = await reader();
    const { added, secret } = await addApp(token);
    expect(added.statusCode).toBe(201);
    expect(added.json().recovery_codes).toHaveLength(10);
    const summary = (await t.get('/reader/second-factor', bearer(token))).json();
    expect(summary.factors).toHaveLength(1);
    expect(summary.recovery_codes_left).toBe(10);

    const step = await login(email);
    expect(step.statusCode).toBe(200);
    expect(step.json().token).toBeUndefined();
    expect(step.json()).toMatchObject({
      second_factor: 'verify',
      methods: ['totp', 'recovery-code'],
    });
    const ticket = step.json().ticket as string;
    expect((await t.get('/reader/me', bearer(ticket))).statusCode).toBe(401);
    const wrong = await t.post('/reader/login/totp', { ticket, code: '000000' });
    expect(wrong.json()).toEqual({ error: TOTP_NOT_ACCEPTED });
    t.clock.advanceSeconds(30);
    const done = await t.post('/reader/login/totp', {
      ticket,
      code: await totpCodeAt(secret, t.clock),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(email);
    expect((await t.get('/reader/me', bearer(done.json().token))).statusCode).toBe(200);
  });

  it('adds a passkey for the public site and signs in with it', async () => {
    const { email, token } = await reader();
    const { ticket } = (await t.post('/reader/second-factor/add', {}, bearer(token))).json();
    const options = (
      await t.post('/reader/second-factor/passkey/options', { ticket }, bearer(token))
    ).json().options;
    expect(options.rp.id).toBe('localhost');
    const authenticator = new SoftAuthenticator(SITE_ORIGIN);
    const added = await t.post(
      '/reader/second-factor/passkey',
      { ticket, credential: authenticator.register(options), label: 'My phone' },
      bearer(token),
    );
    expect(added.statusCode).toBe(201);

    const step = (await login(email)).json();
    expect(step.methods).toEqual(['passkey', 'recovery-code']);
    const request = (await t.post('/reader/login/passkey/options', { ticket: step.ticket })).json();
    const signedIn = await t.post('/reader/login/passkey', {
      ticket: step.ticket,
      credential: authenticator.authenticate(request.options),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
  });

  it('a recovery code works once; removing the last factor brings the plain login back', async () => {
    const { email, token } = await reader();
    const codes = (await addApp(token)).added.json().recovery_codes as string[];
    const first = (await login(email)).json().ticket;
    expect(
      (await t.post('/reader/login/recovery-code', { ticket: first, code: codes[0] })).statusCode,
    ).toBe(200);
    const second = (await login(email)).json().ticket;
    const again = await t.post('/reader/login/recovery-code', { ticket: second, code: codes[0] });
    expect(again.json()).toEqual({ error: RECOVERY_CODE_NOT_ACCEPTED });

    const [factor] = (await t.get('/reader/second-factor', bearer(token))).json().factors;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/reader/second-factor/${factor.id}`,
          ...bearer(token),
        })
      ).statusCode,
    ).toBe(204);
    const plain = await login(email);
    expect(plain.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.get('/reader/second-factor', bearer(token))).json().recovery_codes_left).toBe(
      0,
    );
  });

  it('needs a session to add one, and writes the reader’s events without a secret', async () => {
    expect((await t.post('/reader/second-factor/add', {})).statusCode).toBe(401);
    const { email, token } = await reader();
    const { secret, added } = await addApp(token);
    const ticket = (await login(email)).json().ticket;
    await t.post('/reader/login/totp', { ticket, code: '999999' });
    const rows = (
      await adminRequest(t, await adminToken(t)).get('/admin/audit-log?pageSize=100')
    ).json().rows as { entity_type: string; action: string; after: Record<string, unknown> }[];
    const mine = rows.filter(
      (r) => r.entity_type === 'reader' && r.action.includes('second-factor'),
    );
    expect(mine.map((r) => r.action)).toEqual(
      expect.arrayContaining(['second-factor-enrolled', 'second-factor-failed']),
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain(secret);
    for (const code of added.json().recovery_codes) expect(text).not.toContain(code);
    expect(text).not.toContain(ticket);
  });
});
