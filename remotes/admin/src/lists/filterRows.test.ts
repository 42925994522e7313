import { users } from '../data/users';
import { writers } from '../data/writers';
import {
  createRowFilter,
  hasActiveFilters,
  NO_FILTERS,
  togglePlan,
  type ListFilters,
} from './filterRows';
import { toUserRows, toWriterRows, type UserRow, type WriterRow } from './rows';

const WRITER_SEARCH = ['sn', 'name', 'username', 'email', 'genre', 'gender', 'status'] as const;
const USER_SEARCH = ['sn', 'name', 'username', 'email', 'gender', 'status'] as const;

function writer(overrides: Partial<WriterRow>): WriterRow {
  return {
    name: 'Ada Obi',
    display_name: 'Ada O.',
    username: 'ada.obi',
    date_joined: '2022-01-01',
    email: 'ada.obi@gmail.com',
    gender: 'F',
    location: 'Lagos, Nigeria',
    phone_number: '+234 803 555 0101',
    follower_count: 1200,
    genre: 'Career',
    _id: 1,
    status: 'Active',
    sn: 1,
    ...overrides,
  };
}

// A small table where every combination of genre × sex × status appears exactly once.
const grid: WriterRow[] = [];
for (const genre of ['Career', 'Faith'] as const) {
  for (const gender of ['M', 'F'] as const) {
    for (const status of ['Active', 'Inactive'] as const) {
      const n = grid.length + 1;
      grid.push(writer({ _id: n, sn: n, name: `Person ${n}`, genre, gender, status }));
    }
  }
}

const filterWriters = createRowFilter<WriterRow>(WRITER_SEARCH);
const filterUsers = createRowFilter<UserRow>(USER_SEARCH);
const f = (partial: Partial<ListFilters>): ListFilters => ({ ...NO_FILTERS, ...partial });
const ids = (rows: { _id: number }[]) => rows.map((r) => r._id);

describe('filterRows: every selected filter must match', () => {
  it('returns every row when nothing is selected', () => {
    expect(filterWriters(grid, NO_FILTERS)).toHaveLength(8);
  });

  it.each([
    ['genre', { genre: 'Career' as const }, (r: WriterRow) => r.genre === 'Career'],
    ['sex', { gender: 'F' as const }, (r: WriterRow) => r.gender === 'F'],
    ['status', { status: 'Inactive' as const }, (r: WriterRow) => r.status === 'Inactive'],
  ])('applies the %s filter alone', (_name, filters, expected) => {
    const result = filterWriters(grid, f(filters));
    expect(result).toHaveLength(4);
    expect(result.every(expected)).toBe(true);
  });

  // Every pair and the triple: the result is exactly the rows matching all selected values.
  const genres = [null, 'Career', 'Faith'] as const;
  const genders = [null, 'M', 'F'] as const;
  const statuses = [null, 'Active', 'Inactive'] as const;
  const combos = genres.flatMap((genre) =>
    genders.flatMap((gender) => statuses.map((status) => ({ genre, gender, status }))),
  );
  it.each(combos)('combines genre=$genre sex=$gender status=$status with AND', (combo) => {
    const expected = grid.filter(
      (r) =>
        (combo.genre === null || r.genre === combo.genre) &&
        (combo.gender === null || r.gender === combo.gender) &&
        (combo.status === null || r.status === combo.status),
    );
    const selected = [combo.genre, combo.gender, combo.status].filter((v) => v !== null).length;
    expect(filterWriters(grid, f(combo))).toEqual(expected);
    expect(expected).toHaveLength(8 / 2 ** selected);
  });

  it('ANDs the search with the dropdowns', () => {
    const rows = [
      writer({ _id: 1, name: 'Chioma Eze', genre: 'Career' }),
      writer({ _id: 2, name: 'Chioma Obi', genre: 'Faith' }),
      writer({ _id: 3, name: 'Tunde Ojo', genre: 'Career' }),
    ];
    expect(ids(filterWriters(rows, f({ search: 'chioma', genre: 'Career' })))).toEqual([1]);
    expect(ids(filterWriters(rows, f({ search: 'nobody', genre: 'Career' })))).toEqual([]);
  });
});

describe('filterRows: Free and Premium', () => {
  const rows = toUserRows(users);

  it('Free keeps exactly the users whose isActive is false', () => {
    const free = filterUsers(rows, f({ plan: 'free' }));
    expect(free.length).toBeGreaterThan(0);
    expect(ids(free)).toEqual(ids(rows.filter((u) => u.isActive === false)));
  });

  it('Premium keeps exactly the users whose isActive is true', () => {
    const premium = filterUsers(rows, f({ plan: 'premium' }));
    expect(premium.length).toBeGreaterThan(0);
    expect(ids(premium)).toEqual(ids(rows.filter((u) => u.isActive === true)));
  });

  it('Free and Premium together partition the users', () => {
    const free = filterUsers(rows, f({ plan: 'free' })).length;
    const premium = filterUsers(rows, f({ plan: 'premium' })).length;
    expect(free + premium).toBe(30);
  });

  it('combines the plan with sex and status', () => {
    const result = filterUsers(rows, f({ plan: 'premium', gender: 'F', status: 'Active' }));
    expect(ids(result)).toEqual(
      ids(rows.filter((u) => u.isActive && u.gender === 'F' && u.status === 'Active')),
    );
    // Users' status is derived from isActive, so Free + Active matches nobody.
    expect(filterUsers(rows, f({ plan: 'free', status: 'Active' }))).toEqual([]);
  });
});

