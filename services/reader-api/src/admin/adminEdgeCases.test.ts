/**
 * Audit findings of issue 23 in the admin API: file names beyond Latin-1 download, absurd page
 * numbers and racing creates answer 4xx rather than 500.
 */
import { createTestApp, drivers, uniqueEmail, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken, SAMPLE_PDF } from '../testing/adminTesting.ts';

type Admin = ReturnType<typeof adminRequest>;

const form = (fields: Record<string, string>, files: Record<string, [Buffer, string]> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, [bytes, name]] of Object.entries(files))
    data.append(key, new Blob([new Uint8Array(bytes)]), name);
  return data;
};
const writerFields = (email: string) => ({
  name: 'Zainab Tarka',
  email,
  password: 'river stones 2026',
  genre: 'Mental Health',
  gender: 'F',
});

describe.each(drivers)('admin API edge cases on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['John’s CV.pdf', 'John_s CV.pdf'],
    ['履歴書.pdf', '___.pdf'],
    ['🎓 diploma.pdf', '_ diploma.pdf'],
    ["Ngozi's (final) *CV*.pdf", "Ngozi's (final) *CV*.pdf"],
  ])(
    'a file named %s downloads with an ASCII fallback and the exact UTF-8 name',
    async (name, fallback) => {
      const created = await admin.multipart(
        '/admin/writers',
        form(writerFields(uniqueEmail('writer')), { credentials: [SAMPLE_PDF, name] }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().person.credentials.fileName).toBe(name);
      const file = await admin.get(`/admin/writers/${created.json().person._id}/files/credentials`);
      expect(file.statusCode).toBe(200);
      const disposition = file.headers['content-disposition'] as string;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(/filename="([^"]*)"/.exec(disposition)?.[1]).toBe(fallback);
      // RFC 8187 ext-value: only attr-chars and %XX escapes, decoding to the stored name.
      const encoded = /filename\*=UTF-8''(.*)$/.exec(disposition)![1]!;
      expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
      expect(decodeURIComponent(encoded)).toBe(name);
      expect(Buffer.from(file.rawPayload).equals(SAMPLE_PDF)).toBe(true);
    },
  );

  it.each(['1e308', '9007199254740993', 'Infinity', '-5', '2.5', 'abc'])(
    'the audit log answers page=%s with 400 and the rule, not a server error',
    async (page) => {
      const response = await admin.get(`/admin/audit-log?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'page must be a whole number from 1.' });
    },
  );

  it('the audit log answers a page past the end with no rows', async () => {
    const response = await admin.get('/admin/audit-log?page=10000000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: [], page: 10_000_000 });
  });

  it('parallel creates with one e-mail: one 201, the others 409 with the message', async () => {
    const email = uniqueEmail('twin');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => admin.multipart('/admin/writers', form(writerFields(email)))),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ error: 'A writer with this email already exists.' });
  });

  it('parallel creates with one local part get distinct usernames, none fails', async () => {
    const local = `same.${Date.now()}`;
    const responses = await Promise.all(
      ['example.com', 'example.org', 'example.net', 'example.edu', 'example.io'].map((domain) =>
        admin.multipart('/admin/writers', form(writerFields(`${local}@${domain}`))),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const usernames = new Set(responses.map((r) => r.json().person.username));
    expect(usernames.size).toBe(5);
  });

  it('parallel admin:create runs for one new address: one creates, the others reset', async () => {
    const email = uniqueEmail('racing-admin');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.admin.auth.createOrReset(email, 'quiet harbour lantern 7'),
      ),
    );
    expect(results.sort()).toEqual(['created', 'reset', 'reset', 'reset']);
  });
});
