import { eq } from 'drizzle-orm';
import { contactMessages } from './formTables.ts';
import { createTestApp, drivers, uniqueEmail, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { asksForProof, sendWithProof, solveProof } from '../testing/proofOfWork.ts';
import { CONTACT_MESSAGE } from './formRoutes.ts';

describe.each(drivers)('public forms on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { supportEmail: 'care@thrive.test' } });
  });
  afterAll(async () => {
    await t.close();
  });
  /** Each call from its own client IP, so the per-IP limit only bites where tested. */
  const send = (body: Record<string, unknown>) =>
    t.post('/contact', body, { remoteAddress: uniqueIp() });

  describe('POST /contact', () => {
    it('stores the message, forwards it to the support inbox and acknowledges the sender', async () => {
      const email = uniqueEmail();
      const response = await send({
        name: 'Chiamaka',
        email,
        phone: 8031234567,
        subject: 'Partnership',
        message: 'Hello <b>team</b>,\nI would love to talk.',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: CONTACT_MESSAGE });

      const [row] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      expect(row).toMatchObject({ name: 'Chiamaka', phone: '8031234567', subject: 'Partnership' });

      const forwarded = t.mailer.to('care@thrive.test').at(-1);
      expect(forwarded?.subject).toBe('Contact form: Partnership (from Chiamaka)');
      expect(forwarded?.text).toContain('I would love to talk.');
      // What people typed is escaped in the support copy's HTML.
      expect(forwarded?.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
      expect(forwarded?.html).not.toContain('<b>team</b>');
      const ack = t.mailer.latestTo(email);
      expect(ack?.subject).toBe('We got your message');
    });

    it('acknowledges without any text the sender typed (no open relay)', async () => {
      const email = uniqueEmail();
      const typed = {
        name: 'Win a prize at evil.example',
        subject: 'Claim your reward http://evil.example',
        message: 'Your account is locked: log in at http://evil.example/login',
      };
      expect((await send({ ...typed, email })).statusCode).toBe(201);
      const ack = t.mailer.latestTo(email)!;
      for (const part of [ack.subject, ack.text, ack.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Win a prize');
      }
    });

    it('e-mails one address at most twice an hour, however many requests (answers unchanged)', async () => {
      const email = uniqueEmail('target');
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => send({ name: 'A', email, message: 'Hi' })),
      );
      await t.drainMail();
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      expect(t.mailer.to(email)).toHaveLength(2);
      // Every message still reaches the support inbox (and is stored).
      const rows = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      expect(rows).toHaveLength(8);

      t.clock.advanceMinutes(61);
      expect((await send({ name: 'A', email, message: 'Hi again' })).statusCode).toBe(201);
      expect(t.mailer.to(email)).toHaveLength(3);
    });

    it('past 20 e-mails from one client IP asks for a proof of work, then goes on up to the ceiling', async () => {
      const ip = uniqueIp();
      const contact = (headers: Record<string, string> = {}) =>
        t.post(
          '/contact',
          { name: 'A', email: uniqueEmail(), message: 'Hi' },
          { remoteAddress: ip, headers },
        );
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await contact()).statusCode);
      // Each message triggers 2 e-mails (support copy + acknowledgement): 10 fit in 20.
      expect(statuses).toEqual(Array(10).fill(201));
      const asked = await contact();
      expect(asked.statusCode).toBe(429);
      expect(asked.json()).toMatchObject({
        code: 'PROOF_OF_WORK_REQUIRED',
        error:
          'Many requests are coming from your network right now. To go on, your browser does a short check that needs JavaScript turned on. Please try again with JavaScript, or later.',
      });
      expect(Number(asked.headers['retry-after'])).toBeGreaterThan(0);
      // A solved challenge lets the message through, once: the same proof again is refused.
      const proof = await solveProof(asked.json().challenge);
      expect((await contact({ 'x-thrive-proof': proof })).statusCode).toBe(201);
      expect(asksForProof(await contact({ 'x-thrive-proof': proof }))).toBe(true);
      // A forged or broken proof is no proof.
      expect(asksForProof(await contact({ 'x-thrive-proof': 'bm90IGEgcHJvb2Y=' }))).toBe(true);
    });

    it('refuses past the ceiling even with a proof of work (429 with Retry-After)', async () => {
      const limited = await createTestApp({
        driver,
        config: { formMailsPerIpBeforeChallenge: 2, formMailsPerIpPerHour: 4 },
      });
      try {
        const ip = uniqueIp();
        const contact = () =>
          sendWithProof((headers) =>
            limited.post(
              '/contact',
              { name: 'A', email: uniqueEmail(), message: 'Hi' },
              { remoteAddress: ip, headers },
            ),
          );
        const first = await contact();
        expect(first).toMatchObject({ challenged: false });
        expect(first.response.statusCode).toBe(201);
        const second = await contact();
        expect(second).toMatchObject({ challenged: true });
        expect(second.response.statusCode).toBe(201);
        const third = (await contact()).response;
        expect(third.statusCode).toBe(429);
        expect(third.json().error).toMatch(/^Too many requests from your network/);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });

    it('treats phone and subject as optional', async () => {
      const email = uniqueEmail();
      const response = await send({
        name: 'Tolu',
        email,
        phone: '',
        subject: null,
        message: 'Hi',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email));
      expect(row).toMatchObject({ phone: null, subject: null });
    });

    it.each([
      [{ email: 'a@b.co', message: 'Hi' }, 'Please enter your name.'],
      [{ name: 'A', message: 'Hi' }, 'Please enter your email address.'],
      [{ name: 'A', email: 'a@b.co' }, 'Please write your message.'],
      [{ name: 'A', email: 'a@b.co', message: '   ' }, 'Please write your message.'],
      [
        { name: 'A', email: 'a@b.co', message: 'Hi', phone: 'call me' },
        'Please enter a valid phone number.',
      ],
      [
        { name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) },
        'Your message must be at most 5000 characters.',
      ],
      [
        { name: 'A', email: 'a@b.co', message: 'Hi\u0000' },
        "Your message contains characters we can't accept.",
      ],
      [
        { name: 'A', email: 'a@b.co', message: 'Hi', subject: 'S\u0000' },
        "Subject contains characters we can't accept.",
      ],
      [
        { name: 'A\nB', email: 'a@b.co', message: 'Hi' },
        "Name contains characters we can't accept.",
      ],
    ])('%j → %s', async (body, error) => {
      const response = await t.post('/contact', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    });
  });
});
