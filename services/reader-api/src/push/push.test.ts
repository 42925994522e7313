/**
 * Web Push through HTTP (issue 46), against a push service on loopback that decrypts what it
 * is sent as a phone would (src/testing/pushService.ts): subscribing and its validation, one
 * choice per kind, unsubscribing and turning a kind off from the notification, the pushes the
 * inbox's events and the console's announcements queue, a 410 deleting the subscription, and
 * the console's counts.
 */
import { eq } from 'drizzle-orm';
import { readers } from '../core/db/accountTables.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { TestPushService, type TestPhone } from '../testing/pushService.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { pushSubscriptions } from './pushTables.ts';
import {
  pushWords,
  CHOOSE_PUSH_KINDS,
  LOG_IN_FOR_PUSH,
  PUSH_SUBSCRIPTION_INVALID,
} from './pushWords.ts';
import { PUSH_ICON } from './pushPayload.ts';

describe.each(drivers)('web push on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminRequest>;
  let writer: { id: number; username: string };
  const pushService = new TestPushService();

  beforeAll(async () => {
    await pushService.start();
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    admin = adminRequest(t, await adminToken(t));
    const story = (await t.get('/stories')).json().stories[0] as { writer: { username: string } };
    const list = (await admin.get(`/admin/writers?search=${story.writer.username}`)).json();
    writer = { id: list.rows[0]._id, username: story.writer.username };
  });
  afterAll(async () => {
    await t.close();
    await pushService.stop();
  });

  const as = (reader: TestReader) => ({ remoteAddress: uniqueIp(), ...reader.auth });
  const subscribe = (reader: TestReader, phone: TestPhone, kinds: string[], extra = {}) =>
    t.post(
      '/reader/push/subscription',
      {
        subscription: { endpoint: phone.endpoint, keys: phone.keys },
        kinds,
        data_saver: false,
        ...extra,
      },
      as(reader),
    );
  const deliver = () => t.app.push.worker.drain();

  async function askAndAnswer(reader: TestReader, text: string) {
    const asked = await t.post('/questions', { text, anonymous: true }, as(reader));
    const questionId = asked.json().question.id as number;
    const answered = await admin.post(`/admin/questions/${questionId}/answers`, {
      memberId: writer.id,
      body: 'Keep a wind-down hour before bed.',
    });
    await admin.post(`/admin/questions/${questionId}/approve`);
    await admin.post(`/admin/answers/${answered.json().question.answers[0].id}/approve`);
  }

  it('GET /push/key gives the VAPID public key, to anyone', async () => {
    const response = await t.get('/push/key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ public_key: t.config.vapid.publicKey });
  });

  it('subscribing needs a session and a well-formed subscription and kinds', async () => {
    const [reader] = await signedInReaders(t, 1);
    const phone = pushService.phone();
    const signedOut = await t.post('/reader/push/subscription', {
      subscription: { endpoint: phone.endpoint, keys: phone.keys },
      kinds: ['announcement'],
      data_saver: false,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: LOG_IN_FOR_PUSH });

    const bad = async (subscription: unknown, kinds: unknown = ['announcement']) =>
      (
        await t.post(
          '/reader/push/subscription',
          { subscription, kinds, data_saver: false },
          as(reader!),
        )
      ).json();
    for (const endpoint of [
      'ftp://push.example/x',
      'http://push.example/x', // http only on loopback, and only outside production
      'https://user:secret@push.example/x',
      `https://push.example/${'x'.repeat(2100)}`,
      'not a url',
    ]) {
      expect(await bad({ endpoint, keys: phone.keys })).toEqual({
        error: PUSH_SUBSCRIPTION_INVALID,
      });
    }
    expect(
      await bad({ endpoint: phone.endpoint, keys: { p256dh: 'short', auth: phone.keys.auth } }),
    ).toEqual({
      error: PUSH_SUBSCRIPTION_INVALID,
    });
    expect(await bad({ endpoint: phone.endpoint })).toEqual({ error: PUSH_SUBSCRIPTION_INVALID });
    expect(await bad({ endpoint: phone.endpoint, keys: phone.keys }, ['self_harm_alerts'])).toEqual(
      {
        error: CHOOSE_PUSH_KINDS,
      },
    );
    expect(await bad({ endpoint: phone.endpoint, keys: phone.keys }, 'announcement')).toEqual({
      error: CHOOSE_PUSH_KINDS,
    });
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toEqual([]);
  });

  it('pushes only the kinds chosen on that phone, in its language, never the question', async () => {
    const [reader] = await signedInReaders(t, 1);
    const phone = pushService.phone();
    const subscribed = await subscribe(reader!, phone, ['question_answered']);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({
      subscribed: true,
      kinds: ['question_answered'],
      data_saver: false,
    });

    await askAndAnswer(reader!, 'How do I rest before my exams in Lagos?');
    // A comment published is not a kind this phone wants.
    await t.app.notifications.service.notifyReader(reader!.id, {
      kind: 'comment_published',
      link: '/stories',
    });
    await deliver();
    expect(phone.received()).toEqual([
      {
        kind: 'question_answered',
        title: pushWords('question_answered', 'en').title,
        body: pushWords('question_answered', 'en').body,
        url: '/ask',
        icon: PUSH_ICON,
        turnOff: pushWords('announcement', 'en').turnOff,
        turnOffUrl: `${t.config.publicApiUrl}/push/turn-off`,
      },
    ]);
    expect(JSON.stringify(phone.received())).not.toMatch(/exams|Lagos|wind-down/);
    const [raw] = pushService.rawTo(phone);
    expect(raw!.headers['content-encoding']).toBe('aes128gcm');
    expect(raw!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    // Changing the choice: the same phone, now comments too, in Pidgin, with the data saver on.
    const changed = await subscribe(reader!, phone, ['comment_published', 'question_answered'], {
      data_saver: true,
      locale: 'pcm',
    });
    expect(changed.json()).toEqual({
      subscribed: true,
      kinds: ['question_answered', 'comment_published'],
      data_saver: true,
    });
    await t.app.notifications.service.notifyReader(reader!.id, {
      kind: 'comment_published',
      link: '/stories/x',
    });
    await deliver();
    expect(phone.received()[1]).toEqual({
      kind: 'comment_published',
      title: pushWords('comment_published', 'pcm').title,
      body: pushWords('comment_published', 'pcm').body,
      url: '/pcm/stories/x',
      turnOff: pushWords('announcement', 'pcm').turnOff,
      turnOffUrl: `${t.config.publicApiUrl}/push/turn-off`,
    });
    const found = await t.post(
      '/reader/push/subscription/find',
      { endpoint: phone.endpoint },
      as(reader!),
    );
    expect(found.json()).toEqual(changed.json());
  });

  it("a followed writer's new story reaches followers who chose it", async () => {
    const [follower] = await signedInReaders(t, 1);
    const phone = pushService.phone();
    await t.post(
      '/follows',
      { role: 'writer', username: writer.username, following: true },
      as(follower!),
    );
    await subscribe(follower!, phone, ['new_story']);
    const created = await admin.post('/admin/stories', {
      writerId: writer.id,
      title: 'Morning pages for hard days',
      body: 'I write three pages every morning.',
      genre: 'Lifestyle',
      contentWarnings: [],
      premium: false,
    });
    const story = created.json().story as { id: number; slug: string };
    await admin.post(`/admin/stories/${story.id}/approve`);
    await deliver();
    expect(phone.received()).toEqual([
      expect.objectContaining({ kind: 'new_story', url: `/stories/${story.slug}` }),
    ]);
    expect(JSON.stringify(phone.received())).not.toContain('Morning pages');
  });

  it('unsubscribing stops the pushes; the notification turns its own kind off', async () => {
    const [reader, other] = await signedInReaders(t, 2);
    const phone = pushService.phone();
    await subscribe(reader!, phone, ['question_answered', 'announcement']);
    // Another reader cannot read or end this phone's subscription.
    expect(
      (
        await t.post('/reader/push/subscription/find', { endpoint: phone.endpoint }, as(other!))
      ).json(),
    ).toEqual({
      subscribed: false,
      kinds: [],
      data_saver: false,
    });
    await t.post('/reader/push/unsubscribe', { endpoint: phone.endpoint }, as(other!));

    const off = await t.post('/push/turn-off', { endpoint: phone.endpoint, kind: 'announcement' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      subscribed: true,
      kinds: ['question_answered'],
      data_saver: false,
    });

    const gone = await t.post(
      '/reader/push/unsubscribe',
      { endpoint: phone.endpoint },
      as(reader!),
    );
    expect(gone.json()).toEqual({ subscribed: false, kinds: [], data_saver: false });
    await askAndAnswer(reader!, 'What helps with worry at night?');
    await deliver();
    expect(phone.received()).toEqual([]);
    // The last kind turned off removes the subscription; turning off again is harmless.
    await subscribe(reader!, phone, ['announcement']);
    await t.post('/push/turn-off', { endpoint: phone.endpoint, kind: 'announcement' });
    expect(
      (await t.post('/push/turn-off', { endpoint: phone.endpoint, kind: 'announcement' }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toEqual([]);
  });

  it('Create Notification pushes to readers who chose news; a 410 deletes the subscription; the console sees the counts', async () => {
    const [kept, expired, noNews] = await signedInReaders(t, 3);
    const keptPhone = pushService.phone();
    const expiredPhone = pushService.phone();
    const noNewsPhone = pushService.phone();
    await subscribe(kept!, keptPhone, ['announcement']);
    await subscribe(expired!, expiredPhone, ['announcement']);
    await subscribe(noNews!, noNewsPhone, ['question_answered']);
    pushService.answer(expiredPhone, 410);
    const emailOf = async (reader: TestReader) =>
      (
        await t.database.db
          .select({ email: readers.email })
          .from(readers)
          .where(eq(readers.id, reader.id))
      )[0]!.email;

    const toOne = async (reader: TestReader) =>
      (
        await admin.post('/admin/notifications', {
          audience: 'reader',
          reader_email: await emailOf(reader),
          title: 'A new series this week',
          body: 'Three stories about sleep are up.',
          link: '/stories',
        })
      ).json().announcement.id as number;
    const keptId = await toOne(kept!);
    const expiredId = await toOne(expired!);
    const noNewsId = await toOne(noNews!);
    expect((await admin.get(`/admin/push/announcements/${keptId}`)).json()).toEqual({
      sent: 1,
      delivered: 0,
      failed: 0,
      pending: 1,
    });
    await deliver();
    expect(keptPhone.received()).toEqual([
      expect.objectContaining({
        kind: 'announcement',
        title: pushWords('announcement', 'en').title,
        url: '/stories',
      }),
    ]);
    expect(JSON.stringify(keptPhone.received())).not.toMatch(/series|sleep/);
    expect(noNewsPhone.received()).toEqual([]);
    expect((await admin.get(`/admin/push/announcements/${keptId}`)).json()).toEqual({
      sent: 1,
      delivered: 1,
      failed: 0,
      pending: 0,
    });
    expect((await admin.get(`/admin/push/announcements/${expiredId}`)).json()).toEqual({
      sent: 1,
      delivered: 0,
      failed: 1,
      pending: 0,
    });
    expect((await admin.get(`/admin/push/announcements/${noNewsId}`)).json()).toEqual({
      sent: 0,
      delivered: 0,
      failed: 0,
      pending: 0,
    });
    // The push service said 410: that phone's subscription is gone.
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, expiredPhone.endpoint)),
    ).toEqual([]);
    // Only an administrator sees the counts.
    expect((await t.get(`/admin/push/announcements/${keptId}`, kept!.auth)).statusCode).toBe(403);
  });

  it('a push service that fails is tried again later; a queue failure never fails the request', async () => {
    const [reader] = await signedInReaders(t, 1);
    const phone = pushService.phone();
    await subscribe(reader!, phone, ['comment_published']);
    pushService.answer(phone, 503);
    await t.app.notifications.service.notifyReader(reader!.id, {
      kind: 'comment_published',
      link: '/ask',
    });
    await deliver();
    expect(pushService.rawTo(phone)).toHaveLength(1);
    pushService.answer(phone, 201);
    // Not before its time: the first retry waits 5 seconds.
    await deliver();
    expect(pushService.rawTo(phone)).toHaveLength(1);
    t.clock.advanceSeconds(6);
    await deliver();
    expect(phone.received()).toHaveLength(2); // the failed attempt and the delivered one

    const queue = jest
      .spyOn(t.app.push.service, 'queueForAnnouncement')
      .mockRejectedValueOnce(new Error('queue down'));
    try {
      const sent = await admin.post('/admin/notifications', {
        audience: 'everyone',
        title: 'Hello',
        body: 'News.',
      });
      expect(sent.statusCode).toBe(201);
    } finally {
      queue.mockRestore();
    }
  });
});
