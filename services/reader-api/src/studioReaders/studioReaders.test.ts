import { and, eq } from 'drizzle-orm';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { signedInContributor } from '../testing/contributorTesting.ts';
import { adminAuditLog } from '../core/audit/auditTables.ts';
import { COMMENT_NOT_YOURS, REPLY_SENT } from './studioReaderWords.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('studio readers on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let adminBearer: string;
  let readers: TestReader[];

  beforeAll(async () => {
    t = await createTestApp({ driver });
    adminBearer = await adminToken(t);
    admin = adminRequest(t, adminBearer);
    readers = await signedInReaders(t, 3, { firstName: 'Bisi' });
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const publishedStory = async (writerId: number, title: string) => {
    const made = await admin.post('/admin/stories', {
      writerId,
      title,
      body: 'One paragraph.\n\nAnother.',
      genre: 'Mental Health',
      contentWarnings: [],
      premium: false,
    });
    const story = made.json().story as { id: number; slug: string };
    expect((await admin.post(`/admin/stories/${story.id}/approve`)).statusCode).toBe(200);
    return story;
  };
  const comment = async (reader: TestReader, storyId: number, text: string, anonymous = false) => {
    const sent = await t.post(
      '/comments',
      { target: 'story', id: storyId, text, anonymous },
      { remoteAddress: uniqueIp(), ...reader.auth },
    );
    expect(sent.statusCode).toBe(201);
    return sent.json().comment.id as number;
  };
  const overview = async (token: string) => (await t.get('/studio/readers', as(token))).json();

  it('shows followers, recent likes and only published comments on the writer’s own work', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const other = await signedInContributor(t, { role: 'writer' });
    const story = await publishedStory(writer.memberId, 'The year I stopped hiding');
    const elsewhere = await publishedStory(other.memberId, 'Someone else’s story');
    const [a, b] = readers as [TestReader, TestReader];
    const username = (await admin.get(`/admin/writers/${writer.memberId}`)).json().person.username;
    await t.post(
      '/follows',
      { role: 'writer', username, following: true },
      { remoteAddress: uniqueIp(), ...a.auth },
    );
    await t.post(
      '/likes',
      { target: 'story', id: story.id, liked: true },
      { remoteAddress: uniqueIp(), ...b.auth },
    );
    await t.post(
      '/likes',
      { target: 'story', id: elsewhere.id, liked: true },
      { remoteAddress: uniqueIp(), ...b.auth },
    );
    const approved = await comment(a, story.id, 'This helped me a lot.');
    await comment(b, story.id, 'Still waiting for a moderator.');
    const declined = await comment(b, story.id, 'Declined by the moderator.');
    const anonymous = await comment(b, story.id, 'Said without my name.', true);
    await comment(a, elsewhere.id, 'On another writer’s story.');
    for (const id of [approved, declined, anonymous])
      await admin.post(`/admin/comments/${id}/approve`);
    await admin.post(`/admin/comments/${declined}/reject`, { reason: 'Off topic' });

    const seen = await overview(writer.token);
    expect(seen.followers).toBe(1);
    expect(seen.likes).toEqual([
      {
        on: {
          target: 'story',
          id: story.id,
          title: 'The year I stopped hiding',
          link: `/stories/${story.slug}`,
        },
        liked_at: expect.any(String),
      },
    ]);
    expect(seen.comments.map((c: { text: string; by: string | null }) => [c.text, c.by])).toEqual(
      expect.arrayContaining([
        ['This helped me a lot.', 'Bisi'],
        ['Said without my name.', null],
      ]),
    );
    expect(seen.comments).toHaveLength(2);
  });

  it('a reply goes to moderation and shows as the writer’s reply under the comment once published', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const story = await publishedStory(writer.memberId, 'Learning to rest');
    const commentId = await comment(readers[0]!, story.id, 'How did you start?');
    await admin.post(`/admin/comments/${commentId}/approve`);

    const sent = await t.post(
      `/studio/readers/comments/${commentId}/replies`,
      { text: 'One evening at a time. Call me on 08031234567.' },
      as(writer.token),
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: REPLY_SENT,
      reply: { id: expect.any(Number), status: 'in_review', rejection_reason: null },
    });
    const replyId = sent.json().reply.id as number;
    const publicComments = async () =>
      (await t.get(`/comments?target=story&id=${story.id}`)).json().comments;
    expect((await publicComments()).map((c: { id: number }) => c.id)).toEqual([commentId]);
    // In the console's comments queue like any comment, by the writer's name, phone number flagged.
    const queued = (await admin.get(`/admin/comments/${replyId}`)).json().comment;
    expect(queued).toMatchObject({ status: 'in_review', flags: ['phone'] });
    expect((await overview(writer.token)).comments[0].replies).toEqual([
      expect.objectContaining({ id: replyId, status: 'in_review' }),
    ]);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'studio-reply-create'),
          eq(adminAuditLog.entityId, String(replyId)),
        ),
      );
    expect(audit!.after).toMatchObject({ contributorId: writer.memberId, replyTo: commentId });

    // The writer's profile in the console shows it among their own actions.
    const own = (await admin.get(`/admin/writers/${writer.memberId}/activity`)).json().own;
    expect(own).toContainEqual(
      expect.objectContaining({ kind: 'added-comment', key: `comment-${replyId}` }),
    );

    await admin.post(`/admin/comments/${replyId}/approve`);
    const shown = (await publicComments()).find((c: { id: number }) => c.id === replyId);
    expect(shown).toMatchObject({ reply_to: commentId, text: expect.not.stringContaining('0803') });
    const writerName = (await admin.get(`/admin/writers/${writer.memberId}`)).json().person
      .display_name as string;
    expect(shown.by).toBe(writerName);

    // The reader whose comment it answers hears of it in their inbox (only once it is published).
    const inbox = (await t.get('/reader/notifications', readers[0]!.auth)).json();
    expect(inbox.notifications[0]).toMatchObject({
      kind: 'comment_replied',
      title: writerName,
      body: null,
      link: `/stories/${story.slug}`,
      read: false,
    });
    const replied = (n: { kind: string }) => n.kind === 'comment_replied';
    expect(inbox.notifications.filter(replied)).toHaveLength(1);
    // Nobody else's inbox.
    const other = (await t.get('/reader/notifications', readers[1]!.auth)).json();
    expect(other.notifications.filter(replied)).toHaveLength(0);
  });

  it('a declined reply tells nobody', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const story = await publishedStory(writer.memberId, 'Small steps');
    const commentId = await comment(readers[2]!, story.id, 'Thank you.');
    await admin.post(`/admin/comments/${commentId}/approve`);
    const before = (await t.get('/reader/notifications', readers[2]!.auth)).json().notifications
      .length as number;
    const sent = await t.post(
      `/studio/readers/comments/${commentId}/replies`,
      { text: 'Thank you for reading.' },
      as(writer.token),
    );
    const declined = await admin.post(`/admin/comments/${sent.json().reply.id}/reject`, {
      reason: 'Please keep replies about the story.',
    });
    expect(declined.statusCode).toBe(200);
    const after = (await t.get('/reader/notifications', readers[2]!.auth)).json().notifications;
    expect(after).toHaveLength(before);
  });

  it('refuses a reply to a comment on someone else’s work or not published', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const other = await signedInContributor(t, { role: 'writer' });
    const elsewhere = await publishedStory(other.memberId, 'Not theirs');
    const mine = await publishedStory(writer.memberId, 'Theirs');
    const onOther = await comment(readers[1]!, elsewhere.id, 'On the other story');
    await admin.post(`/admin/comments/${onOther}/approve`);
    const waiting = await comment(readers[1]!, mine.id, 'Not approved yet');
    for (const id of [onOther, waiting, 999_999]) {
      const refused = await t.post(
        `/studio/readers/comments/${id}/replies`,
        { text: 'Hi' },
        as(writer.token),
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: COMMENT_NOT_YOURS });
    }
  });

  it("a reader's or an admin's token, or none, cannot use the studio's readers page", async () => {
    for (const headers of [readers[0]!.auth, as(adminBearer), {}]) {
      expect([401, 403]).toContain((await t.get('/studio/readers', headers)).statusCode);
      expect([401, 403]).toContain(
        (await t.post('/studio/readers/comments/1/replies', { text: 'x' }, headers)).statusCode,
      );
    }
  });
});
