import { eq } from 'drizzle-orm';
import { accountDeletionRequests, contactMessages, newsletterSubscriptions } from '../db/schema.ts';
import { createTestApp, drivers, uniqueEmail, type TestApp } from '../testing/testApp.ts';
import { CONTACT_MESSAGE, DELETION_MESSAGE, NEWSLETTER_MESSAGE } from './formRoutes.ts';

describe.each(drivers)('public forms on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { supportEmail: 'care@thrive.test' } });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /newsletter', () => {
    it('subscribes once and is idempotent', async () => {
      const email = uniqueEmail();
      const first = await t.post('/newsletter', { email: ` ${email.toUpperCase()} ` });
      const second = await t.post('/newsletter', { email });
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGE });
      }
      const rows = await t.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      expect(rows).toHaveLength(1);
      expect(t.mailer.to(email)).toHaveLength(1);
      expect(t.mailer.latestTo(email)?.subject).toBe('Welcome to the Thrive newsletter');
    });

    it('rejects a malformed address', async () => {
      const response = await t.post('/newsletter', { email: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a valid email address.' });
    });
  });

  describe('POST /contact', () => {
    it('stores the message, forwards it to the support inbox and acknowledges the sender', async () => {
      const email = uniqueEmail();
      const response = await t.post('/contact', {
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
      const ack = t.mailer.latestTo(email);
      expect(ack?.subject).toBe('We got your message');
      // What people typed is escaped in HTML e-mails.
      expect(ack?.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
      expect(ack?.html).not.toContain('<b>team</b>');
    });

    it('treats phone and subject as optional', async () => {
      const email = uniqueEmail();
      const response = await t.post('/contact', {
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

  describe('POST /account-deletion-requests', () => {
    it('records the request due in 7 days and e-mails an acknowledgement', async () => {
      const email = uniqueEmail();
      const response = await t.post('/account-deletion-requests', {
        fullName: 'Ngozi Eze',
        email,
        reason: 'Taking a break',
        confirm: true,
      });
      expect(response.statusCode).toBe(201);
      const due = new Date(t.clock.now().getTime() + 7 * 24 * 3_600_000);
      expect(response.json()).toEqual({ message: DELETION_MESSAGE, dueBy: due.toISOString() });

      const [row] = await t.database.db
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.email, email));
      expect(row).toMatchObject({
        fullName: 'Ngozi Eze',
        reason: 'Taking a break',
        dueBy: due,
        completedAt: null,
      });
      const mail = t.mailer.latestTo(email);
      expect(mail?.subject).toBe('Your Thrive account deletion request');
      expect(mail?.text).toContain('22 January 2026');
    });

    it('requires the confirmation box to be ticked', async () => {
      for (const confirm of [undefined, false, 'true', 1]) {
        const response = await t.post('/account-deletion-requests', {
          fullName: 'Ngozi Eze',
          email: uniqueEmail(),
          confirm,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error:
            'Please tick the box to confirm you understand that this will permanently delete your account and all related data.',
        });
      }
    });

    it('refuses control characters in the reason (PostgreSQL cannot store NUL)', async () => {
      const response = await t.post('/account-deletion-requests', {
        fullName: 'N',
        email: uniqueEmail(),
        reason: 'bye\u0000',
        confirm: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Reason contains characters we can't accept." });
      const ok = await t.post('/account-deletion-requests', {
        fullName: 'N',
        email: uniqueEmail(),
        reason: 'Line one\nLine two\twith a tab',
        confirm: true,
      });
      expect(ok.statusCode).toBe(201);
    });

    it('requires the full name and e-mail; the reason is optional', async () => {
      expect(
        (
          await t.post('/account-deletion-requests', { email: uniqueEmail(), confirm: true })
        ).json(),
      ).toEqual({
        error: 'Please enter your full name.',
      });
      expect(
        (await t.post('/account-deletion-requests', { fullName: 'N', confirm: true })).json(),
      ).toEqual({
        error: 'Please enter your email address.',
      });
      const ok = await t.post('/account-deletion-requests', {
        fullName: 'N',
        email: uniqueEmail(),
        confirm: true,
      });
      expect(ok.statusCode).toBe(201);
    });
  });
});
