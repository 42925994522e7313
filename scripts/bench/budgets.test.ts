import { budgetTable, failures, passes, type BudgetRow } from './budgets';

const row = (over: Partial<BudgetRow>): BudgetRow => ({
  metric: 'compressed JS',
  subject: '/',
  value: 100,
  limit: 170,
  kind: 'max',
  unit: 'KB',
  digits: 1,
  ...over,
});

describe('budgets', () => {
  it('a max budget holds up to and including its limit', () => {
    expect(passes(row({ value: 170 }))).toBe(true);
    expect(passes(row({ value: 170.1 }))).toBe(false);
  });

  it('a min budget holds from its limit up', () => {
    expect(passes(row({ kind: 'min', value: 95, limit: 95 }))).toBe(true);
    expect(passes(row({ kind: 'min', value: 94, limit: 95 }))).toBe(false);
  });

  it('lists the broken rows', () => {
    const broken = row({ subject: '/about', value: 250, limit: 180 });
    expect(failures([row({}), broken])).toEqual([broken]);
  });

  it('prints value, budget and pass/fail per row in aligned columns', () => {
    const table = budgetTable([
      row({ value: 258.04 }),
      row({
        metric: 'Lighthouse performance',
        subject: '/about',
        value: 96,
        limit: 95,
        kind: 'min',
        unit: '',
        digits: 0,
      }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^metric\s+route\s+value\s+budget\s+result$/);
    expect(lines[2]).toMatch(/^compressed JS\s+\/\s+258\.0 KB\s+≤ 170\.0 KB\s+FAIL$/);
    expect(lines[3]).toMatch(/^Lighthouse performance\s+\/about\s+96\s+≥ 95\s+pass$/);
    // Columns line up: every row's value starts where the header's does.
    const at = lines[0]!.indexOf('value');
    expect(lines[2]!.indexOf('258.0')).toBe(at);
    expect(lines[3]!.indexOf('96')).toBe(at);
  });
});
