import { useCallback } from 'react';
import {
  formatNaira,
  formatStatementMonth,
  QUALIFIED_READ_SECONDS,
  type EarningsStatement,
} from '@thrive/reader-contract/studioReaders';
import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { LoadStatus, useLoaded } from '../layout/useLoaded';
import { studioApi } from '../studioApi';
import { EARNINGS } from './earningsCopy';
import styles from './EarningsPage.module.css';

const isStatement = (answer: unknown): answer is EarningsStatement =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as EarningsStatement).months) &&
  typeof (answer as EarningsStatement).total_kobo === 'number';

/** `/studio/earnings`: the writer's qualified reads and what they come to, per month. */
export default function EarningsPage() {
  const read = useCallback(() => studioApi.earnings(EARNINGS.loadFailed), []);
  const { loaded: load, reload } = useLoaded(read, isStatement, EARNINGS.loadFailed);

  return (
    <>
      <SectionHeading heading={PAGES.earnings.heading} description={PAGES.earnings.description} />
      <p>{EARNINGS.lead(String(QUALIFIED_READ_SECONDS))}</p>
      <LoadStatus
        loaded={load}
        loading={EARNINGS.loading}
        failed={EARNINGS.loadFailed}
        onRetry={reload}
      />
      {load.state === 'ready' && (
        <>
          <p>{EARNINGS.rate(formatNaira(load.value.rate_kobo))}</p>
          <table className={styles.table}>
            <caption className={styles.caption}>{EARNINGS.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{EARNINGS.month}</th>
                <th scope="col">{EARNINGS.reads}</th>
                <th scope="col">{EARNINGS.amount}</th>
              </tr>
            </thead>
            <tbody>
              {load.value.months.length === 0 && (
                <tr>
                  <td colSpan={3}>{EARNINGS.none}</td>
                </tr>
              )}
              {load.value.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatStatementMonth(m.month)}</th>
                  <td>{m.reads.toLocaleString('en-NG')}</td>
                  <td>{formatNaira(m.kobo)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{EARNINGS.total}</th>
                <td>{load.value.total_reads.toLocaleString('en-NG')}</td>
                <td>{formatNaira(load.value.total_kobo)}</td>
              </tr>
            </tfoot>
          </table>
          <p className={styles.note}>{EARNINGS.noPayout}</p>
        </>
      )}
    </>
  );
}
