/**
 * OWASP's device cookie through HTTP: a browser that signed in before keeps signing in while
 * attackers have locked the account and the shared address for everyone else; the cookie is
 * bound to its account, cannot be forged, and has its own lockout.
 */
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { asksForProof, sendWithProof } from '../../testing/proofOfWork.ts';
import { DEVICE_COOKIE_PATH, HOST_PREFIX } from './deviceCookie.ts';

describe.each(drivers)('device cookies on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      config: {
        loginMaxFailuresPerEmail: 5,
        loginFailuresPerIpBeforeChallenge: 5,
        loginMaxFailuresPerIp: 10,
        loginThrottleWindowMinutes: 15,
        // X-Forwarded-Proto from the nearest hop says whether the reader came over HTTPS.
        trustProxy: 1,
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string, cookie?: string, https = false) =>
    t.post(
      '/reader/login',
      { email, password },
      {
        remoteAddress: ip,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(https ? { 'x-forwarded-proto': 'https' } : {}),
        },
      },
    );
  /** The device cookie a successful sign-in set, as a browser would send it back. */
  const deviceCookie = (response: Awaited<ReturnType<typeof login>>) => {
    const header = String(response.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^(__Host-)?thrive_device_[0-9a-f]{16}=[^;]+; /);
    return header.split(';')[0]!;
  };

  it('is set by a successful sign-in: HttpOnly, SameSite=Strict, sent to the sign-in only', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const response = await login(email, GOOD_PASSWORD, uniqueIp());
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Strict');
    expect(header).toContain(`; Path=${DEVICE_COOKIE_PATH}`);
    expect(header).toMatch(/; Max-Age=\d{7,}/);
    // Plain HTTP (http://localhost development): no prefix, no Secure (the browser would drop it).
    expect(header).toMatch(/^thrive_device_/);
    expect(header).not.toContain('Secure');
    expect(
      (await login(email, 'wrong password', uniqueIp())).headers['set-cookie'],
    ).toBeUndefined();
  });

  it('lets its owner in while the account and the shared address are locked for everyone else', async () => {
    const address = uniqueIp();
    const owner = uniqueEmail('owner');
    const neighbour = uniqueEmail('neighbour');
    await registerVerified(t, owner);
    await registerVerified(t, neighbour);
    const cookie = deviceCookie(await login(owner, GOOD_PASSWORD, uniqueIp()));

    // An attacker on the same address locks the account (5 failures) and then, with solved
    // proofs of work, uses the address's whole ceiling of 10 failures.
    // The account's guesses first: sent all at once with the others, the address's ceiling
    // could be used up before five of them reached the account, which then stayed open.
    const guesses = (emails: string[]) =>
      Promise.all(
        emails.map((email, i) =>
          sendWithProof((headers) =>
            t.post(
              '/reader/login',
              { email, password: `guess ${i}` },
              { remoteAddress: address, headers },
            ),
          ),
        ),
      );
    const attack = [
      ...(await guesses(Array.from({ length: 6 }, () => owner))),
      ...(await guesses(Array.from({ length: 6 }, () => uniqueEmail('spray')))),
    ];
    expect(attack.every((a) => [401, 429].includes(a.response.statusCode))).toBe(true);
    const neighbourTry = await sendWithProof((headers) =>
      t.post(
        '/reader/login',
        { email: neighbour, password: GOOD_PASSWORD },
        { remoteAddress: address, headers },
      ),
    );
    expect(neighbourTry.response.statusCode).toBe(429);
    expect(neighbourTry.response.json().error).toMatch(/^Too many sign-in attempts/);
    // The owner without the cookie (another browser) is locked out too…
    expect((await login(owner, GOOD_PASSWORD, uniqueIp())).statusCode).toBe(429);
    // …but the browser that signed in before gets in, from the locked address, and is given a
    // fresh cookie.
    const trusted = await login(owner, GOOD_PASSWORD, address, cookie);
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json().user.email).toBe(owner);
    expect(deviceCookie(trusted)).not.toBe(cookie);
    // Its success does not lift the lockout for others.
    expect((await login(owner, GOOD_PASSWORD, uniqueIp())).statusCode).toBe(429);
  });

  it('is bound to its account and cannot be forged', async () => {
    const owner = uniqueEmail('owner');
    const other = uniqueEmail('other');
    await registerVerified(t, owner);
    await registerVerified(t, other);
    const cookie = deviceCookie(await login(owner, GOOD_PASSWORD, uniqueIp()));
    for (let i = 0; i < 5; i += 1) await login(other, 'wrong password', uniqueIp());
    // The owner's cookie is not one for `other` (another name), nor is a copy renamed to it.
    expect((await login(other, GOOD_PASSWORD, uniqueIp(), cookie)).statusCode).toBe(429);
    const otherName = t.app.services.deviceCookies.nameFor(other, false);
    const moved = `${otherName}=${cookie.split('=')[1]}`;
    expect((await login(other, GOOD_PASSWORD, uniqueIp(), moved)).statusCode).toBe(429);
    const [nonce] = cookie.split('=')[1]!.split('.');
    const forged = `${otherName}=${nonce}.${'A'.repeat(43)}`;
    expect((await login(other, GOOD_PASSWORD, uniqueIp(), forged)).statusCode).toBe(429);
  });

  it('has its own lockout: 5 wrong passwords with it and it counts for nothing', async () => {
    const owner = uniqueEmail('owner');
    await registerVerified(t, owner);
    const cookie = deviceCookie(await login(owner, GOOD_PASSWORD, uniqueIp()));
    for (let i = 0; i < 5; i += 1)
      expect((await login(owner, 'wrong password', uniqueIp(), cookie)).statusCode).toBe(401);
    // The cookie's failures did not touch the account's count: an untrusted try still runs…
    for (let i = 0; i < 5; i += 1)
      expect((await login(owner, 'wrong password', uniqueIp())).statusCode).toBe(401);
    // …and now both are used up: even the right password with the cookie waits.
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), cookie)).statusCode).toBe(429);
    t.clock.advanceMinutes(15);
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), cookie)).statusCode).toBe(200);
  });

  it('stops skipping the lockouts once the password is reset or changed (issue 40, L5)', async () => {
    const NEW_PASSWORD = 'quiet harbour 77';
    const owner = uniqueEmail('owner');
    await registerVerified(t, owner);
    const cookie = deviceCookie(await login(owner, GOOD_PASSWORD, uniqueIp()));
    // The password is reset (the mailbox's code): the cookie issued before no longer counts.
    t.clock.advanceSeconds(61);
    await t.post('/reader/password-reset/request', { email: owner });
    const code = /^(\d{6}) is your Thrive/.exec(t.mailer.latestTo(owner)?.subject ?? '')?.[1];
    expect(
      (
        await t.post('/reader/password-reset/confirm', {
          email: owner,
          otp: code,
          newPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i += 1) await login(owner, 'wrong password', uniqueIp());
    expect((await login(owner, NEW_PASSWORD, uniqueIp(), cookie)).statusCode).toBe(429);

    // A cookie from after the reset is trusted, until the signed-in reader changes the password.
    t.clock.advanceMinutes(15);
    const signedIn = await login(owner, NEW_PASSWORD, uniqueIp());
    const fresh = deviceCookie(signedIn);
    for (let i = 0; i < 5; i += 1) await login(owner, 'wrong password', uniqueIp());
    expect((await login(owner, NEW_PASSWORD, uniqueIp(), fresh)).statusCode).toBe(200);
    t.clock.advanceMinutes(15);
    const changed = await t.post(
      '/reader/change-password',
      { oldPassword: NEW_PASSWORD, newPassword: GOOD_PASSWORD },
      { headers: { authorization: `Bearer ${signedIn.json().token}` }, remoteAddress: uniqueIp() },
    );
    expect(changed.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await login(owner, 'wrong password', uniqueIp());
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), fresh)).statusCode).toBe(429);
  });

  it('asks a noisy address for a proof of work before refusing it', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(uniqueEmail('x'), 'wrong password', address)).statusCode).toBe(401);
    const asked = await login(uniqueEmail('x'), 'wrong password', address);
    expect(asksForProof(asked)).toBe(true);
    expect(asked.headers['retry-after']).toBeUndefined();
  });

  it('over HTTPS is a __Host- cookie: Secure, Path=/, no Domain; a plain one is not read there', async () => {
    const owner = uniqueEmail('owner');
    await registerVerified(t, owner);
    const signedIn = await login(owner, GOOD_PASSWORD, uniqueIp(), undefined, true);
    expect(signedIn.statusCode).toBe(200);
    const header = String(signedIn.headers['set-cookie']);
    expect(header.startsWith(`${HOST_PREFIX}thrive_device_`)).toBe(true);
    const attributes = header.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
    const cookie = deviceCookie(signedIn);

    for (let i = 0; i < 5; i += 1) await login(owner, 'wrong password', uniqueIp());
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), undefined, true)).statusCode).toBe(429);
    // The same value under the plain name (as a sibling host could set it) does not count…
    const unprefixed = cookie.slice(HOST_PREFIX.length);
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), unprefixed, true)).statusCode).toBe(429);
    // …nor does the __Host- cookie over plain HTTP, where the browser would never send it…
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), cookie)).statusCode).toBe(429);
    // …and the browser that signed in over HTTPS gets in.
    expect((await login(owner, GOOD_PASSWORD, uniqueIp(), cookie, true)).statusCode).toBe(200);
  });
});
