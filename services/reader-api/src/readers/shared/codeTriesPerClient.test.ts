/**
 * Issue 40, L4: the tries on an e-mailed code (sign-up and password reset) are counted per
 * client as well as per code, so a stranger's wrong guesses cannot use up the owner's tries.
 * A client is an IPv4 address or an IPv6 /64.
 */
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registerVerified,
  registration,
  uniqueEmail,
  uniqueIp,
  wrongCode,
  type TestApp,
} from '../../testing/testApp.ts';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS } from '../../core/rules.ts';
import { TOO_MANY_CODE_TRIES } from './messages.ts';

const NEW_PASSWORD = 'quiet harbour 77';
let v6Counter = 0;
/** A fresh IPv6 /64, and a second address in it. */
const v6Network = () => {
  v6Counter += 1;
  const prefix = `2001:db8:${v6Counter.toString(16)}:1`;
  return [`${prefix}::1`, `${prefix}:ffff:0:0:2`] as const;
};

describe.each(drivers)('code tries per client on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const confirm = (email: string, otp: string, ip: string) =>
    t.post(
      '/reader/web-confirm-otp',
      { email, otp, password: GOOD_PASSWORD },
      { remoteAddress: ip },
    );
  const confirmReset = (email: string, otp: string, ip: string) =>
    t.post(
      '/reader/password-reset/confirm',
      { email, otp, newPassword: NEW_PASSWORD },
      { remoteAddress: ip },
    );
  const pendingSignUp = async () => {
    const email = uniqueEmail();
    expect((await t.post('/reader/web-register', registration(email))).statusCode).toBe(201);
    return { email, code: latestCode(t.mailer, email) };
  };
  const resetRequested = async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    t.clock.advanceSeconds(61);
    await t.post('/reader/password-reset/request', { email });
    const code = /^(\d{6}) is your Thrive password reset code$/.exec(
      t.mailer.latestTo(email)?.subject ?? '',
    )?.[1];
    expect(code).toBeDefined();
    return { email, code: code! };
  };

  it("a stranger's five wrong sign-up codes do not use up the owner's tries", async () => {
    const { email, code } = await pendingSignUp();
    const stranger = uniqueIp();
    for (let i = 0; i < OTP_MAX_FAILED_ATTEMPTS; i += 1)
      expect((await confirm(email, wrongCode(code), stranger)).statusCode).toBe(400);
    // The stranger is out of tries, even with the right code…
    expect((await confirm(email, code, stranger)).json()).toEqual({ error: TOO_MANY_CODE_TRIES });
    // …but the owner, on their own network, is not.
    expect((await confirm(email, code, uniqueIp())).statusCode).toBe(200);
  });

  it("a stranger's five wrong reset codes do not use up the owner's tries", async () => {
    const { email, code } = await resetRequested();
    const stranger = uniqueIp();
    for (let i = 0; i < OTP_MAX_FAILED_ATTEMPTS; i += 1)
      expect((await confirmReset(email, wrongCode(code), stranger)).statusCode).toBe(400);
    expect((await confirmReset(email, code, stranger)).statusCode).toBe(429);
    expect((await confirmReset(email, code, uniqueIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a second address in the same network has no fresh tries', async () => {
    const { email, code } = await pendingSignUp();
    const [first, second] = v6Network();
    for (let i = 0; i < OTP_MAX_FAILED_ATTEMPTS; i += 1)
      expect((await confirm(email, wrongCode(code), first)).statusCode).toBe(400);
    expect((await confirm(email, code, second)).statusCode).toBe(429);
    expect((await confirm(email, code, v6Network()[0])).statusCode).toBe(200);
  });

  it(`caps the tries of all clients together at ${OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS} per code`, async () => {
    const { email, code } = await pendingSignUp();
    const clients = OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS / OTP_MAX_FAILED_ATTEMPTS;
    for (let c = 0; c < clients; c += 1) {
      const ip = uniqueIp();
      for (let i = 0; i < OTP_MAX_FAILED_ATTEMPTS; i += 1)
        expect((await confirm(email, wrongCode(code), ip)).statusCode).toBe(400);
    }
    expect((await confirm(email, code, uniqueIp())).statusCode).toBe(429);
    // A fresh code starts the count of all clients afresh.
    t.clock.advanceSeconds(61);
    await t.post('/reader/resend-otp', { email });
    expect((await confirm(email, latestCode(t.mailer, email), uniqueIp())).statusCode).toBe(200);
  });
});
