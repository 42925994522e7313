/**
 * Codes are capped per registration per day: a resend every 60 s does not give fresh codes and
 * fresh tries without end. At most MAX_CODE_MAILS_PER_DAY code e-mails per address per 24 h,
 * and (tries carrying over between codes) at most 5 guesses per code.
 */
import { MAX_CODE_MAILS_PER_DAY, OTP_MAX_FAILED_ATTEMPTS } from '../../core/rules.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registration,
  uniqueEmail,
  wrongCode,
  type TestApp,
} from '../../testing/testApp.ts';
import { TOO_MANY_CODE_TRIES } from '../shared/messages.ts';

describe.each(drivers)('daily cap on codes and tries on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });
  const resend = (email: string) => t.post('/reader/resend-otp', { email });
  const confirm = (email: string, otp: string) =>
    t.post('/reader/web-confirm-otp', { email, otp, password: GOOD_PASSWORD });

  it(`sends at most ${MAX_CODE_MAILS_PER_DAY} codes a day to one address, then says when to come back`, async () => {
    const email = uniqueEmail();
    await t.post('/reader/web-register', registration(email));
    for (let i = 1; i < MAX_CODE_MAILS_PER_DAY; i += 1) {
      t.clock.advanceSeconds(61);
      expect((await resend(email)).statusCode).toBe(200);
    }
    expect(t.mailer.to(email)).toHaveLength(MAX_CODE_MAILS_PER_DAY);
    t.clock.advanceSeconds(61);
    const capped = await resend(email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toMatch(
      /^You have asked for the most codes we can send to this address today\. Please try again in \d+ hours?\.$/,
    );
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Re-registering sends nothing more either.
    await t.post('/reader/web-register', registration(email));
    expect(t.mailer.to(email)).toHaveLength(MAX_CODE_MAILS_PER_DAY);
    // The newest code still works.
    expect((await confirm(email, latestCode(t.mailer, email))).statusCode).toBe(200);
  });

  it('answers an unknown address the same way (no enumeration through the cap)', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < MAX_CODE_MAILS_PER_DAY; i += 1) {
      expect((await resend(email)).statusCode).toBe(200);
      t.clock.advanceSeconds(61);
    }
    expect((await resend(email)).statusCode).toBe(429);
  });

  it(`allows at most ${OTP_MAX_FAILED_ATTEMPTS * MAX_CODE_MAILS_PER_DAY} guesses a day, whatever the resends`, async () => {
    const email = uniqueEmail();
    await t.post('/reader/web-register', registration(email));
    let guesses = 0;
    for (let round = 0; round < MAX_CODE_MAILS_PER_DAY + 3; round += 1) {
      const code = latestCode(t.mailer, email);
      for (let i = 0; i < OTP_MAX_FAILED_ATTEMPTS + 1; i += 1) {
        const response = await confirm(email, wrongCode(code));
        if (response.statusCode === 400) guesses += 1;
        else expect(response.json()).toEqual({ error: TOO_MANY_CODE_TRIES });
      }
      t.clock.advanceSeconds(61);
      await resend(email);
    }
    expect(guesses).toBe(OTP_MAX_FAILED_ATTEMPTS * MAX_CODE_MAILS_PER_DAY);
  });

  it('opens a new window after 24 hours', async () => {
    const email = uniqueEmail('later');
    for (let i = 0; i < MAX_CODE_MAILS_PER_DAY; i += 1) {
      await resend(email);
      t.clock.advanceSeconds(61);
    }
    expect((await resend(email)).statusCode).toBe(429);
    t.clock.advanceHours(24);
    await t.app.services.readers.purgeExpired();
    expect((await resend(email)).statusCode).toBe(200);
  });
});