describe('togglePlan: the two toggles are mutually exclusive', () => {
  it('pressing one selects it and switches the other off', () => {
    expect(togglePlan(null, 'free')).toBe('free');
    expect(togglePlan('free', 'premium')).toBe('premium');
    expect(togglePlan('premium', 'free')).toBe('free');
  });

  it('pressing the pressed one switches it off', () => {
    expect(togglePlan('free', 'free')).toBeNull();
    expect(togglePlan('premium', 'premium')).toBeNull();
  });
});

describe('filterRows: search', () => {
  const rows = toWriterRows(writers);

  it('is a case-insensitive substring match over the text columns', () => {
    const target = rows[4]!;
    for (const query of [
      target.name.toUpperCase(),
      target.name.slice(2, 7).toLowerCase(),
      target.username.slice(1, -1),
      target.email.toUpperCase(),
    ]) {
      expect(ids(filterWriters(rows, f({ search: query })))).toContain(target._id);
    }
    expect(filterWriters(rows, f({ search: 'zzzz-no-such-person' }))).toEqual([]);
  });

  it('matches the genre, sex and status columns', () => {
    const inFaith = filterWriters(rows, f({ search: 'faith' }));
    expect(inFaith.length).toBeGreaterThan(0);
    expect(ids(inFaith)).toEqual(
      ids(
        rows.filter((r) =>
          `${r.name} ${r.username} ${r.email} ${r.genre}`.toLowerCase().includes('faith'),
        ),
      ),
    );
    const edited = [writer({ _id: 1, status: 'Inactive' }), writer({ _id: 2 })];
    expect(ids(filterWriters(edited, f({ search: 'INACTIVE' })))).toEqual([1]);
  });

  it('matches the number column (S/N) as text', () => {
    const numbered = [
      writer({ _id: 1, sn: 7, name: 'A', username: 'a', email: 'a@x.com' }),
      writer({ _id: 2, sn: 17, name: 'B', username: 'b', email: 'b@x.com' }),
      writer({ _id: 3, sn: 20, name: 'C', username: 'c', email: 'c@x.com' }),
    ];
    expect(ids(filterWriters(numbered, f({ search: '7' })))).toEqual([1, 2]);
    expect(ids(filterWriters(numbered, f({ search: '20' })))).toEqual([3]);
  });

  it('does not match across two columns or in fields that are not columns', () => {
    const row = writer({ name: 'Ada Obi', username: 'zed', phone_number: '+234 803 999 1234' });
    // "obized" would only exist if the name and username were glued together.
    expect(filterWriters([row], f({ search: 'obized' }))).toEqual([]);
    expect(filterWriters([row], f({ search: '999 1234' }))).toEqual([]);
    expect(filterWriters([row], f({ search: 'Lagos' }))).toEqual([]);
  });

  it('ignores leading and trailing spaces', () => {
    expect(filterWriters(grid, f({ search: '  person 3  ' })).map((r) => r.name)).toEqual([
      'Person 3',
    ]);
  });

  it('sees the new values of an edited row (edits replace the row object)', () => {
    const before = writer({ _id: 1, genre: 'Career' });
    expect(filterWriters([before], f({ search: 'psychology' }))).toEqual([]);
    const after = { ...before, genre: 'Psychology' as const };
    expect(filterWriters([after], f({ search: 'psychology' }))).toEqual([after]);
  });

  it('filters 100,000 rows quickly', () => {
    const many = toWriterRows(
      Array.from({ length: 100_000 }, (_, i) => writer({ _id: i + 1, name: `Writer ${i}` })),
    );
    const start = performance.now();
    filterWriters(many, f({ search: 'writer 9999' }));
    const result = filterWriters(many, f({ search: 'writer 99999' }));
    expect(result).toHaveLength(1);
    expect(performance.now() - start).toBeLessThan(1500);
  });
});

describe('hasActiveFilters', () => {
  it('is false for no filters and blank search, true otherwise', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters(f({ search: '   ' }))).toBe(false);
    expect(hasActiveFilters(f({ search: 'a' }))).toBe(true);
    expect(hasActiveFilters(f({ plan: 'free' }))).toBe(true);
    expect(hasActiveFilters(f({ genre: 'Faith' }))).toBe(true);
  });
});
