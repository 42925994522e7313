/**
 * Issue 40, L6: authenticator-app codes are guessable only so long. After
 * TOTP_LOCK_AFTER_FAILURES wrong codes in a row (over any number of 15-minute windows) the app
 * is locked and its owner e-mailed, until a passkey or recovery code signs in; and a code
 * counts in its own 30 s step and the one after it only, never before its step begins.
 */
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  type TestApp,
} from '../testing/testApp.ts';
import { TOTP_LOCK_AFTER_FAILURES } from './factorStore.ts';
import { TOTP_LOCKED, TOTP_NOT_ACCEPTED } from './secondFactorHttp.ts';
import { SECOND_FACTOR_MAX_ATTEMPTS, SECOND_FACTOR_WINDOW_MINUTES } from './throttle.ts';
import { TOTP_PERIOD_SECONDS } from './totp.ts';
import { totpCodeAt } from '../testing/secondFactor/totpCodes.ts';

describe.each(drivers)('authenticator-app codes over time on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const login = (email: string) => t.post('/reader/login', { email, password: GOOD_PASSWORD });
  /** A reader with an authenticator app: its secret and recovery codes. */
  const readerWithApp = async () => {
    const email = uniqueEmail('reader');
    await registerVerified(t, email);
    const token = (await login(email)).json().token as string;
    const { ticket } = (await t.post('/reader/second-factor/add', {}, bearer(token))).json();
    const { secret } = (
      await t.post('/reader/second-factor/totp/setup', { ticket }, bearer(token))
    ).json();
    const code = await totpCodeAt(secret, t.clock);
    const added = await t.post('/reader/second-factor/totp', { ticket, code }, bearer(token));
    expect(added.statusCode).toBe(201);
    // Past the step the setup code used (a step counts once).
    t.clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    return { email, secret: secret as string, recoveryCodes: added.json().recovery_codes };
  };
  const ticketFor = async (email: string) => (await login(email)).json().ticket as string;
  /** The code the app shows `steps` steps from now. */
  const codeIn = async (secret: string, steps: number) => {
    t.clock.advanceSeconds(steps * TOTP_PERIOD_SECONDS);
    const code = await totpCodeAt(secret, t.clock);
    t.clock.advanceSeconds(-steps * TOTP_PERIOD_SECONDS);
    return code;
  };
  /** A six-digit code that is none of the ones around now. */
  const wrongCodeFor = async (secret: string) => {
    const near = await Promise.all([-2, -1, 0, 1, 2].map((s) => codeIn(secret, s)));
    let guess = 0;
    while (near.includes(String(guess).padStart(6, '0'))) guess += 1;
    return String(guess).padStart(6, '0');
  };

  it(`locks the app after ${TOTP_LOCK_AFTER_FAILURES} wrong codes in a row and e-mails the owner; a recovery code unlocks it`, async () => {
    const { email, secret, recoveryCodes } = await readerWithApp();
    let ticket = '';
    for (let failure = 0; failure < TOTP_LOCK_AFTER_FAILURES; failure += 1) {
      // A ticket dies after five wrong codes, the window after ten guesses: a patient guesser
      // signs in again and waits, as often as it takes.
      if (failure > 0 && failure % SECOND_FACTOR_MAX_ATTEMPTS === 0)
        t.clock.advanceMinutes(SECOND_FACTOR_WINDOW_MINUTES);
      if (failure % 5 === 0) ticket = await ticketFor(email);
      const wrong = await t.post('/reader/login/totp', {
        ticket,
        code: await wrongCodeFor(secret),
      });
      expect(wrong.json()).toEqual({ error: TOTP_NOT_ACCEPTED });
    }
    const mail = t.mailer.latestTo(email);
    expect(mail?.kind).toBe('second-factor-locked');
    expect(mail?.subject).toBe('Your authenticator app was locked on your Thrive account');

    // Even the right code is refused now, in a fresh window with a fresh ticket.
    t.clock.advanceMinutes(SECOND_FACTOR_WINDOW_MINUTES);
    const locked = await t.post('/reader/login/totp', {
      ticket: await ticketFor(email),
      code: await totpCodeAt(secret, t.clock),
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: TOTP_LOCKED, code: 'TOTP_LOCKED' });

    // A recovery code signs in and unlocks the app.
    const recovered = await t.post('/reader/login/recovery-code', {
      ticket: await ticketFor(email),
      code: recoveryCodes[0],
    });
    expect(recovered.statusCode).toBe(200);
    t.clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const unlocked = await t.post('/reader/login/totp', {
      ticket: await ticketFor(email),
      code: await totpCodeAt(secret, t.clock),
    });
    expect(unlocked.statusCode).toBe(200);
  });

  it('counts wrong codes in a row only: a right code starts the count again', async () => {
    const { email, secret } = await readerWithApp();
    const fail = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        t.clock.advanceMinutes(SECOND_FACTOR_WINDOW_MINUTES);
        const ticket = await ticketFor(email);
        const wrong = await t.post('/reader/login/totp', {
          ticket,
          code: await wrongCodeFor(secret),
        });
        expect(wrong.json()).toEqual({ error: TOTP_NOT_ACCEPTED });
      }
    };
    await fail(TOTP_LOCK_AFTER_FAILURES - 1);
    t.clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const right = await t.post('/reader/login/totp', {
      ticket: await ticketFor(email),
      code: await totpCodeAt(secret, t.clock),
    });
    expect(right.statusCode).toBe(200);
    await fail(TOTP_LOCK_AFTER_FAILURES - 1);
    expect(t.mailer.latestTo(email)?.kind).not.toBe('second-factor-locked');
  });

  it('accepts the current code and the one of the step before, never a code whose step has not begun', async () => {
    const { email, secret } = await readerWithApp();
    // Two steps past the one the setup code used (a step counts once).
    t.clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    const tryCode = async (steps: number) =>
      t.post('/reader/login/totp', {
        ticket: await ticketFor(email),
        code: await codeIn(secret, steps),
      });
    expect((await tryCode(1)).json()).toEqual({ error: TOTP_NOT_ACCEPTED });
    expect((await tryCode(-2)).json()).toEqual({ error: TOTP_NOT_ACCEPTED });
    expect((await tryCode(-1)).statusCode).toBe(200);
    t.clock.advanceSeconds(TOTP_PERIOD_SECONDS);
    expect((await tryCode(0)).statusCode).toBe(200);
  });
});
