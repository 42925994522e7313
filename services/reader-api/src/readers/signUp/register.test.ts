/* eslint-disable max-lines -- many short HTTP tests of the sign-up, each set up on its own. */
import { eq } from 'drizzle-orm';
import { readers } from '../../core/db/accountTables.ts';
import { registrationAttempts, verificationCodes } from '../readerTables.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registerVerified,
  registration,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { INVALID_CODE } from '../shared/messages.ts';
import { REGISTER_MESSAGE } from './signUpRoutes.ts';

const BREACHED =
  'This password has appeared in a data breach, so attackers try it first. Please choose a different one.';

describe.each(drivers)('POST /reader/web-register on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: unknown) => t.post('/reader/web-register', body);
  const readerRow = async (email: string) =>
    (await t.database.db.select().from(readers).where(eq(readers.email, email)))[0];

  describe('validation', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['first name missing', { first_name: undefined }, 'Please enter your first name.'],
      ['first name blank', { first_name: '   ' }, 'Please enter your first name.'],
      ['first name not text', { first_name: 42 }, 'First name must be text.'],
      [
        'first name too long',
        { first_name: 'a'.repeat(101) },
        'First name must be at most 100 characters.',
      ],
      ['last name missing', { last_name: '' }, 'Please enter your last name.'],
      [
        'last name with a NUL',
        { last_name: 'Ok\u0000afor' },
        "Last name contains characters we can't accept.",
      ],
      ['email missing', { email: '' }, 'Please enter your email address.'],
      ['email malformed', { email: 'ada.example.com' }, 'Please enter a valid email address.'],
      ['email without domain', { email: 'ada@' }, 'Please enter a valid email address.'],
      ['password missing', { password: '' }, 'Please enter a password.'],
      [
        'password of 7 characters',
        { password: 'abcdefg', password_confirmation: 'abcdefg' },
        'Password must be at least 8 characters long.',
      ],
      ['confirmation missing', { password_confirmation: '' }, 'Please confirm your password.'],
      [
        'confirmation different',
        { password_confirmation: 'sunlit meadow 43' },
        'Passwords do not match',
      ],
      [
        'breached password',
        { password: 'iloveyou123', password_confirmation: 'iloveyou123' },
        BREACHED,
      ],
      [
        'breached password in other case',
        { password: 'PassWord123', password_confirmation: 'PassWord123' },
        BREACHED,
      ],
      [
        'breached password ranked about 40,000th in the breach corpus',
        { password: 'awo8rx3wa8t', password_confirmation: 'awo8rx3wa8t' },
        BREACHED,
      ],
      [
        'password of 129 characters',
        {
          password: 'k7#Qm2!x'.repeat(16) + 'z',
          password_confirmation: 'k7#Qm2!x'.repeat(16) + 'z',
        },
        'Password must be at most 128 characters long.',
      ],
    ];

    it.each(cases)('%s → 400 with a specific message', async (_label, change, message) => {
      const email = uniqueEmail();
      const response = await register(registration(email, change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await readerRow(email)).toBeUndefined();
      expect(t.mailer.to(email)).toHaveLength(0);
    });

    it('reports problems in form order (first name before password)', async () => {
      const response = await register(
        registration(uniqueEmail(), {
          first_name: '',
          password: 'short',
          password_confirmation: 'x',
        }),
      );
      expect(response.json()).toEqual({ error: 'Please enter your first name.' });
    });

    it('accepts exactly 128 characters', async () => {
      const password = 'k7#Qm2!x'.repeat(16);
      const response = await register(
        registration(uniqueEmail(), { password, password_confirmation: password }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('accepts exactly 8 characters', async () => {
      const email = uniqueEmail();
      const response = await register(
        registration(email, { password: 'k7#Qm2!x', password_confirmation: 'k7#Qm2!x' }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('normalises the e-mail to trimmed lower case and trims names', async () => {
      const email = uniqueEmail('MiXeD');
      const response = await register(
        registration(`  ${email.toUpperCase()} `, { first_name: '  Ada ', last_name: ' Okafor  ' }),
      );
      expect(response.statusCode).toBe(201);
      const row = await readerRow(email.toLowerCase());
      expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Okafor', emailVerifiedAt: null });
      expect(t.mailer.to(email.toLowerCase())).toHaveLength(1);
    });

    it('ignores unknown fields (a reader cannot make themself premium)', async () => {
      const email = uniqueEmail();
      const response = await register({
        ...registration(email),
        premium: true,
        id: '00000000-0000-0000-0000-000000000000',
        email_verified_at: '2020-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(201);
      const row = await readerRow(email);
      expect(row?.premium).toBe(false);
      expect(row?.emailVerifiedAt).toBeNull();
      expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    });
  });

  describe('a new address', () => {
    it('creates an unverified reader with an argon2id hash and e-mails a 6-digit code', async () => {
      const email = uniqueEmail();
      const response = await register(registration(email));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: REGISTER_MESSAGE });

      const row = await readerRow(email);
      expect(row?.emailVerifiedAt).toBeNull();
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);

      const mail = t.mailer.latestTo(email);
      expect(mail?.kind).toBe('verify');
      const code = latestCode(t.mailer, email);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail?.subject).toContain(code);
      expect(mail?.html).toContain(code);

      // Only a hash of the code is stored.
      const codes = await t.database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.readerId, row!.id));
      expect(codes).toHaveLength(1);
      expect(codes[0]?.codeHash).not.toContain(code);
      expect(codes[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('no account enumeration', () => {
    it('answers identically for a new, a pending and a verified address, with one argon2 hash each', async () => {
      const verified = uniqueEmail('verified');
      await registerVerified(t, verified);
      const pending = uniqueEmail('pending');
      await register(registration(pending));
      t.clock.advanceSeconds(61); // past the mail cooldown of both

      const responses = [];
      const hashCalls = [];
      for (const email of [uniqueEmail('new'), pending, verified]) {
        t.hasher.reset();
        const response = await register(registration(email, { first_name: 'Someone' }));
        hashCalls.push(t.hasher.hashCalls + t.hasher.verifyCalls);
        responses.push({ status: response.statusCode, body: response.json() });
      }
      expect(responses).toEqual([
        { status: 201, body: { message: REGISTER_MESSAGE } },
        { status: 201, body: { message: REGISTER_MESSAGE } },
        { status: 201, body: { message: REGISTER_MESSAGE } },
      ]);
      expect(hashCalls).toEqual([1, 1, 1]);
    });

    it('e-mails a verified address "you already have an account" instead of a code', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      t.clock.advanceSeconds(61);
      const before = t.mailer.to(email).length;
      const response = await register(registration(email));
      expect(response.statusCode).toBe(201);
      const mails = t.mailer.to(email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)?.kind).toBe('already-registered');
      expect(mails.at(-1)?.subject).toBe('You already have a Thrive account');
      expect(mails.at(-1)?.text).not.toMatch(/\b\d{6}\b/);
      expect(mails.at(-1)?.text).toContain('/login');
    });

    it('leaves a verified account untouched', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      const before = await readerRow(email);
      t.clock.advanceSeconds(61);
      await register(
        registration(email, {
          first_name: 'Mallory',
          password: 'another password 9',
          password_confirmation: 'another password 9',
        }),
      );
      expect(await readerRow(email)).toEqual(before);
    });
  });

  describe('re-registering a pending address (account pre-hijacking)', () => {
    const ATTACKER_PASSWORD = 'attacker chosen 1';
    const attackerRegistration = (email: string) =>
      registration(email, {
        first_name: 'Mallory',
        last_name: 'Attacker',
        password: ATTACKER_PASSWORD,
        password_confirmation: ATTACKER_PASSWORD,
      });
    const confirmWith = (email: string, otp: string, password: string) =>
      t.post('/reader/web-confirm-otp', { email, otp, password });
    const loginWith = (email: string, password: string) =>
      t.post('/reader/login', { email, password }, { remoteAddress: uniqueIp() });

    it('activates the attempt whose password comes with the code: the victim’s, never the attacker’s', async () => {
      const email = uniqueEmail('victim');
      // The attacker registers the victim's address first, with the attacker's password.
      await register(attackerRegistration(email));
      t.clock.advanceSeconds(61);
      // The victim registers later and enters the newest code from their own inbox.
      await register(registration(email, { first_name: 'Ada' }));
      expect(t.mailer.latestTo(email)?.kind).toBe('verify');
      expect(t.mailer.latestTo(email)?.text).toContain('Hi there,');
      const code = latestCode(t.mailer, email);

      const confirmed = await confirmWith(email, code, GOOD_PASSWORD);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().user).toMatchObject({ first_name: 'Ada', last_name: 'Okafor' });

      expect((await loginWith(email, GOOD_PASSWORD)).statusCode).toBe(200);
      expect((await loginWith(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
      const attempts = await t.database.db
        .select()
        .from(registrationAttempts)
        .where(eq(registrationAttempts.readerId, (await readerRow(email))!.id));
      expect(attempts).toHaveLength(0);
    });

    it('keeps each attempt’s own password hash', async () => {
      const email = uniqueEmail();
      await register(attackerRegistration(email));
      t.clock.advanceSeconds(61);
      await register(registration(email));
      const row = await readerRow(email);
      const attempts = await t.database.db
        .select()
        .from(registrationAttempts)
        .where(eq(registrationAttempts.readerId, row!.id));
      expect(attempts.map((a) => a.firstName).sort()).toEqual(['Ada', 'Mallory']);
      expect(new Set(attempts.map((a) => a.passwordHash)).size).toBe(2);
      for (const a of attempts) expect(a.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses the right code with a password of no attempt, and the code still works with the right one', async () => {
      const email = uniqueEmail();
      await register(attackerRegistration(email));
      t.clock.advanceSeconds(61);
      await register(registration(email));
      const code = latestCode(t.mailer, email);
      const wrong = await confirmWith(email, code, 'not anybody’s pw');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: INVALID_CODE });
      expect((await readerRow(email))?.emailVerifiedAt).toBeNull();
      expect((await confirmWith(email, code, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('requires the password with the code', async () => {
      const email = uniqueEmail();
      await register(registration(email));
      const response = await t.post('/reader/web-confirm-otp', {
        email,
        otp: latestCode(t.mailer, email),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter your password.' });
    });

    it('activates the attacker’s attempt only with the attacker’s password, so the victim’s code alone never does', async () => {
      const email = uniqueEmail();
      await register(attackerRegistration(email));
      t.clock.advanceSeconds(61);
      await register(registration(email));
      const code = latestCode(t.mailer, email);
      // The victim confirms with their own password: the attacker's attempt is dropped.
      expect((await confirmWith(email, code, GOOD_PASSWORD)).statusCode).toBe(200);
      // Nothing the attacker can do afterwards activates theirs.
      expect((await confirmWith(email, code, ATTACKER_PASSWORD)).statusCode).toBe(400);
      expect((await loginWith(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    });

    it('sends no second e-mail within the 60 s cooldown, and the first code still works', async () => {
      const email = uniqueEmail();
      await register(registration(email));
      const code = latestCode(t.mailer, email);
      t.clock.advanceSeconds(30);
      const again = await register(registration(email));
      expect(again.statusCode).toBe(201);
      expect(t.mailer.to(email)).toHaveLength(1);
      const confirmed = await t.post('/reader/web-confirm-otp', {
        email,
        otp: code,
        password: GOOD_PASSWORD,
      });
      expect(confirmed.statusCode).toBe(200);
    });
  });

  describe('pending registrations expire after 24 hours', () => {
    it('is still protected at 23 h 59 min', async () => {
      const email = uniqueEmail();
      await register(registration(email, { first_name: 'First' }));
      t.clock.advanceMinutes(24 * 60 - 1);
      await register(registration(email, { first_name: 'Second' }));
      expect((await readerRow(email))?.firstName).toBe('First');
    });

    it('is replaced by a new registration after 24 h, which can then be verified', async () => {
      const email = uniqueEmail();
      await register(registration(email, { first_name: 'First' }));
      const old = await readerRow(email);
      const oldCode = latestCode(t.mailer, email);
      t.clock.advanceHours(24);

      const response = await register(
        registration(email, {
          first_name: 'Second',
          password: 'second person pw',
          password_confirmation: 'second person pw',
        }),
      );
      expect(response.statusCode).toBe(201);
      const replaced = await readerRow(email);
      expect(replaced?.firstName).toBe('Second');
      expect(replaced?.id).not.toBe(old?.id);

      const newCode = latestCode(t.mailer, email);
      if (newCode !== oldCode) {
        expect(
          (
            await t.post('/reader/web-confirm-otp', {
              email,
              otp: oldCode,
              password: 'second person pw',
            })
          ).statusCode,
        ).toBe(400);
      }
      const confirmed = await t.post('/reader/web-confirm-otp', {
        email,
        otp: newCode,
        password: 'second person pw',
      });
      expect(confirmed.json().user.first_name).toBe('Second');
    });

    it('cannot be confirmed once expired, even with a code that is still fresh', async () => {
      const email = uniqueEmail();
      await register(registration(email));
      t.clock.advanceMinutes(24 * 60 - 5);
      expect((await t.post('/reader/resend-otp', { email })).statusCode).toBe(200);
      const freshCode = latestCode(t.mailer, email);
      t.clock.advanceMinutes(6); // the code is 6 minutes old; the registration 24 h 1 min
      const response = await t.post('/reader/web-confirm-otp', {
        email,
        otp: freshCode,
        password: GOOD_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
    });

    it('is removed by housekeeping', async () => {
      const email = uniqueEmail();
      await register(registration(email));
      t.clock.advanceHours(25);
      await t.app.services.readers.purgeExpired();
      expect(await readerRow(email)).toBeUndefined();
    });
  });
});
