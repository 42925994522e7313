import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../core/audit/auditTables.ts';
import { readers } from '../core/db/accountTables.ts';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import {
  LOG_IN_FOR_NOTIFICATIONS,
  NO_CRISIS_CONTENT,
  NO_PERSONAL_DETAILS,
  NO_SUCH_READER,
} from './notificationWords.ts';

describe.each(drivers)('notifications on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminRequest>;
  let writer: { id: number; username: string };

  beforeAll(async () => {
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
  });

  const inbox = async (reader: TestReader) =>
    (await t.get('/reader/notifications', reader.auth)).json();
  const announce = (body: Record<string, unknown>) => admin.post('/admin/notifications', body);

  it("Create Notification to premium readers reaches a premium reader's inbox and not a free reader's", async () => {
    const [premium] = await signedInReaders(t, 1, { premium: true });
    const [free] = await signedInReaders(t, 1, { premium: false });
    const message = {
      audience: 'premium',
      title: 'New premium stories',
      body: 'Three new premium stories are up this week.',
      link: '/stories',
    };
    const preview = await admin.post('/admin/notifications/preview', message);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().notification).toEqual({
      kind: 'announcement',
      title: 'New premium stories',
      body: 'Three new premium stories are up this week.',
      link: '/stories',
    });
    // A preview sends nothing.
    expect((await inbox(premium!)).notifications).toEqual([]);

    const sent = await announce(message);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().announcement).toMatchObject({
      audience: 'premium',
      recipients: preview.json().recipients,
    });
    expect(await inbox(premium!)).toEqual({
      notifications: [
        {
          id: expect.any(Number),
          kind: 'announcement',
          title: 'New premium stories',
          body: 'Three new premium stories are up this week.',
          link: '/stories',
          created_at: expect.any(String),
          read: false,
        },
      ],
      unread: 1,
    });
    expect(await inbox(free!)).toEqual({ notifications: [], unread: 0 });

    // Listed among the sent ones, and in the audit log.
    const listed = (await admin.get('/admin/notifications')).json();
    expect(listed.rows[0]).toMatchObject({ title: 'New premium stories', audience: 'premium' });
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'notification.send'),
          eq(adminAuditLog.entityId, String(sent.json().announcement.id)),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('to one reader reaches that reader only; to everyone reaches free and premium', async () => {
    const [one, other] = await signedInReaders(t, 2);
    const [row] = await t.database.db
      .select({ email: readers.email })
      .from(readers)
      .where(eq(readers.id, one!.id));
    const toOne = await announce({
      audience: 'reader',
      reader_email: row!.email.toUpperCase(),
      title: 'Hello',
      body: 'Welcome to Thrive.',
    });
    expect(toOne.json().announcement.recipients).toBe(1);
    expect((await inbox(one!)).unread).toBe(1);
    expect((await inbox(other!)).unread).toBe(0);
    const nobody = await announce({
      audience: 'reader',
      reader_email: 'nobody@example.com',
      title: 'Hello',
      body: 'Welcome.',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe(NO_SUCH_READER);

    const [premium] = await signedInReaders(t, 1, { premium: true });
    await announce({ audience: 'everyone', title: 'Update', body: 'The site is faster now.' });
    expect((await inbox(other!)).unread).toBe(1);
    expect((await inbox(premium!)).unread).toBe(1);
  });

  it('never carries crisis content or personal details, and never a broken link', async () => {
    const crisis = await admin.post('/admin/notifications/preview', {
      audience: 'everyone',
      title: 'Check in',
      body: 'If you want to kill myself talk to us',
    });
    expect(crisis.statusCode).toBe(400);
    expect(crisis.json().error).toBe(NO_CRISIS_CONTENT);
    const phone = await announce({
      audience: 'everyone',
      title: 'Call us',
      body: 'Call 08031234567 today.',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toBe(NO_PERSONAL_DETAILS);
    const offSite = await announce({
      audience: 'everyone',
      title: 'Go',
      body: 'Read this.',
      link: '//evil.example/x',
    });
    expect(offSite.statusCode).toBe(400);
    expect((await admin.get('/admin/notifications')).json().rows).not.toContainEqual(
      expect.objectContaining({ title: 'Call us' }),
    );
  });

  it("a reader's answered question lands in their inbox, without their words", async () => {
    const [reader] = await signedInReaders(t, 1);
    const asked = await t.post(
      '/questions',
      { text: 'How do I rest before my exams in Lagos?', anonymous: true },
      { remoteAddress: uniqueIp(), ...reader!.auth },
    );
    const questionId = asked.json().question.id;
    const answered = await admin.post(`/admin/questions/${questionId}/answers`, {
      memberId: writer.id,
      body: 'Keep a wind-down hour.',
    });
    await admin.post(`/admin/questions/${questionId}/approve`);
    expect((await inbox(reader!)).notifications).toEqual([]);
    await admin.post(`/admin/answers/${answered.json().question.answers[0].id}/approve`);
    const { notifications } = await inbox(reader!);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'question_answered', title: null, body: null, link: '/ask' }),
    ]);
  });

  it("a comment's outcome lands in its writer's inbox, leading to the story, without its words", async () => {
    const [reader] = await signedInReaders(t, 1);
    const story = (await t.get('/stories')).json().stories[0] as { slug: string };
    const storyId = (await t.get(`/stories/${story.slug}`)).json().story.id as number;
    const write = async (text: string) =>
      (
        await t.post(
          '/comments',
          { target: 'story', id: storyId, text, anonymous: true },
          { remoteAddress: uniqueIp(), ...reader!.auth },
        )
      ).json().comment as { id: number };
    const kept = await write('This story helped me sleep.');
    const declined = await write('Something unkind.');
    await admin.post(`/admin/comments/${kept.id}/approve`);
    await admin.post(`/admin/comments/${declined.id}/reject`, { reason: 'Please be kind.' });
    const { notifications } = await inbox(reader!);
    const link = `/stories/${encodeURIComponent(story.slug)}`;
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'comment_declined', link }),
      expect.objectContaining({ kind: 'comment_published', link }),
    ]);
    expect(JSON.stringify(notifications)).not.toMatch(/helped me|unkind|Please be kind/);
  });

  it("a followed writer's new story lands in their followers' inboxes", async () => {
    const [follower, stranger] = await signedInReaders(t, 2);
    await t.post(
      '/follows',
      { role: 'writer', username: writer.username, following: true },
      { remoteAddress: uniqueIp(), ...follower!.auth },
    );
    const created = await admin.post('/admin/stories', {
      writerId: writer.id,
      title: 'Morning pages',
      body: 'I write three pages every morning.',
      genre: 'Lifestyle',
      contentWarnings: [],
      premium: false,
    });
    const story = created.json().story as { id: number; slug: string };
    await admin.post(`/admin/stories/${story.id}/approve`);
    expect((await inbox(follower!)).notifications).toEqual([
      expect.objectContaining({
        kind: 'new_story',
        body: 'Morning pages',
        link: `/stories/${story.slug}`,
      }),
    ]);
    expect((await inbox(stranger!)).notifications).toEqual([]);
  });

  it('the bell counts unread; reading marks them read, only the reader’s own', async () => {
    const [reader, other] = await signedInReaders(t, 2);
    await t.app.notifications.service.notifyReader(reader!.id, { kind: 'comment_published' });
    await t.app.notifications.service.notifyReader(reader!.id, { kind: 'comment_declined' });
    await t.app.notifications.service.notifyReader(other!.id, { kind: 'comment_published' });
    expect((await t.get('/reader/notifications/unread', reader!.auth)).json()).toEqual({
      unread: 2,
    });
    const [newest] = (await inbox(reader!)).notifications as { id: number; kind: string }[];
    expect(newest!.kind).toBe('comment_declined');
    const otherId = (await inbox(other!)).notifications[0].id as number;
    const read = await t.post(
      '/reader/notifications/read',
      { ids: [newest!.id, otherId] },
      { remoteAddress: uniqueIp(), ...reader!.auth },
    );
    expect(read.json().unread).toBe(1);
    expect((await inbox(other!)).unread).toBe(1);
    await t.post(
      '/reader/notifications/read',
      { all: true },
      { remoteAddress: uniqueIp(), ...reader!.auth },
    );
    expect((await t.get('/reader/notifications/unread', reader!.auth)).json()).toEqual({
      unread: 0,
    });
    const signedOut = await t.get('/reader/notifications');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBe(LOG_IN_FOR_NOTIFICATIONS);
  });

  it('only an administrator can send', async () => {
    const [reader] = await signedInReaders(t, 1);
    const refused = await t.post(
      '/admin/notifications',
      { audience: 'everyone', title: 'x', body: 'y' },
      { remoteAddress: uniqueIp(), ...reader!.auth },
    );
    expect(refused.statusCode).toBe(403);
  });
});
