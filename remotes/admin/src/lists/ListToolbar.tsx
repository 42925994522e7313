import { useId } from 'react';
import { VisuallyHidden } from '@thrive/ui';
import { SearchIcon } from '../common/icons';
import {
  GENDERS,
  GENRES,
  STATUSES,
  type Gender,
  type Genre,
  type Status,
} from '@thrive/admin-contract';
import {
  hasActiveFilters,
  NO_FILTERS,
  togglePlan,
  type ListFilters,
  type Plan,
} from './filterRows';
import styles from './ListPage.module.css';

interface ListToolbarProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  searchPlaceholder: string;
  withGenre: boolean;
  withPlan: boolean;
}

const SEX_LABEL: Record<Gender, string> = { M: 'Male (M)', F: 'Female (F)' };
const PLAN_LABEL: Record<Plan, string> = { free: 'Free Users', premium: 'Premium Users' };

/** Search, the filter dropdowns and (for users) the Free / Premium toggles. */
export function ListToolbar({
  filters,
  onChange,
  searchPlaceholder,
  withGenre,
  withPlan,
}: ListToolbarProps) {
  const ids = { search: useId(), genre: useId(), sex: useId(), status: useId() };
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className={styles.toolbar}>
      <div className={styles.searchBox} role="search">
        <label htmlFor={ids.search}>
          <VisuallyHidden>{searchPlaceholder}</VisuallyHidden>
        </label>
        <SearchIcon size={18} className={styles.searchIcon} />
        <input
          id={ids.search}
          type="search"
          className={styles.searchInput}
          placeholder={searchPlaceholder}
          value={filters.search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>

      <div className={styles.filters}>
        {withGenre && (
          <div className={styles.filter}>
            <label htmlFor={ids.genre} className={styles.filterLabel}>
              Genre
            </label>
            <select
              id={ids.genre}
              className={styles.filterSelect}
              value={filters.genre ?? ''}
              onChange={(event) => set({ genre: (event.target.value || null) as Genre | null })}
            >
              <option value="">All genres</option>
              {GENRES.map((genre) => (
                <option key={genre} value={genre}>
                  {genre}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.filter}>
          <label htmlFor={ids.sex} className={styles.filterLabel}>
            Sex
          </label>
          <select
            id={ids.sex}
            className={styles.filterSelect}
            value={filters.gender ?? ''}
            onChange={(event) => set({ gender: (event.target.value || null) as Gender | null })}
          >
            <option value="">All</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {SEX_LABEL[gender]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={ids.status} className={styles.filterLabel}>
            Status
          </label>
          <select
            id={ids.status}
            className={styles.filterSelect}
            value={filters.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || null) as Status | null })}
          >
            <option value="">All</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>

        {withPlan && (
          <div className={styles.toggles} role="group" aria-label="Plan">
            {(['free', 'premium'] as const).map((plan) => (
              <button
                key={plan}
                type="button"
                className={styles.toggle}
                aria-pressed={filters.plan === plan}
                onClick={() => set({ plan: togglePlan(filters.plan, plan) })}
              >
                {PLAN_LABEL[plan]}
              </button>
            ))}
          </div>
        )}

        {hasActiveFilters(filters) && (
          <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
