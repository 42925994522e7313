import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListKind, ListPage, MemberRecord, UserRecord } from '@thrive/admin-contract';
import { adminApi } from '../api/adminApi';
import { SearchIcon } from '../common/icons';
import { useDebouncedValue } from '../lists/useDebouncedValue';
import styles from './DashboardPage.module.css';

/** People shown per group; 'See all' opens the list with the same search. */
export const RESULTS_PER_GROUP = 5;

type Row = MemberRecord | UserRecord;

interface Group {
  kind: ListKind;
  title: string;
  noun: { one: string; many: string };
  /** null: no profile page (consultants): the result opens the list filtered to that name. */
  profileBase: string | null;
}

const GROUPS: Group[] = [
  {
    kind: 'writers',
    title: 'Writers',
    noun: { one: 'writer', many: 'writers' },
    profileBase: '/writers',
  },
  { kind: 'users', title: 'Users', noun: { one: 'user', many: 'users' }, profileBase: '/users' },
  {
    kind: 'consultants',
    title: 'Consultants',
    noun: { one: 'consultant', many: 'consultants' },
    profileBase: null,
  },
];

type Answer = { kind: 'ready'; page: ListPage<Row> } | { kind: 'error'; message: string };
type Results = { term: string; answers: Record<ListKind, Answer> };

const count = (n: number, noun: { one: string; many: string }) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? noun.one : noun.many}`;

/**
 * The dashboard's 'Search for users, writers...': one search of writers, users and
 * consultants through their list endpoints (server-side, as on the list pages), shown in
 * groups with links. The term is in the address (`/?q=`), so Back returns to the results.
 */
export function DashboardSearch() {
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const [draft, setDraft] = useState(term);
  const settled = useDebouncedValue(draft.trim(), 300);
  const [results, setResults] = useState<Results | null>(null);

  useEffect(() => {
    if (settled === term.trim()) return;
    setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, term, setParams]);

  const query = term.trim();
  useEffect(() => {
    if (!query) return;
    let current = true;
    const ask = (group: Group) =>
      adminApi
        .get<ListPage<Row>>(
          `/admin/${group.kind}`,
          `The ${group.noun.many} could not be searched.`,
          {
            search: query,
            page: '1',
            pageSize: '10',
          },
        )
        .then(
          (page): Answer => ({ kind: 'ready', page }),
          (error: Error): Answer => ({ kind: 'error', message: error.message }),
        );
    void Promise.all(GROUPS.map(ask)).then((answers) => {
      if (!current) return;
      setResults({
        term: query,
        answers: Object.fromEntries(
          GROUPS.map((g, i) => [g.kind, answers[i]!]),
        ) as Results['answers'],
      });
    });
    return () => {
      current = false;
    };
  }, [query]);

  const shown = query && results?.term === query ? results : null;
  const total = shown
    ? Object.values(shown.answers).reduce(
        (sum, a) => sum + (a.kind === 'ready' ? a.page.total : 0),
        0,
      )
    : 0;

  return (
    <div className={styles.searchArea}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          const now = draft.trim();
          if (now !== term) setParams(now ? { q: now } : {}, { replace: true });
        }}
      >
        <SearchIcon size={18} className={styles.searchIcon} />
        <input
          type="search"
          name="q"
          className={styles.searchInput}
          placeholder="Search for users, writers..."
          aria-label="Search for users, writers..."
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
      <p className={styles.searchStatus} role="status">
        {!query
          ? ''
          : !shown
            ? 'Searching…'
            : total === 0
              ? `Nobody matches “${shown.term}”.`
              : `${count(total, { one: 'person matches', many: 'people match' })} “${shown.term}”.`}
      </p>
      {shown && total > 0 && (
        <section className={styles.results} aria-label="Search results">
          {GROUPS.map((group) => {
            const answer = shown.answers[group.kind];
            if (answer.kind === 'error')
              return (
                <div key={group.kind} className={styles.resultGroup}>
                  <h2 className={styles.resultTitle}>{group.title}</h2>
                  <p className={styles.resultNote}>{answer.message}</p>
                </div>
              );
            if (answer.page.total === 0) return null;
            const listLink = `/${group.kind}?q=${encodeURIComponent(shown.term)}`;
            return (
              <div key={group.kind} className={styles.resultGroup}>
                <h2 className={styles.resultTitle}>
                  {group.title}{' '}
                  <span className={styles.resultCount}>
                    ({answer.page.total.toLocaleString('en-NG')})
                  </span>
                </h2>
                <ul className={styles.resultList}>
                  {answer.page.rows.slice(0, RESULTS_PER_GROUP).map((row) => (
                    <li key={row._id}>
                      <Link
                        to={
                          group.profileBase
                            ? `${group.profileBase}/${row._id}`
                            : `/${group.kind}?q=${encodeURIComponent(row.email)}`
                        }
                        className={styles.resultLink}
                      >
                        {row.name}
                      </Link>
                      <span className={styles.resultMeta}>{row.email}</span>
                    </li>
                  ))}
                </ul>
                {answer.page.total > RESULTS_PER_GROUP && (
                  <Link to={listLink} className={styles.seeAll}>
                    See all {count(answer.page.total, group.noun)} in {group.title}
                  </Link>
                )}
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}
