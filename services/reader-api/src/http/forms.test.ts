import { eq } from 'drizzle-orm';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, drivers, uniqueEmail, uniqueIp, type TestApp } from '../testing/testApp.ts';
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

    it('limits the e-mails one client IP can trigger (429 with Retry-After)', async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await t.post(
          '/contact',
          { name: 'A', email: uniqueEmail(), message: 'Hi' },
          { remoteAddress: ip },
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error).toMatch(/^Too many requests from your network/);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      // Each message triggers 2 e-mails (support copy + acknowledgement): 10 fit in 20.
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
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
