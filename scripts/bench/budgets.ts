/**
 * Budgets of `pnpm bench`: every measured figure with its limit, printed as one table; the
 * run fails (non-zero exit) when any row fails.
 */

export interface BudgetRow {
  /** What was measured, e.g. "compressed JS" or "Lighthouse performance". */
  metric: string;
  /** Where, e.g. a route. */
  subject: string;
  value: number;
  /** The limit: `max` means value ≤ limit, `min` means value ≥ limit. */
  limit: number;
  kind: 'max' | 'min';
  /** Unit printed after value and limit ("KB", "s", ""). */
  unit: string;
  /** Decimals printed. */
  digits: number;
}

export const passes = (row: BudgetRow): boolean =>
  row.kind === 'max' ? row.value <= row.limit : row.value >= row.limit;

export const failures = (rows: readonly BudgetRow[]): BudgetRow[] =>
  rows.filter((row) => !passes(row));

/** A fixed-width text table: columns padded to their widest cell, two spaces apart. */
export function textTable(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}

const figure = (value: number, row: BudgetRow) =>
  `${value.toFixed(row.digits)}${row.unit ? ` ${row.unit}` : ''}`;

/** The budget table: metric, subject, value, budget, pass/fail. */
export function budgetTable(rows: readonly BudgetRow[]): string {
  return textTable(
    ['metric', 'route', 'value', 'budget', 'result'],
    rows.map((row) => [
      row.metric,
      row.subject,
      figure(row.value, row),
      `${row.kind === 'max' ? '≤' : '≥'} ${figure(row.limit, row)}`,
      passes(row) ? 'pass' : 'FAIL',
    ]),
  );
}
