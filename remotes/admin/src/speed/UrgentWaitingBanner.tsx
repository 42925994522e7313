import { Link } from 'react-router-dom';
import { URGENT_WAIT_MINUTES, type ModerationSpeed } from '@thrive/admin-contract';
import { duration } from './moderationSpeedApi';
import styles from './Speed.module.css';

const WHERE = { questions: '/questions', comments: '/comments', reports: '/reports' } as const;
const NAME = { questions: 'question', comments: 'comment', reports: 'report' } as const;

/**
 * At the top of every console page while an urgent item has waited more than
 * URGENT_WAIT_MINUTES for a decision (issue 45): where it is and how long it has waited.
 */
export function UrgentWaitingBanner({ speed }: { speed: ModerationSpeed | null }) {
  const waiting = speed?.urgentWaiting ?? [];
  if (waiting.length === 0) return null;
  const oldest = waiting[0]!;
  return (
    <section role="alert" aria-labelledby="urgent-waiting" className={styles.banner}>
      <h2 id="urgent-waiting" className={styles.bannerTitle}>
        {waiting.length === 1
          ? `An urgent ${NAME[oldest.kind]} has waited more than ${URGENT_WAIT_MINUTES} minutes`
          : `${waiting.length} urgent items have waited more than ${URGENT_WAIT_MINUTES} minutes`}
      </h2>
      <ul className={styles.bannerList}>
        {waiting.slice(0, 3).map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link to={WHERE[item.kind]}>
              Urgent {NAME[item.kind]} {item.id}
            </Link>{' '}
            waiting {duration(item.waitingSeconds)}
          </li>
        ))}
      </ul>
    </section>
  );
}
