/**
 * Issue 23 (ASVS 3.4.7): CSP violation reports reach a rate-limited endpoint in both formats
 * browsers send, are stored counted without query strings (they can hold tokens), and are
 * summarised for `pnpm platform:status`.
 */
import { cspReports } from './telemetryTables.ts';
import { asOperator, createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import {
  CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY,
  CSP_REPORTS_MAX_PER_MINUTE,
  CSP_REPORTS_MAX_PER_REQUEST,
  CSP_RETENTION_MS,
  MAX_DISTINCT_VIOLATIONS,
} from './cspReportRoutes.ts';

const legacyReport = (blocked: string, document = 'https://thrive.ng/login?next=%2Fdownload') =>
  JSON.stringify({
    'csp-report': {
      'document-uri': document,
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'blocked-uri': blocked,
      disposition: 'enforce',
    },
  });

const reportingApiReport = (blocked: string) =>
  JSON.stringify([
    {
      type: 'csp-violation',
      age: 10,
      url: 'https://thrive.ng/unsubscribe?token=secret-one-click-token',
      body: {
        documentURL: 'https://thrive.ng/unsubscribe?token=secret-one-click-token#x',
        effectiveDirective: 'img-src',
        blockedURL: blocked,
        disposition: 'report',
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ]);

describe.each(drivers)('CSP violation reports on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver });
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (type: string, payload: string, ip = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/csp-reports',
      headers: { 'content-type': type },
      payload,
      remoteAddress: ip,
    });

  it('stores both report formats, counted, without query strings or fragments', async () => {
    const evil = 'https://evil.example/x.js?session=abc';
    expect((await send('application/csp-report', legacyReport(evil))).statusCode).toBe(204);
    expect((await send('application/csp-report', legacyReport(evil))).statusCode).toBe(204);
    expect(
      (await send('application/reports+json', reportingApiReport('https://cdn.example/p.png')))
        .statusCode,
    ).toBe(204);

    const summary = await t.get('/csp-reports/summary', asOperator);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().violations).toEqual([
      {
        document: 'https://thrive.ng/login',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        disposition: 'enforce',
        count: 2,
        lastSeen: t.clock.now().toISOString(),
      },
      {
        document: 'https://thrive.ng/unsubscribe',
        directive: 'img-src',
        blocked: 'https://cdn.example/p.png',
        disposition: 'report',
        count: 1,
        lastSeen: t.clock.now().toISOString(),
      },
    ]);
    const stored = JSON.stringify(await t.database.db.select().from(cspReports));
    expect(stored).not.toContain('secret-one-click-token');
    expect(stored).not.toContain('session=abc');
    expect(stored).not.toContain('next=');
  });

  it('keeps keywords (inline, eval) as they are and ignores what is not a CSP report', async () => {
    await send('application/csp-report', legacyReport('inline'));
    await send('application/json', JSON.stringify({ hello: 'world' }));
    await send('application/reports+json', '[not json');
    const violations = (await t.get('/csp-reports/summary', asOperator)).json().violations;
    expect(violations.map((v: { blocked: string }) => v.blocked)).toEqual(['inline']);
  });

  it('limits each client to CSP_REPORTS_MAX_PER_MINUTE reports a minute', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORTS_MAX_PER_MINUTE; i += 1)
      statuses.push(
        (await send('application/csp-report', legacyReport(`https://x${i}.example/`), ip))
          .statusCode,
      );
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held up by it.
    expect((await send('application/csp-report', legacyReport('eval'))).statusCode).toBe(204);
  });

  it('keeps at most MAX_DISTINCT_VIOLATIONS distinct violations, still counting known ones', async () => {
    const now = t.clock.now();
    await t.database.db.insert(cspReports).values(
      Array.from({ length: MAX_DISTINCT_VIOLATIONS }, (_, i) => ({
        documentUri: 'https://thrive.ng/',
        directive: 'script-src-elem',
        blockedUri: `https://filler${i}.example/`,
        disposition: 'enforce',
        count: 1,
        firstSeenAt: now,
        lastSeenAt: now,
      })),
    );
    await send(
      'application/csp-report',
      legacyReport('https://filler0.example/', 'https://thrive.ng/'),
    );
    await send('application/csp-report', legacyReport('https://new.example/'));
    const rows = await t.database.db.select().from(cspReports);
    expect(rows).toHaveLength(MAX_DISTINCT_VIOLATIONS);
    expect(rows.find((r) => r.blockedUri === 'https://filler0.example/')?.count).toBe(2);
  });

  /** A Reporting API batch of distinct violations. */
  const batch = (tag: string) =>
    JSON.stringify(
      Array.from({ length: CSP_REPORTS_MAX_PER_REQUEST }, (_, i) => ({
        type: 'csp-violation',
        body: {
          documentURL: 'https://thrive.ng/',
          effectiveDirective: 'img-src',
          blockedURL: `https://${tag}-${i}.example/`,
        },
      })),
    );

  it('lets one client (an IPv6 /64) add only CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY new violations a day (issue 40, L3)', async () => {
    // A minute's worth of distinct violations from one address and its /64 neighbour (the
    // per-minute limit counts them together: three requests are left for this test's others).
    for (let i = 0; i < CSP_REPORTS_MAX_PER_MINUTE - 3; i += 1) {
      expect(
        (await send('application/reports+json', batch(`a${i}`), '2001:db8:40:3::1')).statusCode,
      ).toBe(204);
    }
    await send('application/reports+json', batch('neighbour'), '2001:db8:40:3::2');
    expect(await t.database.db.select().from(cspReports)).toHaveLength(
      CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY,
    );
    // The violations it already added are still counted.
    await send('application/reports+json', batch('a0'), '2001:db8:40:3::1');
    const rows = await t.database.db.select().from(cspReports);
    expect(rows.filter((r) => r.count === 2)).toHaveLength(CSP_REPORTS_MAX_PER_REQUEST);
    // Another client is not held up by it…
    await send('application/csp-report', legacyReport('https://other.example/'));
    expect(await t.database.db.select().from(cspReports)).toHaveLength(
      CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY + 1,
    );
    // …and the next day the first has an allowance again.
    t.clock.advance(24 * 3_600_000);
    await send('application/reports+json', batch('next-day'), '2001:db8:40:3::1');
    expect(await t.database.db.select().from(cspReports)).toHaveLength(
      CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY + 1 + CSP_REPORTS_MAX_PER_REQUEST,
    );
  });

  it('deletes violations not seen within CSP_RETENTION_MS (issue 40, L3)', async () => {
    await send('application/csp-report', legacyReport('https://old.example/'));
    t.clock.advance(CSP_RETENTION_MS - 3_600_000);
    await send('application/csp-report', legacyReport('https://recent.example/'));
    t.clock.advance(2 * 3_600_000);
    await send('application/csp-report', legacyReport('https://newest.example/'));
    const rows = await t.database.db.select().from(cspReports);
    expect(rows.map((r) => r.blockedUri).sort()).toEqual([
      'https://newest.example/',
      'https://recent.example/',
    ]);
  });
});
