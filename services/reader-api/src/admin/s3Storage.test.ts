/**
 * Admin uploads in S3-compatible object storage, against a real S3 server (s3rver) started
 * here: Add Writer stores the files in the bucket, 'Download file' serves them to admins only,
 * and an unreachable bucket answers a clear 503 and leaves no writer and no file row behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  type TestApp,
} from '../testing/testApp.ts';
import { loadAdminConfig, type S3Settings } from './adminConfig.ts';
import { adminRequest, adminToken, SAMPLE_PDF, SAMPLE_PNG } from '../testing/adminTesting.ts';

const BUCKET = 'thrive-admin-files';

function writerForm(email: string, files: Record<string, [Buffer, string]>) {
  const form = new FormData();
  const fields = {
    name: 'Amina Bello',
    email,
    password: 'river stones 2026',
    genre: 'Faith',
    gender: 'F',
    about: 'Writes about hope.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, [bytes, name]] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe.each(drivers)('admin uploads in S3-compatible storage on %s', (driver) => {
  let dir: string;
  let server: S3rver;
  let s3: S3Settings;
  let t: TestApp;
  let admin: ReturnType<typeof adminRequest>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    s3 = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials: requests are signed and checked as by a real S3.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    t = await createTestApp({ driver, adminConfig: { s3 } });
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bucketKeys = async () => {
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key!);
  };
  const fileRows = async () =>
    Number(
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from admin_files`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  it('stores the files in the bucket and downloads them for admins only', async () => {
    const email = uniqueEmail('writer');
    const created = await admin.multipart(
      '/admin/writers',
      writerForm(email, { credentials: [SAMPLE_PDF, 'cv.pdf'], experience: [SAMPLE_PNG, 'a.png'] }),
    );
    expect(created.statusCode).toBe(201);
    const person = created.json().person;
    expect(await bucketKeys()).toHaveLength(2);
    const stored = (await t.database.db.execute(
      sql`select storage, storage_key from admin_files`,
    )) as unknown as { rows: { storage: string; storage_key: string }[] };
    expect(stored.rows.map((row) => row.storage)).toEqual(['s3', 's3']);
    expect((await bucketKeys()).sort()).toEqual(
      stored.rows.map((row) => `admin-files/${row.storage_key}`).sort(),
    );

    for (const [which, bytes, type] of [
      ['credentials', SAMPLE_PDF, 'application/pdf'],
      ['experience', SAMPLE_PNG, 'image/png'],
    ] as const) {
      const file = await admin.get(`/admin/writers/${person._id}/files/${which}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(Buffer.from(file.rawPayload).equals(bytes)).toBe(true);
    }
    expect((await t.get(`/admin/writers/${person._id}/files/credentials`)).statusCode).toBe(401);
    const readerEmail = uniqueEmail();
    await registerVerified(t, readerEmail);
    const readerToken = (
      await t.post('/reader/login', { email: readerEmail, password: GOOD_PASSWORD })
    ).json().token;
    const asReader = adminRequest(t, readerToken);
    expect((await asReader.get(`/admin/writers/${person._id}/files/credentials`)).statusCode).toBe(
      403,
    );
  });

  it('an unreachable bucket: a clear 503, and neither a writer nor a file row is kept', async () => {
    // Same database, but the storage points at a closed port.
    const down = await createTestApp({
      driver,
      database: t.database,
      adminConfig: { s3: { ...s3, endpoint: 'http://127.0.0.1:1' } },
    });
    try {
      const downAdmin = adminRequest(down, await adminToken(down));
      const filesBefore = await fileRows();
      const email = uniqueEmail('writer');
      const response = await downAdmin.multipart(
        '/admin/writers',
        writerForm(email, { credentials: [SAMPLE_PDF, 'cv.pdf'] }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(
        'The writer was not saved: the file storage is not reachable. Please try again later.',
      );
      const listed = await downAdmin.get(`/admin/writers?search=${encodeURIComponent(email)}`);
      expect(listed.json().total).toBe(0);
      expect(await fileRows()).toBe(filesBefore);

      // A stored file whose bucket is away: a clear 503 too, not a broken download.
      const [writer] = (await admin.get('/admin/writers?search=amina')).json().rows;
      const file = await downAdmin.get(`/admin/writers/${writer._id}/files/credentials`);
      expect(file.statusCode).toBe(503);
      expect(file.json().error).toBe(
        'The file could not be fetched: the file storage is not reachable. Please try again later.',
      );
    } finally {
      await down.close();
    }
  });

  it('a bucket endpoint that accepts connections and never answers: 503 within the storage timeout, not a dropped request', async () => {
    const hung: net.Socket[] = [];
    const hanging = net.createServer((socket) => {
      hung.push(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as net.AddressInfo;
    const slow = await createTestApp({
      driver,
      database: t.database,
      adminConfig: { s3: { ...s3, endpoint: `http://127.0.0.1:${port}`, timeoutMs: 1_500 } },
    });
    try {
      const slowAdmin = adminRequest(slow, await adminToken(slow));
      const started = Date.now();
      const response = await slowAdmin.multipart(
        '/admin/writers',
        writerForm(uniqueEmail('writer'), { credentials: [SAMPLE_PDF, 'cv.pdf'] }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(
        'The writer was not saved: the file storage is not reachable. Please try again later.',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      // The default budget stays well under the 30 s request timeout.
      expect(loadAdminConfig({}, t.config).s3).toBeUndefined();
      expect(loadAdminConfig({ S3_BUCKET: 'b' }, t.config).s3?.timeoutMs).toBe(10_000);
    } finally {
      await slow.close();
      for (const socket of hung) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
