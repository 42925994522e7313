/* eslint-disable max-lines -- many short HTTP tests of the console people lists, each set up on its own. */
import { sql } from 'drizzle-orm';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  type TestApp,
} from '../testing/testApp.ts';
import { DELETED_PROFILE_RETENTION_DAYS } from './adminConfig.ts';
import { adminRequest, adminToken, SAMPLE_PDF, SAMPLE_PNG } from '../testing/adminTesting.ts';
import { sampleConsultants, sampleReaders, sampleWriters } from './seed/sampleData.ts';
import { seedSampleData } from './seed/seed.ts';

type Row = Record<string, unknown> & { _id: number; name: string; status: string };
type Admin = ReturnType<typeof adminRequest>;

const writers = sampleWriters();
const readersSample = sampleReaders();

describe.each(drivers)('admin people API on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let adminEmail: string;
  /** Admin sessions last 12 hours: after moving the clock by days, sign in again. */
  const advanceDays = async (days: number) => {
    t.clock.advanceHours(24 * days);
    admin = adminRequest(t, await adminToken(t));
  };
  beforeAll(async () => {
    t = await createTestApp({ driver });
    expect(await seedSampleData(t.database.db, t.clock, t.hasher)).toBe(true);
    const token = await adminToken(t);
    admin = adminRequest(t, token);
    adminEmail = (await admin.get('/admin/me')).json().admin.email;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (path: string) => {
    const response = await admin.get(path);
    expect(response.statusCode).toBe(200);
    return response.json() as { rows: Row[]; total: number; pageCount: number; page: number };
  };
  const all = async (path: string) => {
    const sep = path.includes('?') ? '&' : '?';
    return (await list(`${path}${sep}pageSize=100`)).rows;
  };

  describe('seed', () => {
    it('seeds 31 writers, 18 consultants and 30 readers once, with example domains and fictional numbers', async () => {
      expect(await seedSampleData(t.database.db, t.clock, t.hasher)).toBe(false);
      const rows = await all('/admin/writers');
      expect(rows).toHaveLength(31);
      for (const row of [...rows, ...(await all('/admin/users'))]) {
        expect(row.email).toMatch(/@example\.(com|org|net)$/);
        expect(row.phone_number).toMatch(/^\+234 000 \d{3} \d{4}$/);
      }
      expect((await list('/admin/consultants')).total).toBe(18);
      expect((await list('/admin/users')).total).toBe(30);
    });
  });

  it('has the filter and search index (pg_trgm + btree_gin GIN) on both lists', async () => {
    const result = (await t.database.db.execute(
      sql`select indexname from pg_indexes where indexname in ('members_filter_search_gin', 'readers_filter_search_gin') order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((r) => r.indexname)).toEqual([
      'members_filter_search_gin',
      'readers_filter_search_gin',
    ]);
  });

  describe('lists', () => {
    it('pages on the server: totals, page counts and page sizes 10/25/50/100 only', async () => {
      const first = await list('/admin/writers');
      expect(first).toMatchObject({ total: 31, pageCount: 4, page: 1 });
      expect(first.rows).toHaveLength(10);
      const last = await list('/admin/writers?page=4');
      expect(last.rows).toHaveLength(1);
      expect((await list('/admin/writers?pageSize=25')).pageCount).toBe(2);
      expect((await list('/admin/writers?pageSize=50')).rows).toHaveLength(31);
      const ids = new Set<number>();
      for (let page = 1; page <= 4; page += 1)
        for (const row of (await list(`/admin/writers?page=${page}`)).rows) ids.add(row._id);
      expect(ids.size).toBe(31);
      const bad = await admin.get('/admin/writers?pageSize=7');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('pageSize must be 10, 25, 50 or 100.');
      expect((await admin.get('/admin/writers?page=0')).statusCode).toBe(400);
    });

    it('filters by genre, sex and status; a row passes when every filter matches', async () => {
      const genre = writers[0]!.genre;
      expect((await list(`/admin/writers?genre=${encodeURIComponent(genre)}`)).total).toBe(
        writers.filter((w) => w.genre === genre).length,
      );
      expect((await list('/admin/writers?sex=F')).total).toBe(
        writers.filter((w) => w.gender === 'F').length,
      );
      expect((await list('/admin/writers?status=Inactive')).total).toBe(
        writers.filter((w) => w.status === 'Inactive').length,
      );
      const both = await all(
        `/admin/writers?sex=M&status=Active&genre=${encodeURIComponent(genre)}`,
      );
      expect(both.length).toBe(
        writers.filter((w) => w.gender === 'M' && w.status === 'Active' && w.genre === genre)
          .length,
      );
      for (const row of both) expect(row).toMatchObject({ gender: 'M', status: 'Active', genre });
      expect((await admin.get('/admin/writers?genre=Cooking')).statusCode).toBe(400);
      expect((await admin.get('/admin/writers?sex=X')).statusCode).toBe(400);
    });

    it('Free means not premium, Premium means premium (users)', async () => {
      const premium = await all('/admin/users?plan=premium');
      const free = await all('/admin/users?plan=free');
      expect(premium.length).toBe(readersSample.filter((r) => r.premium).length);
      expect(free.length).toBe(readersSample.filter((r) => !r.premium).length);
      expect(premium.every((r) => r.isActive === true)).toBe(true);
      expect(free.every((r) => r.isActive === false)).toBe(true);
      expect(premium.length + free.length).toBe(30);
    });

    it('searches case-insensitively for a substring of the text columns', async () => {
      const target = writers[4]!;
      const needle = target.username.slice(1, 6).toUpperCase();
      const rows = await all(`/admin/writers?search=${encodeURIComponent(needle)}`);
      expect(rows.map((r) => r.name)).toContain(target.name);
      const expected = writers.filter((w, i) =>
        [String(i + 1), w.name, w.username, w.email, w.genre, w.gender, w.status].some((value) =>
          value.toLowerCase().includes(needle.toLowerCase()),
        ),
      );
      expect(rows.length).toBe(expected.length);
      // Status and genre are columns too.
      expect((await list('/admin/writers?search=inACTIVE')).total).toBe(
        writers.filter((w) => w.status === 'Inactive').length,
      );
    });

    it('searches the number column (S/N) too, and never across two columns', async () => {
      const rows = await all('/admin/writers?search=17');
      expect(rows.map((r) => r._id)).toContain(17);
      for (const row of rows)
        expect(
          [String(row._id), row.name, row.username, row.email, row.genre, row.gender, row.status]
            .join('\n')
            .toLowerCase(),
        ).toContain('17');
      // "%" and "_" are plain characters, not wildcards.
      expect((await list('/admin/writers?search=%25')).total).toBe(0);
      const underscore = writers.filter((w) => w.username.includes('_') || w.email.includes('_'));
      expect((await list('/admin/writers?search=_')).total).toBe(underscore.length);
      // A value that only exists across the boundary of two columns does not match.
      const across =
        `${writers[0]!.name.slice(-2)}${writers[0]!.username.slice(0, 2)}`.toLowerCase();
      const acrossRows = await all(`/admin/writers?search=${encodeURIComponent(across)}`);
      for (const row of acrossRows)
        expect([row.name, row.username, row.email].join('\n').toLowerCase()).toContain(across);
    });

    it('sorts by several columns in the order given', async () => {
      const rows = await all('/admin/writers?sort=sex:desc,sn:desc');
      const expected = [...rows].sort(
        (a, b) =>
          String(b.gender).localeCompare(String(a.gender)) || (b._id as number) - (a._id as number),
      );
      expect(rows.map((r) => r._id)).toEqual(expected.map((r) => r._id));
      expect(rows[0]!.gender).toBe('M');

      const byStatus = await all('/admin/writers?sort=status:desc,sex:asc,sn:asc');
      const expectedStatus = [...byStatus].sort(
        (a, b) =>
          String(b.status).localeCompare(String(a.status)) ||
          String(a.gender).localeCompare(String(b.gender)) ||
          a._id - b._id,
      );
      expect(byStatus.map((r) => r._id)).toEqual(expectedStatus.map((r) => r._id));

      const ascending = (await all('/admin/writers?sort=name:asc')).map((r) => r.name);
      const descending = (await all('/admin/writers?sort=name:desc')).map((r) => r.name);
      expect(descending).toEqual([...ascending].reverse());
      expect(new Set(ascending).size).toBe(31);
      // Paging follows the sort.
      const page2 = await list('/admin/writers?sort=sex:desc,sn:desc&page=2');
      expect(page2.rows.map((r) => r._id)).toEqual(rows.slice(10, 20).map((r) => r._id));
      expect((await admin.get('/admin/writers?sort=password:asc')).statusCode).toBe(400);
    });

    it('pages a search in the sort asked for, like the list it narrows (a page past the end too)', async () => {
      // Every sample address is at an example domain: these searches keep every row, so each
      // page must be that of the unsearched list. "xa" is too short for the trigram index.
      for (const [path, term] of [
        ['/admin/writers?sort=name:desc,sn:asc&status=Active', 'exAMPLE'],
        ['/admin/writers?sort=status:asc,email:desc', 'xa'],
        ['/admin/users?sort=name:asc', 'example'],
      ] as const) {
        const sorted = await all(path);
        expect(sorted.length).toBeGreaterThan(10);
        const pages = Math.ceil(sorted.length / 10);
        for (let page = 1; page <= pages; page += 1) {
          const searched = await list(`${path}&search=${term}&page=${page}`);
          expect(searched.total).toBe(sorted.length);
          expect(searched.rows.map((r) => r._id)).toEqual(
            sorted.slice((page - 1) * 10, page * 10).map((r) => r._id),
          );
        }
        const past = await list(`${path}&search=${term}&page=${pages + 2}`);
        expect(past).toMatchObject({ total: sorted.length, rows: [] });
      }
    });

    it('lists real readers: verified sign-ups appear, pending ones do not', async () => {
      const email = uniqueEmail('newreader');
      await registerVerified(t, email);
      const pending = uniqueEmail('pending');
      await t.post('/reader/web-register', {
        first_name: 'Pending',
        last_name: 'Person',
        email: pending,
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      });
      const found = await all(`/admin/users?search=${encodeURIComponent(email)}`);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        email,
        isActive: false,
        status: 'Active',
        name: 'Ada Okafor',
      });
      expect((await list(`/admin/users?search=${encodeURIComponent(pending)}`)).total).toBe(0);
    });
  });

  describe('profiles and changes', () => {
    it('opens a profile by id; unknown ids and the other kind are User Not Found', async () => {
      const response = await admin.get('/admin/writers/3');
      expect(response.statusCode).toBe(200);
      expect(response.json().person).toMatchObject({ _id: 3, name: writers[2]!.name });
      const consultantId = 31 + 1;
      expect((await admin.get(`/admin/consultants/${consultantId}`)).json().person.name).toBe(
        sampleConsultants()[0]!.name,
      );
      for (const path of [
        '/admin/writers/9999',
        `/admin/writers/${consultantId}`,
        '/admin/writers/abc',
        '/admin/users/0',
      ]) {
        const missing = await admin.get(path);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ error: 'User Not Found' });
      }
      const user = await admin.get('/admin/users/2');
      expect(user.json().person).toMatchObject({
        _id: 2,
        name: `${readersSample[1]!.first} ${readersSample[1]!.last}`,
        location: { State: readersSample[1]!.state, Country: readersSample[1]!.country },
      });
    });

    it('persists status and genre changes, counts them live on the dashboard and audits them', async () => {
      const before = (await admin.get('/admin/dashboard')).json().counts;
      const current = (await admin.get('/admin/writers/5')).json().person;
      const newStatus = current.status === 'Active' ? 'Inactive' : 'Active';
      const changed = await admin.patch('/admin/writers/5', { status: newStatus, genre: 'Faith' });
      expect(changed.statusCode).toBe(200);
      expect((await admin.get('/admin/writers/5')).json().person).toMatchObject({
        status: newStatus,
        genre: 'Faith',
      });
      const after = (await admin.get('/admin/dashboard')).json().counts;
      expect(after.activeWriters - before.activeWriters).toBe(newStatus === 'Active' ? 1 : -1);
      expect(after.totalWriters).toBe(before.totalWriters);

      const log = (await admin.get('/admin/audit-log?pageSize=10')).json();
      // The read after the change is logged too (issue 40), after it.
      expect(log.rows[0]).toMatchObject({ action: 'profile-read', entity_id: '5' });
      log.rows = log.rows.filter((r: { action: string }) => r.action !== 'profile-read');
      expect(log.rows[0]).toMatchObject({
        admin: adminEmail,
        action: 'update',
        entity_type: 'writer',
        entity_id: '5',
        before: { status: current.status, genre: current.genre },
        after: { status: newStatus, genre: 'Faith' },
      });
      expect(Date.parse(log.rows[0].at)).toBe(t.clock.now().getTime());

      const bad = await admin.patch('/admin/writers/5', { status: 'Sleeping' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Status must be Active or Inactive.');
      expect((await admin.patch('/admin/writers/5', {})).statusCode).toBe(400);
      expect((await admin.patch('/admin/writers/999', { status: 'Active' })).statusCode).toBe(404);
    });

    it('changes a reader status', async () => {
      const response = await admin.patch('/admin/users/3', { status: 'Inactive' });
      expect(response.statusCode).toBe(200);
      expect(response.json().person.status).toBe('Inactive');
      expect((await admin.get('/admin/users/3')).json().person.status).toBe('Inactive');
    });

    it('dashboard numbers are live counts of the database', async () => {
      const counts = (await admin.get('/admin/dashboard')).json().counts;
      const users = await list('/admin/users');
      expect(counts.totalUsers).toBe(users.total);
      expect(counts.totalFreeUsers + counts.totalPremiumUsers).toBe(counts.totalUsers);
      expect(counts.totalPremiumUsers).toBe((await list('/admin/users?plan=premium')).total);
      expect(counts.activeUsers).toBe((await list('/admin/users?status=Active')).total);
      expect(counts.totalConsultants).toBe(18);
      expect(counts.activeConsultants).toBe((await list('/admin/consultants?status=Active')).total);
    });

    it("'Reset' e-mails a reader a password-reset message, a writer a studio link, and audits it", async () => {
      const writer = (await admin.get('/admin/writers/7')).json().person;
      const response = await admin.post('/admin/writers/7/password-reset');
      expect(response.statusCode).toBe(202);
      await t.drainMail();
      const mail = t.mailer.latestTo(writer.email);
      expect(mail?.subject).toBe('Set a new password for the Thrive studio');
      expect(mail?.text).toContain('/studio/invitation#');
      expect((await admin.get('/admin/audit-log')).json().rows[0]).toMatchObject({
        action: 'studio-invitation-sent',
        entity_type: 'writer',
      });
      const user = (await admin.get('/admin/users/4')).json().person;
      expect((await admin.post('/admin/users/4/password-reset')).statusCode).toBe(202);
      expect(t.mailer.latestTo(user.email)?.subject).toBe('Reset your Thrive password');
      const log = (await admin.get('/admin/audit-log')).json();
      expect(log.rows[0]).toMatchObject({ action: 'password-reset-email', entity_type: 'reader' });
      expect((await admin.post('/admin/writers/999/password-reset')).statusCode).toBe(404);
    });
  });

  describe('delete, restore and purge', () => {
    it('soft-deletes to Deleted Profiles, restores within 14 days, purges after', async () => {
      const writer = (await admin.get('/admin/writers/10')).json().person;
      const total = (await list('/admin/writers')).total;
      expect((await admin.delete('/admin/writers/10')).statusCode).toBe(204);
      expect((await list('/admin/writers')).total).toBe(total - 1);
      expect((await admin.get('/admin/writers/10')).statusCode).toBe(404);
      let deleted = (await admin.get('/admin/deleted')).json().profiles;
      expect(deleted).toContainEqual(
        expect.objectContaining({ kind: 'writers', _id: 10, name: writer.name }),
      );
      expect((await admin.get('/admin/dashboard')).json().counts.deletedProfiles).toBeGreaterThan(
        0,
      );

      await advanceDays(DELETED_PROFILE_RETENTION_DAYS - 1);
      await t.app.admin.deleted.purgeDeleted();
      expect((await admin.post('/admin/writers/10/restore')).statusCode).toBe(204);
      expect((await admin.get('/admin/writers/10')).json().person.name).toBe(writer.name);
      expect((await list('/admin/writers')).total).toBe(total);

      // Delete again, and let the 14 days pass: the purge job removes it for good.
      expect((await admin.delete('/admin/writers/10')).statusCode).toBe(204);
      expect((await admin.delete('/admin/writers/10')).statusCode).toBe(404);
      await advanceDays(DELETED_PROFILE_RETENTION_DAYS - 1 / 24);
      expect(await t.app.admin.deleted.purgeDeleted()).toEqual({ members: 0, readers: 0 });
      await advanceDays(1 / 24);
      expect(await t.app.admin.deleted.purgeDeleted()).toEqual({ members: 1, readers: 0 });
      expect((await admin.post('/admin/writers/10/restore')).statusCode).toBe(404);
      deleted = (await admin.get('/admin/deleted')).json().profiles;
      expect(
        deleted.some((p: { _id: number; kind: string }) => p.kind === 'writers' && p._id === 10),
      ).toBe(false);
      const actions = (await admin.get('/admin/audit-log?pageSize=100'))
        .json()
        .rows.filter(
          (r: { entity_id: string; entity_type: string; action: string }) =>
            r.entity_type === 'writer' && r.entity_id === '10' && r.action !== 'profile-read',
        )
        .map((r: { action: string }) => r.action);
      expect(actions).toEqual(['purge', 'delete', 'restore', 'delete']);
    });

    it('a deleted reader is signed out and purged with their account', async () => {
      const email = uniqueEmail('leaving');
      await registerVerified(t, email);
      const token = (await t.post('/reader/login', { email, password: GOOD_PASSWORD })).json()
        .token;
      const [row] = await all(`/admin/users?search=${encodeURIComponent(email)}`);
      expect((await admin.delete(`/admin/users/${row!._id}`)).statusCode).toBe(204);
      expect(
        (await t.get('/reader/me', { headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
      // Deleted, they cannot log in; restored, they can; deleted again and purged, they are gone.
      expect((await t.post('/reader/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(
        401,
      );
      expect((await admin.post(`/admin/users/${row!._id}/restore`)).statusCode).toBe(204);
      expect((await t.post('/reader/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(
        200,
      );
      expect((await admin.delete(`/admin/users/${row!._id}`)).statusCode).toBe(204);
      await advanceDays(DELETED_PROFILE_RETENTION_DAYS);
      expect((await t.app.admin.deleted.purgeDeleted()).readers).toBe(1);
      expect((await admin.get(`/admin/users/${row!._id}`)).statusCode).toBe(404);
    });
  });

  describe('Add Writer / Add Consultant with files', () => {
    const form = (fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      for (const [key, [bytes, name]] of Object.entries(files))
        data.append(key, new Blob([new Uint8Array(bytes)]), name);
      return data;
    };
    const valid = (email = uniqueEmail('writer')) => ({
      name: 'Zainab Tarka',
      email,
      password: 'river stones 2026',
      genre: 'Mental Health',
      gender: 'F',
      about: 'Writes about healing.',
    });

    it('creates a writer with a PDF and an image; the files download for admins only', async () => {
      const fields = valid();
      const response = await admin.multipart(
        '/admin/writers',
        form(fields, {
          credentials: [SAMPLE_PDF, 'my cv.pdf'],
          experience: [SAMPLE_PNG, 'shot.png'],
        }),
      );
      expect(response.statusCode).toBe(201);
      const person = response.json().person;
      expect(person).toMatchObject({
        name: 'Zainab Tarka',
        email: fields.email,
        genre: 'Mental Health',
        status: 'Active',
        credentials: {
          fileName: 'my cv.pdf',
          contentType: 'application/pdf',
          size: SAMPLE_PDF.length,
        },
        experience: { fileName: 'shot.png', contentType: 'image/png' },
      });
      const listed = await all(`/admin/writers?search=${encodeURIComponent(fields.email)}`);
      expect(listed.map((r) => r._id)).toEqual([person._id]);

      const file = await admin.get(`/admin/writers/${person._id}/files/credentials`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('attachment; filename="my cv.pdf"');
      expect(Buffer.from(file.rawPayload).equals(SAMPLE_PDF)).toBe(true);
      expect((await t.get(`/admin/writers/${person._id}/files/credentials`)).statusCode).toBe(401);
      const email = uniqueEmail();
      await registerVerified(t, email);
      const readerToken = (await t.post('/reader/login', { email, password: GOOD_PASSWORD })).json()
        .token;
      expect(
        (await adminRequest(t, readerToken).get(`/admin/writers/${person._id}/files/credentials`))
          .statusCode,
      ).toBe(403);

      // Newest first: the download, the studio invitation (issue 43), the create (the reader's
      // sign-ins are rows too).
      const rows = (await admin.get('/admin/audit-log'))
        .json()
        .rows.filter((row: { entity_type: string }) => row.entity_type === 'writer');
      expect(rows[0]).toMatchObject({ action: 'download', entity_type: 'writer' });
      expect(rows[1]).toMatchObject({ action: 'studio-invitation-sent', entity_type: 'writer' });
      rows.splice(1, 1);
      expect(rows[1]).toMatchObject({
        action: 'create',
        entity_type: 'writer',
        after: { email: fields.email },
      });
      expect(JSON.stringify(rows[1])).not.toContain('argon2');
    });

    it('creates a consultant', async () => {
      const response = await admin.multipart(
        '/admin/consultants',
        form(valid(uniqueEmail('consultant'))),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().person.credentials).toBeNull();
      expect((await admin.get(`/admin/consultants/${response.json().person._id}`)).statusCode).toBe(
        200,
      );
    });

    it('refuses a file whose content is not a PDF or an image, whatever its name says', async () => {
      const response = await admin.multipart(
        '/admin/writers',
        form(valid(), { credentials: [Buffer.from('MZ this is really a program'), 'cv.pdf'] }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe(
        'The Credentials file must be a PDF or an image (PNG, JPEG, WebP or GIF).',
      );
    });

    it('refuses a file over the size limit, and keeps nothing', async () => {
      const fields = valid();
      const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(70 * 1024, 0x20)]);
      const response = await admin.multipart(
        '/admin/writers',
        form(fields, { experience: [big, 'big.pdf'] }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('Each file must be at most 0.1 MB.');
      expect((await list(`/admin/writers?search=${encodeURIComponent(fields.email)}`)).total).toBe(
        0,
      );
    });

    it('validates the fields with clear messages', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ ...valid(), name: '' }, 'Please enter a name.'],
        [{ ...valid(), email: 'not-an-email' }, 'Please enter a valid email address.'],
        [{ ...valid(), password: 'short' }, 'Password must be at least 8 characters long.'],
        [
          { ...valid(), password: 'qaz123wsx456' },
          'This password has appeared in a data breach, so attackers try it first. Please choose a different one.',
        ],
        [
          { ...valid(), password: 'x'.repeat(129) },
          'Password must be at most 128 characters long.',
        ],
        [{ ...valid(), genre: '' }, 'Please select a genre.'],
        [{ ...valid(), gender: '' }, 'Please select M or F for Sex.'],
      ];
      for (const [fields, message] of cases) {
        const response = await admin.multipart('/admin/writers', form(fields));
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(message);
      }
      const taken = valid();
      expect((await admin.multipart('/admin/writers', form(taken))).statusCode).toBe(201);
      const again = await admin.multipart(
        '/admin/writers',
        form({ ...taken, name: 'Someone Else' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('A writer with this email already exists.');
    });
  });
});
