import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { signedInContributor, type TestContributor } from '../testing/contributorTesting.ts';
import { signedInReaders } from '../testing/signedInReaders.ts';
import { adminAuditLog } from '../core/audit/auditTables.ts';
import { members } from '../admin/adminTables.ts';

type Admin = ReturnType<typeof adminRequest>;

const COMPLETE = {
  title: 'The year I learned to rest',
  body: '## Before\n\nI worked every night.\n\n> Rest is not a reward.\n\n- sleep\n- walk',
  genre: 'Mental Health',
  content_warnings: [],
  premium: false,
};
const EMPTY = { title: '', body: '', genre: '', content_warnings: [], premium: false };

describe.each(drivers)('a writer’s own stories in the studio on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let writer: TestContributor;
  let otherWriter: TestContributor;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    admin = adminRequest(t, await adminToken(t));
    writer = await signedInContributor(t, { role: 'writer' });
    otherWriter = await signedInContributor(t, { role: 'writer' });
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });
  const studio = async (
    who: { token: string },
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1/studio${path}`,
      headers: as(who),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    await t.app.services.mailWorker.drain();
    return response;
  };
  const newDraft = async (fields: Record<string, unknown> = EMPTY, who = writer) => {
    const response = await studio(who, 'POST', '/stories', fields);
    expect(response.statusCode).toBe(201);
    return response.json().story as { id: number; revision: number; slug: string };
  };
  const save = (id: number, base: number, fields: Record<string, unknown>, who = writer) =>
    studio(who, 'PATCH', `/stories/${id}`, { ...fields, base_revision: base });
  const submit = (id: number, revision: number, who = writer) =>
    studio(who, 'POST', `/stories/${id}/submit`, { revision });
  const mailTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);

  it('a draft is saved as it is written, listed in My stories, and kept out of the moderation queue', async () => {
    const draft = await newDraft();
    expect(draft.revision).toBe(1);
    const saved = await save(draft.id, 1, { ...EMPTY, title: 'Half a title' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().story).toMatchObject({
      revision: 2,
      title: 'Half a title',
      status: 'draft',
    });

    const mine = (await studio(writer, 'GET', '/stories')).json().stories;
    expect(mine[0]).toMatchObject({ id: draft.id, status: 'draft', likes: 0, comments: 0 });

    const queue = (await admin.get('/admin/stories')).json().rows as { id: number }[];
    expect(queue.map((row) => row.id)).not.toContain(draft.id);
    expect((await admin.get(`/admin/stories/${draft.id}`)).statusCode).toBe(404);
  });

  it('a save based on an old revision is refused with 409 and the version on the server', async () => {
    const draft = await newDraft();
    // Phone and laptop both opened revision 1; the phone saves first.
    expect((await save(draft.id, 1, { ...EMPTY, body: 'Written on the phone' })).statusCode).toBe(
      200,
    );
    const late = await save(draft.id, 1, { ...EMPTY, body: 'Written on the laptop' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'REVISION_CONFLICT',
      story: { id: draft.id, revision: 2, body: 'Written on the phone' },
    });
    // Neither is lost: the writer keeps (or merges into) one, based on the revision now shown.
    const merged = await save(draft.id, 2, {
      ...EMPTY,
      body: 'Written on the phone\n\nWritten on the laptop',
    });
    expect(merged.json().story).toMatchObject({ revision: 3 });
  });

  it('a writer cannot read, save or submit another writer’s story', async () => {
    const draft = await newDraft(COMPLETE, otherWriter);
    expect((await studio(writer, 'GET', `/stories/${draft.id}`)).statusCode).toBe(404);
    expect((await save(draft.id, 1, COMPLETE)).statusCode).toBe(404);
    expect((await submit(draft.id, 1)).statusCode).toBe(404);
    const mine = (await studio(writer, 'GET', '/stories')).json().stories as { id: number }[];
    expect(mine.map((s) => s.id)).not.toContain(draft.id);
    expect((await studio(otherWriter, 'GET', `/stories/${draft.id}`)).json().story).toMatchObject({
      revision: 1,
      status: 'draft',
    });
  });

  it('an empty or incomplete story cannot be submitted', async () => {
    const draft = await newDraft();
    const empty = await submit(draft.id, 1);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(
      'Please give your story a title before you send it for review.',
    );
    await save(draft.id, 1, { ...COMPLETE, genre: '' });
    expect((await submit(draft.id, 2)).json().error).toBe(
      'Please choose a genre before you send it for review.',
    );
    // Submitting what the writer did not see (an older revision) is refused too.
    await save(draft.id, 2, COMPLETE);
    expect((await submit(draft.id, 2)).statusCode).toBe(409);
  });

  it('only writers write stories; a reader’s or an admin’s session is refused', async () => {
    const consultant = await signedInContributor(t, { role: 'consultant' });
    expect((await studio(consultant, 'POST', '/stories', EMPTY)).statusCode).toBe(403);
    const [reader] = await signedInReaders(t, 1);
    expect((await studio(reader!, 'GET', '/stories')).statusCode).toBe(403);
    expect((await studio({ token: 'x'.repeat(40) }, 'GET', '/stories')).statusCode).toBe(401);
  });

  it('submit, reject with a reason, revise, resubmit: the moderator sees the diff, the writer each decision', async () => {
    const draft = await newDraft();
    await save(draft.id, 1, COMPLETE);
    const sent = await submit(draft.id, 2);
    expect(sent.json().story).toMatchObject({ status: 'in_review' });
    // Saving while in review is refused: the moderators have it.
    expect((await save(draft.id, 2, COMPLETE)).statusCode).toBe(409);

    const inQueue = (await admin.get(`/admin/stories/${draft.id}`)).json().story;
    expect(inQueue).toMatchObject({ source: 'studio', format: 'markdown', rejected_version: null });

    const reason = 'Please add how you found help, for readers in the same place.';
    expect((await admin.post(`/admin/stories/${draft.id}/reject`, { reason })).statusCode).toBe(
      200,
    );
    const rejectedMail = mailTo(writer.email).at(-1)!;
    expect(rejectedMail.subject).toBe(`Your story “${COMPLETE.title}” needs changes`);
    expect(rejectedMail.text).toContain(reason);
    expect(rejectedMail.text).toContain(`/studio/write/${draft.id}`);

    const seen = (await studio(writer, 'GET', '/stories')).json().stories[0];
    expect(seen).toMatchObject({ id: draft.id, status: 'rejected', rejection_reason: reason });

    const revisedBody = `${COMPLETE.body}\n\nA counsellor at school helped me.`;
    const revised = await save(draft.id, 2, { ...COMPLETE, body: revisedBody });
    expect(revised.json().story).toMatchObject({ status: 'rejected', revision: 3 });
    expect((await submit(draft.id, 3)).json().story).toMatchObject({
      status: 'in_review',
      rejection_reason: null,
    });
    const again = (await admin.get(`/admin/stories/${draft.id}`)).json().story;
    expect(again.body).toBe(revisedBody);
    expect(again.rejected_version).toEqual({ title: COMPLETE.title, body: COMPLETE.body });

    expect((await admin.post(`/admin/stories/${draft.id}/approve`)).statusCode).toBe(200);
    const publishedMail = mailTo(writer.email).at(-1)!;
    expect(publishedMail.subject).toBe(`Your story “${COMPLETE.title}” is published`);
    const { slug } = (await studio(writer, 'GET', `/stories/${draft.id}`)).json().story;
    expect(publishedMail.text).toContain(`/stories/${slug}`);
    expect(
      (await admin.get(`/admin/stories/${draft.id}`)).json().story.rejected_version,
    ).toBeNull();
    expect((await t.get(`/stories/${slug}`)).statusCode).toBe(200);
  });

  it('every studio write is audit-logged with the writer’s member id', async () => {
    const draft = await newDraft();
    await save(draft.id, 1, COMPLETE);
    await submit(draft.id, 2);
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'story'), eq(adminAuditLog.entityId, `${draft.id}`)))
      .orderBy(desc(adminAuditLog.id));
    expect(rows.map((row) => row.action)).toEqual([
      'studio-story.submit',
      'studio-story.save',
      'studio-story.create',
    ]);
    for (const row of rows)
      expect(row.after).toMatchObject({ contributorId: writer.memberId, role: 'writer' });
  });

  it('a published studio story renders its Markdown sanitised; a console story renders as before', async () => {
    const draft = await newDraft();
    const body =
      '## A heading\n\nA paragraph with *feeling*.\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n1. one\n2. two';
    await save(draft.id, 1, { ...COMPLETE, title: 'Markdown story', body });
    await submit(draft.id, 2);
    await admin.post(`/admin/stories/${draft.id}/approve`);
    const { slug } = (await studio(writer, 'GET', `/stories/${draft.id}`)).json().story;
    const page = (await t.get(`/stories/${slug}`)).json().story;
    expect(page.body_html).toContain('<h2>A heading</h2>');
    expect(page.body_html).toContain('<em>feeling</em>');
    expect(page.body_html).toContain('<ol>');
    expect(page.body_html).not.toMatch(/<script|<img/i);
    expect(page.body_html).toContain('&lt;script&gt;');
    // Lists show the words, not the marks: the first block as the excerpt.
    const listed = (await t.get('/stories'))
      .json()
      .stories.find((s: { slug: string }) => s.slug === slug);
    expect(listed.excerpt).toBe('A heading');

    const [member] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, writer.email));
    const typed = await admin.post('/admin/stories', {
      writerId: member!.id,
      title: 'Typed in the console',
      body: '## Not a heading here\n\nSecond paragraph.',
      genre: 'Career',
      contentWarnings: [],
      premium: false,
    });
    expect(typed.json().story).toMatchObject({ source: 'console', format: 'plain' });
    await admin.post(`/admin/stories/${typed.json().story.id}/approve`);
    const plain = (await t.get(`/stories/${typed.json().story.slug}`)).json().story;
    expect(plain.body_html).toBeNull();
    expect(plain.paragraphs).toEqual(['## Not a heading here', 'Second paragraph.']);
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'story.create'),
          eq(adminAuditLog.entityId, `${typed.json().story.id}`),
        ),
      );
    expect(entry!.after).toMatchObject({ enteredBy: 'admin', writerId: member!.id });
  });

  it('My stories counts qualified reads, readers’ likes and only published comments', async () => {
    const draft = await newDraft();
    await save(draft.id, 1, COMPLETE);
    await submit(draft.id, 2);
    await admin.post(`/admin/stories/${draft.id}/approve`);
    const { slug } = (await studio(writer, 'GET', `/stories/${draft.id}`)).json().story;
    const [reader, secondReader] = await signedInReaders(t, 2);
    const liked = await t.post(
      '/likes',
      { target: 'story', id: draft.id, liked: true },
      { remoteAddress: uniqueIp(), ...reader!.auth },
    );
    expect(liked.statusCode).toBeLessThan(300);
    const commented = await t.post(
      '/comments',
      { target: 'story', id: draft.id, anonymous: true, text: 'This helped me today.' },
      { remoteAddress: uniqueIp(), ...reader!.auth },
    );
    expect(commented.statusCode).toBe(201);
    const row = async () =>
      ((await studio(writer, 'GET', '/stories')).json().stories as { id: number }[]).find(
        (s) => s.id === draft.id,
      );
    expect(await row()).toMatchObject({ reads: 0, likes: 1, comments: 0, status: 'published' });
    await admin.post(`/admin/comments/${commented.json().comment.id}/approve`);
    expect(await row()).toMatchObject({ reads: 0, likes: 1, comments: 1 });

    // Two readers stay 30 s on the story (the first twice the same day: one read).
    const start = async (who: typeof reader) =>
      (
        await t.post(`/stories/${slug}/reads/start`, undefined, {
          remoteAddress: uniqueIp(),
          ...who!.auth,
        })
      ).json().token as string;
    const tokens = [await start(reader), await start(reader), await start(secondReader)];
    t.clock.advanceSeconds(31);
    for (const [index, token] of tokens.entries()) {
      const who = index < 2 ? reader : secondReader;
      const reported = await t.post(
        `/stories/${slug}/reads`,
        { token },
        { remoteAddress: uniqueIp(), ...who!.auth },
      );
      expect(reported.statusCode).toBe(200);
    }
    expect(await row()).toMatchObject({ reads: 2, likes: 1, comments: 1 });
    // Another writer's reads are not this one's.
    const others = (await studio(otherWriter, 'GET', '/stories')).json().stories as unknown[];
    expect(others).not.toContainEqual(expect.objectContaining({ id: draft.id }));
  });
});
