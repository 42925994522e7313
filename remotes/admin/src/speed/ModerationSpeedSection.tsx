import { MODERATED_KINDS, type ModerationSpeed } from '@thrive/admin-contract';
import { duration } from './moderationSpeedApi';
import styles from './Speed.module.css';

const KIND_LABEL = { questions: 'Questions', comments: 'Comments', reports: 'Reports' } as const;

/** The dashboard's table: time from submission to decision, all items and urgent ones. */
export function ModerationSpeedSection({ speed }: { speed: ModerationSpeed | null }) {
  return (
    <section aria-labelledby="speed-heading" className={styles.section}>
      <h2 id="speed-heading" className={styles.heading}>
        Moderation speed
      </h2>
      <p className={styles.note}>
        Time from a reader sending to a moderator&apos;s decision, last {speed ? speed.days : 7}{' '}
        days.
      </p>
      <table className={styles.table} aria-busy={speed === null}>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            <th scope="col">Decided</th>
            <th scope="col">Median</th>
            <th scope="col">90th percentile</th>
            <th scope="col">Urgent decided</th>
            <th scope="col">Urgent median</th>
            <th scope="col">Urgent 90th percentile</th>
          </tr>
        </thead>
        <tbody>
          {MODERATED_KINDS.map((kind) => {
            const figures = speed?.speed[kind];
            return (
              <tr key={kind}>
                <th scope="row">{KIND_LABEL[kind]}</th>
                <td>{figures ? figures.all.decided.toLocaleString('en-NG') : '…'}</td>
                <td>{figures ? duration(figures.all.medianSeconds) : '…'}</td>
                <td>{figures ? duration(figures.all.p90Seconds) : '…'}</td>
                <td>{figures ? figures.urgent.decided.toLocaleString('en-NG') : '…'}</td>
                <td>{figures ? duration(figures.urgent.medianSeconds) : '…'}</td>
                <td>{figures ? duration(figures.urgent.p90Seconds) : '…'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
