import { and, eq } from 'drizzle-orm';
import { emailSubscriptions } from './subscriptionTables.ts';
import { linkToken } from '../testing/mailLinks.ts';
import { createTestApp, drivers, uniqueEmail, uniqueIp, type TestApp } from '../testing/testApp.ts';
import {
  CONFIRMED_MESSAGE,
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from './subscriptionRoutes.ts';

describe.each(drivers)('double opt-in lists on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      config: {
        publicSiteUrl: 'https://thrive.example',
        publicApiUrl: 'https://api.thrive.example/api/v1',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: unknown) => t.post(path, body, { remoteAddress: uniqueIp() });
  const row = async (list: string, email: string) =>
    (
      await t.database.db
        .select()
        .from(emailSubscriptions)
        .where(and(eq(emailSubscriptions.list, list), eq(emailSubscriptions.email, email)))
    )[0];

  it('subscribing only sends a confirmation link; confirming subscribes and sends the welcome', async () => {
    const email = uniqueEmail('news');
    const response = await post('/newsletter', { email: ` ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIBE_MESSAGE.newsletter });
    const confirmMail = t.mailer.latestTo(email);
    expect(confirmMail?.kind).toBe('newsletter-confirm');
    expect(confirmMail?.text).toContain('https://thrive.example/newsletter/confirm?token=');
    expect((await row('newsletter', email))?.confirmedAt).toBeNull();

    const token = linkToken(confirmMail, '/newsletter/confirm');
    const confirmed = await post('/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: CONFIRMED_MESSAGE.newsletter, list: 'newsletter' });
    expect((await row('newsletter', email))?.confirmedAt).not.toBeNull();

    const welcome = t.mailer.latestTo(email)!;
    expect(welcome.kind).toBe('newsletter-welcome');
    expect(welcome.subject).toBe('Welcome to the Thrive newsletter');
    // RFC 8058 one-click unsubscribe, plus a visible link to the unsubscribe page.
    expect(welcome.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/api\.thrive\.example\/api\/v1\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(welcome.text).toContain('https://thrive.example/newsletter/unsubscribe?token=');

    // The link again: still fine, no second welcome.
    expect((await post('/newsletter/confirm', { token })).statusCode).toBe(200);
    expect(t.mailer.to(email).filter((m) => m.kind === 'newsletter-welcome')).toHaveLength(1);
    // Subscribing again once subscribed: same answer, no e-mail.
    const again = await post('/newsletter', { email });
    expect(again.json()).toEqual({ message: SUBSCRIBE_MESSAGE.newsletter });
    expect(t.mailer.to(email)).toHaveLength(2);
  });

  it('one-click unsubscribe: the List-Unsubscribe POST of RFC 8058, and the page’s JSON call', async () => {
    const email = uniqueEmail('oneclick');
    await post('/newsletter', { email });
    await post('/newsletter/confirm', {
      token: linkToken(t.mailer.latestTo(email), '/newsletter/confirm'),
    });
    const welcome = t.mailer.latestTo(email)!;
    const oneClick = new URL(/^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe']!)![1]!);

    // What a mail client sends: POST to the URL, form body "List-Unsubscribe=One-Click".
    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: UNSUBSCRIBED_MESSAGE.newsletter,
      list: 'newsletter',
    });
    expect((await row('newsletter', email))?.unsubscribedAt).not.toBeNull();

    // The unsubscribe page posts JSON {token}; doing it twice is fine.
    const pageToken = linkToken(welcome, '/newsletter/unsubscribe');
    const fromPage = await post('/newsletter/unsubscribe', { token: pageToken });
    expect(fromPage.statusCode).toBe(200);

    // Unsubscribed addresses can subscribe again (double opt-in again).
    await post('/newsletter', { email });
    expect(t.mailer.latestTo(email)?.kind).toBe('newsletter-confirm');
  });

  it('refuses forged, malformed and expired links', async () => {
    const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'a'.repeat(64)}`;
    for (const token of [forged, 'nope', '']) {
      const response = await post('/newsletter/unsubscribe', { token });
      expect(response.statusCode).toBe(400);
    }
    expect((await post('/newsletter/unsubscribe', { token: forged })).json()).toEqual({
      error: INVALID_UNSUBSCRIBE_LINK,
    });
    const bad = await post('/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(bad.json()).toEqual({ error: INVALID_CONFIRM_LINK });

    const email = uniqueEmail('late');
    await post('/newsletter', { email });
    const token = linkToken(t.mailer.latestTo(email), '/newsletter/confirm');
    t.clock.advanceHours(7 * 24 + 1);
    const late = await post('/newsletter/confirm', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: INVALID_CONFIRM_LINK });
    expect((await row('newsletter', email))?.confirmedAt).toBeNull();
  });

  it('sends one address at most 2 confirmation e-mails an hour, however many requests', async () => {
    const email = uniqueEmail('bombed');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post('/newsletter', { email })),
    );
    await t.drainMail();
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(t.mailer.to(email)).toHaveLength(2);
    // The newest link works and the one it replaced does not. The two e-mails carry the same
    // test-clock time, so which was sent last is not theirs to say (PostgreSQL may deliver them
    // in either order): each link is tried, and exactly one confirms.
    const statuses: number[] = [];
    for (const mail of t.mailer.to(email)) {
      const token = linkToken(mail, '/newsletter/confirm');
      statuses.push((await post('/newsletter/confirm', { token })).statusCode);
    }
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('POST /app-updates: the "tell me when the app is out" list, same double opt-in', async () => {
    const email = uniqueEmail('launch');
    const response = await post('/app-updates', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIBE_MESSAGE['app-updates'] });
    const mail = t.mailer.latestTo(email);
    expect(mail?.kind).toBe('app-updates-confirm');
    expect(await t.app.services.subscriptions.subscribers('app-updates')).not.toContainEqual(
      expect.objectContaining({ email }),
    );

    const confirmed = await post('/newsletter/confirm', {
      token: linkToken(mail, '/newsletter/confirm'),
    });
    expect(confirmed.json()).toEqual({
      message: CONFIRMED_MESSAGE['app-updates'],
      list: 'app-updates',
    });
    expect(t.mailer.latestTo(email)?.kind).toBe('app-updates-welcome');
    expect(t.mailer.latestTo(email)?.headers?.['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(await t.app.services.subscriptions.subscribers('app-updates')).toContainEqual(
      expect.objectContaining({ email }),
    );
    // A separate list: not a newsletter subscriber.
    expect(await row('newsletter', email)).toBeUndefined();
  });

  it('rejects a malformed address', async () => {
    for (const path of ['/newsletter', '/app-updates']) {
      const response = await post(path, { email: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a valid email address.' });
    }
  });
});
