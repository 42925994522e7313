/**
 * Issue 23, finding 1: sign-ups by someone else never push out the attempt the mailbox's owner
 * is confirming, one client cannot fill an address's attempts, and it is told why it is refused.
 */
import { eq } from 'drizzle-orm';
import { readers } from '../../core/db/accountTables.ts';
import { registrationAttempts } from '../readerTables.ts';
import {
  MAX_REGISTRATION_ATTEMPTS,
  MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS,
} from '../../core/rules.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registration,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { REGISTER_MESSAGE, tooManySignUps } from './signUpRoutes.ts';

describe.each(drivers)('sign-up attempts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string, password: string, ip = uniqueIp(), firstName = 'Mallory') =>
    t.post(
      '/reader/web-register',
      registration(email, {
        first_name: firstName,
        password,
        password_confirmation: password,
      }),
      { remoteAddress: ip },
    );
  const confirm = (email: string, otp: string, password: string) =>
    t.post('/reader/web-confirm-otp', { email, otp, password }, { remoteAddress: uniqueIp() });
  const attemptsOf = async (email: string) => {
    const [reader] = await t.database.db.select().from(readers).where(eq(readers.email, email));
    return t.database.db
      .select()
      .from(registrationAttempts)
      .where(eq(registrationAttempts.readerId, reader!.id));
  };

  it('the owner confirms after many sign-ups by others, from many clients', async () => {
    const email = uniqueEmail('owner');
    expect((await signUp(email, GOOD_PASSWORD, uniqueIp(), 'Ada')).statusCode).toBe(201);
    const code = latestCode(t.mailer, email);
    // Someone else signs the address up again and again, each time from a new address, inside
    // the e-mail cooldown (so no new code goes out and the owner's code stays the newest).
    for (let i = 0; i < MAX_REGISTRATION_ATTEMPTS + 5; i += 1) {
      expect((await signUp(email, `someone else ${i} pw`)).statusCode).toBe(201);
      t.clock.advanceSeconds(1);
    }
    expect(await attemptsOf(email)).toHaveLength(MAX_REGISTRATION_ATTEMPTS);
    const confirmed = await confirm(email, code, GOOD_PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ first_name: 'Ada', email });
  });

  it('keeps every attempt a code went out for, and the owner confirms with the newest code', async () => {
    const email = uniqueEmail('mailed');
    expect((await signUp(email, GOOD_PASSWORD, uniqueIp(), 'Ada')).statusCode).toBe(201);
    // Others' sign-ups after each cooldown send codes too (the daily cap stops them at 6)...
    for (let round = 0; round < 5; round += 1) {
      t.clock.advanceSeconds(61);
      expect((await signUp(email, `mailed other ${round}`)).statusCode).toBe(201);
      // ...and between them, more that send nothing.
      for (let i = 0; i < 4; i += 1) await signUp(email, `quiet other ${round}.${i}`);
    }
    const attempts = await attemptsOf(email);
    expect(attempts).toHaveLength(MAX_REGISTRATION_ATTEMPTS);
    expect(attempts.filter((a) => a.codeMailedAt !== null)).toHaveLength(6);
    // The owner uses the newest code in their inbox with their own password.
    const confirmed = await confirm(email, latestCode(t.mailer, email), GOOD_PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.first_name).toBe('Ada');
  });

  it(`one client signs an address up at most ${MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS} times a day, and is told why`, async () => {
    for (const state of ['pending', 'verified', 'unknown'] as const) {
      const email = uniqueEmail(state);
      if (state !== 'unknown') {
        await signUp(email, GOOD_PASSWORD, uniqueIp(), 'Ada');
        if (state === 'verified')
          expect(
            (await confirm(email, latestCode(t.mailer, email), GOOD_PASSWORD)).statusCode,
          ).toBe(200);
      }
      const ip = uniqueIp();
      for (let i = 0; i < MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS; i += 1) {
        const accepted = await signUp(email, `one client ${i} pw`, ip);
        expect(accepted.statusCode).toBe(201);
        expect(accepted.json()).toEqual({ message: REGISTER_MESSAGE });
      }
      // The same answer whatever the address's state: nothing is revealed.
      const refused = await signUp(email, 'one client more pw', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: tooManySignUps(24 * 3600) });
      expect(Number(refused.headers['retry-after'])).toBe(24 * 3600);
      // Another client is not affected.
      expect((await signUp(email, 'another client pw')).statusCode).toBe(201);
    }
    expect(tooManySignUps(24 * 3600)).toBe(
      'You have already signed up with this address several times. Please enter the newest code we e-mailed you, or try again in 24 hours.',
    );
  });

  it('a login with the right password of an attempt protects that attempt too', async () => {
    const email = uniqueEmail('late');
    await signUp(email, 'first one in pw');
    t.clock.advanceSeconds(1);
    // The owner's sign-up falls in the cooldown: no code goes out for it...
    expect((await signUp(email, GOOD_PASSWORD, uniqueIp(), 'Ada')).statusCode).toBe(201);
    t.clock.advanceSeconds(61);
    // ...so they log in, which sends them a code for their attempt.
    const login = await t.post(
      '/reader/login',
      { email, password: GOOD_PASSWORD },
      { remoteAddress: uniqueIp() },
    );
    expect(login.statusCode).toBe(403);
    const code = latestCode(t.mailer, email);
    for (let i = 0; i < MAX_REGISTRATION_ATTEMPTS + 2; i += 1) {
      await signUp(email, `pushing ${i} pw`);
      t.clock.advanceSeconds(1);
    }
    expect((await confirm(email, code, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
