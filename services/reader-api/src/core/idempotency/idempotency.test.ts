/**
 * The Idempotency-Key header on the public forms, through real HTTP (the app listens on a
 * port): retries, parallel repeats and a reply lost in flight store and e-mail once.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountDeletionRequests } from '../../deletion/deletionTables.ts';
import { contactMessages } from '../../forms/formTables.ts';
import { idempotencyKeys } from './idempotencyTables.ts';
import { linkToken } from '../../testing/mailLinks.ts';
import { createTestApp, drivers, uniqueEmail, type TestApp } from '../../testing/testApp.ts';
import { CONTACT_MESSAGE } from '../../forms/formRoutes.ts';
import { DELETION_CONFIRMED_MESSAGE } from '../../deletion/deletionRoutes.ts';
import { CONFIRMED_MESSAGE, SUBSCRIBE_MESSAGE } from '../../subscriptions/subscriptionRoutes.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_STILL_RUNNING,
  INVALID_IDEMPOTENCY_KEY,
} from './idempotencyHooks.ts';
import { ABANDONED_CLAIM_MS, IDEMPOTENCY_KEY_TTL_MS } from './idempotencyStore.ts';

describe.each(drivers)('Idempotency-Key on the public forms (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // Every request comes from 127.0.0.1: the per-IP form mail limit must not be what stops a repeat.
    t = await createTestApp({ driver, config: { formMailsPerIpPerHour: 10_000 } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (path: string, body: unknown, key?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    await t.drainMail();
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const mailsTo = (email: string, kind: string) =>
    t.mailer.to(email).filter((mail) => mail.kind === kind);

  it('a newsletter subscription retried with its key sends one confirmation e-mail and answers the same', async () => {
    const email = uniqueEmail('idem-news');
    const key = randomUUID();
    const first = await send('/newsletter', { email }, key);
    const retry = await send('/newsletter', { email }, key);
    expect(first).toEqual({
      status: 200,
      replayed: null,
      body: { message: SUBSCRIBE_MESSAGE.newsletter },
    });
    expect(retry).toEqual({ ...first, replayed: 'true' });
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(1);

    // Without a key the same repeat is a second request (and a second e-mail): the key is what stops it.
    await send('/newsletter', { email });
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(2);
  });

  it('parallel repeats of one contact message store it and e-mail support once', async () => {
    const email = uniqueEmail('idem-contact');
    const key = randomUUID();
    const body = { name: 'Ada', email, subject: 'Hello', message: 'Sent from a bus.' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('/contact', body, key)));
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ message: CONTACT_MESSAGE });
    }
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    expect(
      t.mailer.sent.filter((mail) => mail.kind === 'contact' && mail.text.includes(email)),
    ).toHaveLength(1);
    expect(mailsTo(email, 'contact-received')).toHaveLength(1);
  });

  it('a deletion request whose reply was lost in flight is recorded once when the device sends it again', async () => {
    const email = uniqueEmail('idem-delete');
    const key = randomUUID();
    const body = { fullName: 'Ada Okafor', email, confirm: true };
    // The request reaches the server, then the connection drops before any answer.
    await new Promise<void>((resolve) => {
      const url = new URL(`${base}/account-deletion-requests`);
      const lost = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
      lost.on('error', () => resolve());
      lost.end(JSON.stringify(body), () => setTimeout(() => lost.destroy(), 5));
      lost.on('close', () => resolve());
    });
    const again = await send('/account-deletion-requests', body, key);
    expect(again.status).toBe(201);
    await t.drainMail();
    const rows = await t.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.email, email));
    expect(rows).toHaveLength(1);
    expect(mailsTo(email, 'deletion-confirm')).toHaveLength(1);

    // The confirmation link opened twice with one key: one confirmation, one cancel-link e-mail.
    const token = linkToken(mailsTo(email, 'deletion-confirm')[0], '/delete-account/confirm');
    const confirmKey = randomUUID();
    const confirmed = await send('/account-deletion-requests/confirm', { token }, confirmKey);
    const confirmedAgain = await send('/account-deletion-requests/confirm', { token }, confirmKey);
    expect(confirmed.body.message).toBe(DELETION_CONFIRMED_MESSAGE);
    expect(confirmedAgain).toEqual({ ...confirmed, replayed: 'true' });
    expect(mailsTo(email, 'deletion-scheduled')).toHaveLength(1);
  });

  it('newsletter confirm and unsubscribe replay their first answer', async () => {
    const email = uniqueEmail('idem-confirm');
    await send('/newsletter', { email });
    const token = linkToken(mailsTo(email, 'newsletter-confirm')[0], '/newsletter/confirm');
    const key = randomUUID();
    const answers = await Promise.all([
      send('/newsletter/confirm', { token }, key),
      send('/newsletter/confirm', { token }, key),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual([
      { message: CONFIRMED_MESSAGE.newsletter, list: 'newsletter' },
      { message: CONFIRMED_MESSAGE.newsletter, list: 'newsletter' },
    ]);
    expect(mailsTo(email, 'newsletter-welcome')).toHaveLength(1);
    const welcome = mailsTo(email, 'newsletter-welcome')[0]!;
    const unsubscribeToken = new URL(
      /^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe']!)![1]!,
    ).searchParams.get('token');
    const unsubscribeKey = randomUUID();
    const first = await send(
      '/newsletter/unsubscribe',
      { token: unsubscribeToken },
      unsubscribeKey,
    );
    const repeat = await send(
      '/newsletter/unsubscribe',
      { token: unsubscribeToken },
      unsubscribeKey,
    );
    expect(first.status).toBe(200);
    expect(repeat).toEqual({ ...first, replayed: 'true' });
  });

  it('the site may send the header cross-origin (CORS preflight)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/newsletter',
      headers: {
        origin: t.config.corsOrigins[0]!,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/idempotency-key/i);
  });

  it('refuses a malformed key, and a key reused for a different request', async () => {
    const email = uniqueEmail('idem-misuse');
    expect(await send('/newsletter', { email }, 'short')).toEqual({
      status: 400,
      replayed: null,
      body: { error: INVALID_IDEMPOTENCY_KEY },
    });
    const key = randomUUID();
    await send('/newsletter', { email }, key);
    const other = await send('/newsletter', { email: uniqueEmail('idem-other') }, key);
    expect(other).toEqual({ status: 422, replayed: null, body: { error: IDEMPOTENCY_KEY_REUSED } });
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
  });

  it('a key whose first request failed on the server is free for the retry', async () => {
    const email = uniqueEmail('idem-fail');
    const key = randomUUID();
    const subscriptions = t.app.services.subscriptions;
    const subscribe = subscriptions.subscribe.bind(subscriptions);
    subscriptions.subscribe = async () => {
      throw new Error('database went away');
    };
    try {
      expect((await send('/newsletter', { email }, key)).status).toBe(500);
    } finally {
      subscriptions.subscribe = subscribe;
    }
    const retry = await send('/newsletter', { email }, key);
    expect(retry).toEqual({
      status: 200,
      replayed: null,
      body: { message: SUBSCRIBE_MESSAGE.newsletter },
    });
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
  });

  it('a repeat arriving while the first request still runs waits for it; after 10 s it is told to retry', async () => {
    const email = uniqueEmail('idem-slow');
    const runningKey = randomUUID();
    const subscriptions = t.app.services.subscriptions;
    const subscribe = subscriptions.subscribe.bind(subscriptions);
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    subscriptions.subscribe = async (...args) => {
      await held;
      return subscribe(...args);
    };
    try {
      const first = send('/newsletter', { email }, runningKey);
      const response = await fetch(`${base}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': runningKey },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(409);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toEqual({ error: IDEMPOTENCY_STILL_RUNNING });
      finish();
      expect((await first).status).toBe(200);
    } finally {
      subscriptions.subscribe = subscribe;
      finish();
    }
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
  }, 20_000);

  it('an abandoned claim is taken over after two minutes, and keys are purged after a day', async () => {
    const email = uniqueEmail('idem-abandoned');
    const key = randomUUID();
    await send('/newsletter', { email }, key);
    // Make it look like the answering instance died before recording the answer.
    await t.database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null })
      .where(eq(idempotencyKeys.key, key));
    t.clock.advance(ABANDONED_CLAIM_MS + 1);
    expect((await send('/newsletter', { email }, key)).replayed).toBeNull();

    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1);
    await t.app.services.idempotency.purgeExpired();
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
  });
});
