import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FakeClock } from '../clock.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registerVerified,
  registration,
  uniqueEmail,
} from '../../testing/testApp.ts';
import { openDatabase } from './database.ts';

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-reader-api-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every reader, pending registration and session across a restart', async () => {
    const pgliteDir = path.join(dir, 'db');
    const clock = new FakeClock();
    const verified = uniqueEmail('kept');
    const pending = uniqueEmail('pending');

    const before = await createTestApp({ config: { pgliteDir }, clock });
    const { user } = await registerVerified(before, verified);
    await before.post('/reader/web-register', registration(pending));
    const pendingCode = latestCode(before.mailer, pending);
    const { token } = (
      await before.post('/reader/login', { email: verified, password: GOOD_PASSWORD })
    ).json();
    await before.close();

    const after = await createTestApp({ config: { pgliteDir }, clock });
    try {
      const login = await after.post('/reader/login', { email: verified, password: GOOD_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toEqual(user);
      const me = await after.get('/reader/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.json()).toEqual({ user });
      // The code e-mailed before the restart still works: the HMAC key lives in the database.
      const confirmed = await after.post('/reader/web-confirm-otp', {
        email: pending,
        otp: pendingCode,
        password: GOOD_PASSWORD,
      });
      expect(confirmed.statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });
});

describe.each(drivers)('migrations on %s', (driver) => {
  it('are idempotent: running them again changes nothing', async () => {
    const t = await createTestApp({ driver });
    try {
      const email = uniqueEmail();
      await registerVerified(t, email);
      await t.database.migrate();
      await t.database.migrate();
      // Both drivers answer raw SQL with a `rows` array.
      const tables = (await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      // Other features add their own tables; the reader tables must all be there.
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'account_deletion_requests',
          'contact_messages',
          'login_throttle',
          'mail_cooldowns',
          'mail_outbox',
          'email_subscriptions',
          'form_mail_quotas',
          'job_leases',
          'readers',
          'registration_attempts',
          'server_secrets',
          'sessions',
          'verification_codes',
        ]),
      );
      expect((await t.post('/reader/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });
});

describe('openDatabase', () => {
  it('opens an in-memory PGlite for memory://', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      expect(database.driver).toBe('pglite');
      await database.migrate();
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
