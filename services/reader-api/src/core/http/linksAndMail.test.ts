/**
 * Issue 23, finding 8: old confirmation links cannot undo an unsubscribe, link tokens stay out
 * of the access log, and a code e-mail carries nothing the sign-up form's sender typed.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { linkToken } from '../../testing/mailLinks.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registration,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { INVALID_CONFIRM_LINK } from '../../subscriptions/subscriptionRoutes.ts';

describe.each(drivers)('links and mail on %s', (driver) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ driver, logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (path: string, body: unknown) => t.post(path, body, { remoteAddress: uniqueIp() });

  it('an old confirmation link does not re-subscribe after a one-click unsubscribe', async () => {
    const email = uniqueEmail('news');
    await post('/newsletter', { email });
    const confirmToken = linkToken(t.mailer.latestTo(email), '/newsletter/confirm');
    expect((await post('/newsletter/confirm', { token: confirmToken })).statusCode).toBe(200);
    const welcome = t.mailer.latestTo(email)!;
    const oneClick = new URL(/^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe']!)![1]!);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    await t.drainMail();
    const mailsBefore = t.mailer.to(email).length;

    const replayed = await post('/newsletter/confirm', { token: confirmToken });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ error: INVALID_CONFIRM_LINK });
    expect(await t.app.services.subscriptions.subscribers('newsletter')).not.toContainEqual(
      expect.objectContaining({ email }),
    );
    expect(t.mailer.to(email)).toHaveLength(mailsBefore);

    // Subscribing again is a new double opt-in, with a new link that works.
    await post('/newsletter', { email });
    const fresh = linkToken(t.mailer.latestTo(email), '/newsletter/confirm');
    expect((await post('/newsletter/confirm', { token: fresh })).statusCode).toBe(200);
    expect(await t.app.services.subscriptions.subscribers('newsletter')).toContainEqual(
      expect.objectContaining({ email }),
    );
  });

  it('the one-click unsubscribe token is not written to the access log', async () => {
    const email = uniqueEmail('quiet');
    await post('/newsletter', { email });
    await post('/newsletter/confirm', {
      token: linkToken(t.mailer.latestTo(email), '/newsletter/confirm'),
    });
    const welcome = t.mailer.latestTo(email)!;
    const oneClick = new URL(/^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe']!)![1]!);
    const token = oneClick.searchParams.get('token')!;
    logLines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const logged = logLines.join('\n');
    expect(logged).toContain('/newsletter/unsubscribe?token=[REDACTED]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(encodeURIComponent(token));
  });

  it('a code e-mail never carries the first or last name typed on the sign-up form', async () => {
    const email = uniqueEmail('target');
    const firstName = `Win a prize at evil.example now ${'x'.repeat(68)}`;
    expect(firstName).toHaveLength(100);
    const lastName = 'Call +234 000 000 0000';
    const typed = registration(email, { first_name: firstName, last_name: lastName });
    expect((await post('/reader/web-register', typed)).statusCode).toBe(201);
    t.clock.advanceSeconds(61);
    expect((await post('/reader/web-register', typed)).statusCode).toBe(201);
    t.clock.advanceSeconds(61);
    expect((await post('/reader/resend-otp', { email })).statusCode).toBe(200);
    t.clock.advanceSeconds(61);
    const login = await post('/reader/login', { email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(403);
    const mails = t.mailer.to(email);
    expect(mails.map((m) => m.kind)).toEqual(['verify', 'verify', 'verify', 'verify']);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('+234');
      }
      expect(mail.text).toContain('Hi there,');
    }
  });
});
