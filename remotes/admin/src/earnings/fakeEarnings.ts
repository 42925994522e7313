/**
 * The console tests' fake of the earnings API (issue 43), asked by testing/fakeAdminApi.ts: one
 * statement per writer id, the rate, and the CSV, as the reader API answers them.
 */
import type { EarningRate, EarningsStatement } from '@thrive/admin-contract';

const EMPTY: EarningsStatement = { rate_kobo: 0, months: [], total_reads: 0, total_kobo: 0 };

export class FakeEarnings {
  statements = new Map<number, EarningsStatement>();
  rate: EarningRate = { kobo_per_read: 0, set_at: null };

  /** A Response for an earnings path, or undefined for any other path. */
  answer(method: string, path: string, body: unknown): Response | undefined {
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/admin/earnings/rate') {
      if (method === 'PATCH') {
        const kobo = (body as { kobo_per_read: number }).kobo_per_read;
        this.rate = { kobo_per_read: kobo, set_at: '2026-12-07T10:00:00.000Z' };
      }
      return json(200, this.rate);
    }
    const match = /^\/admin\/writers\/(\d+)\/earnings(\.csv)?$/.exec(path);
    if (!match) return undefined;
    const statement = this.statements.get(Number(match[1])) ?? {
      ...EMPTY,
      rate_kobo: this.rate.kobo_per_read,
    };
    if (!match[2]) return json(200, statement);
    const rows = statement.months.map((m) => `${m.month},${m.reads},${m.kobo}`);
    return new Response(['Month,Qualified reads,Amount (kobo)', ...rows].join('\r\n'), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename*=UTF-8''writer-${match[1]}-earnings.csv`,
      },
    });
  }
}
