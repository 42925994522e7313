import { readListParams, writeListParams } from './listParams';

const writers = { withGenre: true, withPlan: false };
const users = { withGenre: false, withPlan: true };
const read = (query: string, shape = writers) => readListParams(new URLSearchParams(query), shape);

describe('list params in the address bar', () => {
  it('a plain address is page 1 of 10, unsorted and unfiltered', () => {
    expect(read('')).toEqual({
      filters: { search: '', genre: null, gender: null, status: null, plan: null },
      sort: [],
      page: 1,
      pageSize: 10,
    });
    expect(writeListParams(read('')).toString()).toBe('');
  });

  it('round-trips search, filters, sort, page and page size', () => {
    const query =
      'q=ade+o&genre=How+to%3F&sex=F&status=Inactive&sort=name%3Aasc%2Csn%3Adesc&page=3&perPage=25';
    const params = read(query);
    expect(params).toEqual({
      filters: { search: 'ade o', genre: 'How to?', gender: 'F', status: 'Inactive', plan: null },
      sort: [
        { colId: 'name', sort: 'asc' },
        { colId: 'sn', sort: 'desc' },
      ],
      page: 3,
      pageSize: 25,
    });
    expect(writeListParams(params).toString()).toBe(query);
  });

  it('ignores what the list does not offer', () => {
    const params = read(
      'genre=Poetry&sex=X&status=Gone&plan=premium&sort=password:asc,name:up,email:desc,email:asc&page=-2&perPage=30',
    );
    expect(params.filters).toEqual({
      search: '',
      genre: null,
      gender: null,
      status: null,
      plan: null,
    });
    expect(params.sort).toEqual([{ colId: 'email', sort: 'desc' }]);
    expect(params.page).toBe(1);
    expect(params.pageSize).toBe(10);
  });

  it('users have the plan toggle and no genre', () => {
    const params = read('plan=free&genre=Career&sort=genre:asc', users);
    expect(params.filters.plan).toBe('free');
    expect(params.filters.genre).toBeNull();
    expect(params.sort).toEqual([]);
    expect(read('page=2.5', users).page).toBe(1);
  });
});
