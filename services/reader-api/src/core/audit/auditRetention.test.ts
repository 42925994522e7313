/**
 * Issue 40, L11: the audit log does not keep what it need not. An address typed at a failed
 * sign-in with no account behind it becomes a keyed hash after TYPED_ADDRESS_KEPT_DAYS (the
 * attempts on one address still group together); every row goes after AUDIT_LOG_KEPT_DAYS.
 */
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { adminAuditLog } from './auditTables.ts';
import { AUDIT_LOG_KEPT_DAYS, TYPED_ADDRESS_KEPT_DAYS } from './auditRetention.ts';

describe.each(drivers)('the audit log’s retention on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const failedSignIn = (email: string, password = 'guess guess 1') =>
    t.post('/reader/login', { email, password }, { remoteAddress: uniqueIp() });
  const failures = () =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'sign-in-failed'), eq(adminAuditLog.entityType, 'reader')),
      );
  const typed = (row: { after: unknown }) => (row.after as { email: string }).email;

  it(`keeps an address typed for no account ${TYPED_ADDRESS_KEPT_DAYS} days, then only a keyed hash of it`, async () => {
    const stranger = uniqueEmail('nobody');
    const reader = uniqueEmail('reader');
    await registerVerified(t, reader);
    await failedSignIn(stranger);
    await failedSignIn(reader);
    t.clock.advanceHours(24);
    await failedSignIn(stranger, 'guess guess 2');

    t.clock.advanceHours(24 * (TYPED_ADDRESS_KEPT_DAYS - 1) + 1);
    await t.app.services.auditRetention.run();
    const seen = (await failures()).map(typed);
    // The first attempt is past the window: hashed; the later one is still as typed.
    expect(seen.filter((e) => e === stranger)).toHaveLength(1);
    const hashed = seen.filter((e) => e.startsWith('hmac:'));
    expect(hashed).toEqual([t.app.services.auditRetention.typedAddress(stranger)]);
    expect(hashed[0]).toMatch(/^hmac:[0-9a-f]{32}$/);
    // A failed sign-in on a real account stays about that account.
    expect(seen).toContain(reader);

    t.clock.advanceHours(24);
    await t.app.services.auditRetention.run();
    const later = (await failures()).map(typed);
    expect(later).not.toContain(stranger);
    // Both attempts on the address still group together.
    expect(later.filter((e) => e === hashed[0])).toHaveLength(2);
  });

  it(`deletes every row ${AUDIT_LOG_KEPT_DAYS} days after it was written`, async () => {
    const start = t.clock.now();
    const sinceStart = async () =>
      (await t.database.db.select().from(adminAuditLog)).filter(
        (row) => row.createdAt.getTime() >= start.getTime(),
      );
    const email = uniqueEmail('old');
    await registerVerified(t, email);
    const written = (await sinceStart()).length;
    expect(written).toBeGreaterThan(0);
    t.clock.advanceHours(24 * AUDIT_LOG_KEPT_DAYS - 1);
    await failedSignIn(email);
    await t.app.services.auditRetention.run();
    // Not a year old yet: nothing of this test's goes.
    expect(await sinceStart()).toHaveLength(written + 1);
    t.clock.advanceHours(2);
    await t.app.services.auditRetention.run();
    const left = await t.database.db.select().from(adminAuditLog);
    expect(left.map((row) => row.action)).toEqual(['sign-in-failed']);
  });
});
