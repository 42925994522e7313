import { hasActiveFilters, listQuery, NO_FILTERS, togglePlan } from './filterRows';

describe('list filters', () => {
  it('Free and Premium switch each other off; pressing the pressed one clears it', () => {
    expect(togglePlan(null, 'free')).toBe('free');
    expect(togglePlan('free', 'premium')).toBe('premium');
    expect(togglePlan('premium', 'premium')).toBeNull();
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, gender: 'F' })).toBe(true);
  });

  it('becomes the API query: page, size, multi-sort in order, every filter', () => {
    expect(listQuery(NO_FILTERS, [], 1, 10)).toEqual({ page: '1', pageSize: '10' });
    expect(
      listQuery(
        { search: ' Ada ', genre: 'Faith', gender: 'F', status: 'Active', plan: 'premium' },
        [
          { colId: 'status', sort: 'asc' },
          { colId: 'name', sort: 'desc' },
        ],
        3,
        25,
      ),
    ).toEqual({
      page: '3',
      pageSize: '25',
      sort: 'status:asc,name:desc',
      search: 'Ada',
      genre: 'Faith',
      sex: 'F',
      status: 'Active',
      plan: 'premium',
    });
  });
});
