import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Problem, useDocumentTitle } from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import type { DashboardCounts } from '../api/types';
import { BellIcon, ConsultantIcon, PenIcon, RestoreIcon, UsersIcon } from '../common/icons';
import { ModerationSpeedSection } from '../speed/ModerationSpeedSection';
import { useModerationSpeed } from '../speed/moderationSpeedApi';
import { DashboardSearch } from './DashboardSearch';
import { useGridPrefetch } from './prefetchGrid';
import { DASHBOARD_STATS, type StatTone } from './stats';
import styles from './DashboardPage.module.css';

const TONE_ICON: Record<StatTone, typeof UsersIcon> = {
  users: UsersIcon,
  writers: PenIcon,
  plans: UsersIcon,
  consultants: ConsultantIcon,
};

/** The admin home (SPEC section 2, "Admin dashboard"). */
export default function DashboardPage() {
  useDocumentTitle('Dashboard · Admin');
  // The lists are the next stop from here: their grid downloads while the browser is idle.
  useGridPrefetch();
  const [counts, setCounts] = useState<DashboardCounts | null>(null);
  const speed = useModerationSpeed();
  const [problem, setProblem] = useState<string | null>(null);
  const fetchData = useCallback(() => {
    adminApi
      .get<{ counts: DashboardCounts }>('/admin/dashboard', 'The numbers could not be loaded.')
      .then(
        (answer) => setCounts(answer.counts),
        (error: Error) => setProblem(error.message),
      );
  }, []);
  useEffect(() => {
    fetchData();
  }, [fetchData]);
  const load = () => {
    setProblem(null);
    fetchData();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Welcome back, Admin</h1>
          <p className={styles.subtitle}>What are we doing today</p>
        </div>
        <DashboardSearch />
      </header>

      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className={styles.sectionTitle}>
          Overview
        </h2>
        {problem && (
          <Problem title="The numbers could not be loaded" headingLevel={2} onRetry={load}>
            <p>{problem}</p>
          </Problem>
        )}
        <ul className={styles.stats} aria-busy={counts === null}>
          {DASHBOARD_STATS.map(({ label, key, tone }) => {
            const Icon = TONE_ICON[tone];
            return (
              <li key={label} className={`${styles.stat} ${styles[tone]}`}>
                <span className={styles.statIcon}>
                  <Icon size={20} />
                </span>
                <span className={styles.statLabel}>{label}</span>
                <span className={styles.statValue}>
                  {counts ? counts[key].toLocaleString('en-NG') : '…'}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <ModerationSpeedSection speed={speed} />

      <div className={styles.actions}>
        <section className={styles.card} aria-labelledby="notification-heading">
          <span className={styles.cardIcon}>
            <BellIcon size={22} />
          </span>
          <h2 id="notification-heading" className={styles.cardTitle}>
            Notification
          </h2>
          <p className={styles.cardText}>
            Create and send push notifications to readers, writers and consultants, to specific
            people or to everyone.
          </p>
          <Link to="/notifications" className={buttonClassName('primary')}>
            Create Notification
          </Link>
        </section>

        <section className={styles.card} aria-labelledby="deleted-heading">
          <span className={`${styles.cardIcon} ${styles.warm}`}>
            <RestoreIcon size={22} />
          </span>
          <h2 id="deleted-heading" className={styles.cardTitle}>
            Deleted Profiles
          </h2>
          <p className={styles.cardText}>
            Deleted profiles appear here for the next 14 days, pending reconsideration, before they
            are removed for good.
          </p>
          <Link to="/deleted" className={buttonClassName('secondary')}>
            View Deleted Profiles
            {counts &&
              counts.deletedProfiles > 0 &&
              ` (${counts.deletedProfiles.toLocaleString('en-NG')})`}
          </Link>
        </section>
      </div>
    </div>
  );
}
