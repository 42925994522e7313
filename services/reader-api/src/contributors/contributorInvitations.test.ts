/**
 * Studio invitations (issue 43), through HTTP: Create Writer e-mails a single-use link that
 * expires in seven days; the person sets their own password and accepts the writers' terms;
 * Resend replaces the link; a password an admin typed opens nothing until the person sets
 * their own. The console sees the invitation's state; nobody else does.
 */
import { WRITERS_TERMS_VERSION } from '@thrive/reader-contract/schemas';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import {
  asContributor,
  CONTRIBUTOR_PASSWORD,
  signedInContributor,
} from '../testing/contributorTesting.ts';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import {
  INVITATION_ACCEPTED,
  INVITATION_PROBLEM,
  OWN_PASSWORD_NEEDED,
  OWN_PASSWORD_NEEDED_CODE,
} from './contributorWords.ts';

type Admin = ReturnType<typeof adminRequest>;
const OWN_PASSWORD = 'lagoon pencil harmattan 31';

const memberForm = (email: string, password?: string) => {
  const data = new FormData();
  data.append('name', 'Zainab Tarka');
  data.append('email', email);
  if (password !== undefined) data.append('password', password);
  data.append('genre', 'Mental Health');
  data.append('gender', 'F');
  return data;
};

describe.each(drivers)('studio invitations on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  // A fresh admin session each time: a test moves the clock past an admin's idle timeout.
  beforeEach(async () => {
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Adds a writer in the console; the id and the token of the invitation e-mailed. */
  async function addWriter(email = uniqueEmail('writer'), password?: string) {
    const created = await admin.multipart('/admin/writers', memberForm(email, password));
    expect(created.statusCode).toBe(201);
    await t.drainMail();
    return { id: created.json().person._id as number, email, token: latestInvitation(email) };
  }
  function latestInvitation(email: string): string {
    const mail = t.mailer
      .to(email)
      .filter((m) => m.kind === 'studio-invitation')
      .at(-1);
    const link = /https?:\/\/\S+\/studio\/invitation#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!link) throw new Error(`no invitation mailed to ${email}`);
    return link[1]!;
  }
  const open = (token: string) => t.post('/studio/invitation/open', { token });
  const accept = (token: string, terms = WRITERS_TERMS_VERSION) =>
    t.post('/studio/invitation/accept', { token, password: OWN_PASSWORD, terms_version: terms });
  const signIn = (email: string, password = OWN_PASSWORD) =>
    t.post('/studio/session', { email, password }, { remoteAddress: uniqueIp() });

  it('Create Writer needs no password and e-mails an invitation the writer accepts once', async () => {
    const writer = await addWriter();
    const mail = t.mailer.to(writer.email).at(-1)!;
    expect(mail.subject).toBe('You are invited to write on Thrive as a writer');
    expect((await admin.get(`/admin/writers/${writer.id}/invitation`)).json()).toMatchObject({
      state: 'invited',
      accepted_at: null,
    });
    // Nobody signs in before accepting: there is no password yet.
    expect((await signIn(writer.email)).statusCode).toBe(401);

    const opened = await open(writer.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      display_name: 'Zainab Tarka',
      email: writer.email,
      role: 'writer',
      terms_version: WRITERS_TERMS_VERSION,
    });
    const accepted = await accept(writer.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: INVITATION_ACCEPTED });
    expect((await signIn(writer.email)).statusCode).toBe(200);
    expect((await admin.get(`/admin/writers/${writer.id}/invitation`)).json().state).toBe(
      'accepted',
    );

    const again = await accept(writer.token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: INVITATION_PROBLEM.used });
    expect((await open(writer.token)).json()).toMatchObject({ error: INVITATION_PROBLEM.used });
  });

  it('accepts one of two tabs accepting at once', async () => {
    const writer = await addWriter();
    const answers = await Promise.all([accept(writer.token), accept(writer.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses an expired invitation with a clear message, and Resend gives a new link', async () => {
    const writer = await addWriter();
    t.clock.advanceHours(7 * 24 + 1);
    const expired = await accept(writer.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: INVITATION_PROBLEM.expired });
    admin = adminRequest(t, await adminToken(t));
    expect((await admin.get(`/admin/writers/${writer.id}/invitation`)).json().state).toBe(
      'expired',
    );

    const resent = await admin.post(`/admin/writers/${writer.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'Invitation sent.', state: 'invited' });
    const fresh = latestInvitation(writer.email);
    expect(fresh).not.toBe(writer.token);
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('a resend makes the earlier link stop working', async () => {
    const writer = await addWriter();
    await admin.post(`/admin/writers/${writer.id}/invitation`);
    const old = await open(writer.token);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ error: INVITATION_PROBLEM.superseded });
  });

  it('refuses a link that names no invitation, and terms not accepted', async () => {
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: INVITATION_PROBLEM.unknown });
    const writer = await addWriter();
    const noTerms = await accept(writer.token, '2020-01');
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({ error: INVITATION_PROBLEM.terms });
    // The invitation still works once the terms are accepted.
    expect((await accept(writer.token)).statusCode).toBe(200);
  });

  it('a password an admin typed opens nothing: the first sign-in e-mails an invitation', async () => {
    const typed = 'admin typed this 2026';
    const writer = await addWriter(uniqueEmail('legacy'), typed);
    const refused = await signIn(writer.email, typed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: OWN_PASSWORD_NEEDED, code: OWN_PASSWORD_NEEDED_CODE });
    await t.drainMail();
    const mail = t.mailer.to(writer.email).at(-1)!;
    expect(mail.subject).toBe('Set your own password for the Thrive studio');
    // A wrong password says nothing about it and sends nothing.
    const before = t.mailer.to(writer.email).length;
    expect((await signIn(writer.email, 'not the password 1')).statusCode).toBe(401);
    await t.drainMail();
    expect(t.mailer.to(writer.email)).toHaveLength(before);

    expect((await accept(latestInvitation(writer.email))).statusCode).toBe(200);
    expect((await signIn(writer.email, typed)).statusCode).toBe(401);
    expect((await signIn(writer.email)).statusCode).toBe(200);
  });

  it('the console’s Reset on a writer or consultant e-mails a studio link to set a new password; the second factor stays', async () => {
    for (const role of ['writer', 'consultant'] as const) {
      const member = await signedInContributor(t, { role });
      const reset = await admin.post(`/admin/${role}s/${member.memberId}/password-reset`);
      expect(reset.statusCode).toBe(202);
      await t.drainMail();
      const mail = t.mailer.to(member.email).at(-1)!;
      expect(mail).toMatchObject({
        kind: 'studio-invitation',
        subject: 'Set a new password for the Thrive studio',
      });
      // Not the readers' /reset page: the studio's own link.
      expect(mail.text).not.toMatch(/\/reset\b/);
      expect((await admin.get(`/admin/${role}s/${member.memberId}/invitation`)).json().state).toBe(
        'invited',
      );
      // The current password keeps working until a new one is set.
      expect((await signIn(member.email, CONTRIBUTOR_PASSWORD)).statusCode).toBe(200);

      expect((await accept(latestInvitation(member.email))).statusCode).toBe(200);
      expect((await signIn(member.email, CONTRIBUTOR_PASSWORD)).statusCode).toBe(401);
      const step = await signIn(member.email);
      expect(step.statusCode).toBe(200);
      // The authenticator app set up before is asked for, not set up again.
      expect(step.json()).toMatchObject({ second_factor: 'verify' });
      // Setting the new password ended the sessions opened with the old one.
      expect((await t.get('/studio/me', asContributor(member))).statusCode).toBe(401);
    }
    expect((await admin.post('/admin/consultants/999999/password-reset')).statusCode).toBe(404);
  });

  it('answers a list page’s invitation states at once: invited, accepted, expired, none', async () => {
    const add = async () => {
      const email = uniqueEmail('consultant');
      const created = await admin.multipart('/admin/consultants', memberForm(email));
      expect(created.statusCode).toBe(201);
      await t.drainMail();
      return { id: created.json().person._id as number, email };
    };
    const invited = await add();
    const accepted = await add();
    expect((await accept(latestInvitation(accepted.email))).statusCode).toBe(200);
    const none = await signedInContributor(t, { role: 'consultant' });
    const writer = await addWriter();
    const ids = [invited.id, accepted.id, none.memberId, writer.id].join(',');
    const states = async () => {
      const answer = await admin.get(`/admin/consultants/invitations?ids=${ids}`);
      expect(answer.statusCode).toBe(200);
      const { invitations } = answer.json() as {
        invitations: Record<string, { state: string }>;
      };
      return Object.fromEntries(Object.entries(invitations).map(([id, s]) => [id, s.state]));
    };
    // A writer's id is not a consultant's: left out.
    expect(await states()).toEqual({
      [invited.id]: 'invited',
      [accepted.id]: 'accepted',
      [none.memberId]: 'none',
    });
    expect((await admin.get('/admin/consultants/invitations?ids=1,x')).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await admin.get(`/admin/consultants/invitations?ids=${many}`)).statusCode).toBe(400);
    expect((await t.get(`/admin/consultants/invitations?ids=${ids}`)).statusCode).toBe(401);
    expect(
      (await t.get(`/admin/consultants/invitations?ids=${ids}`, asContributor(none))).statusCode,
    ).toBe(403);
    t.clock.advanceHours(7 * 24 + 1);
    admin = adminRequest(t, await adminToken(t));
    expect((await states())[invited.id]).toBe('expired');
  });

  it('shows and resends invitations to admins only', async () => {
    const writer = await addWriter();
    const reader = await registerVerified(t, uniqueEmail());
    const contributor = await signedInContributor(t, { role: 'writer' });
    const path = `/admin/writers/${writer.id}/invitation`;
    const asReader = { headers: { authorization: `Bearer ${reader.token}` } };
    expect((await t.get(path)).statusCode).toBe(401);
    expect((await t.get(path, asReader)).statusCode).toBe(403);
    expect((await t.get(path, asContributor(contributor))).statusCode).toBe(403);
    expect((await t.post(path, {}, asContributor(contributor))).statusCode).toBe(403);
    // A writer's number under consultants names nobody.
    expect((await admin.get(`/admin/consultants/${writer.id}/invitation`)).statusCode).toBe(404);
  });
});
