import { useEffect, useState } from 'react';
import { LoadingState, Problem } from '@thrive/ui';
import {
  formatNaira,
  formatStatementMonth,
  QUALIFIED_READ_SECONDS,
  type EarningsStatement,
} from '@thrive/reader-contract/studioReaders';
import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { studioApi } from '../studioApi';
import { EARNINGS } from './earningsCopy';
import styles from './EarningsPage.module.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; statement: EarningsStatement };

const isStatement = (answer: unknown): answer is EarningsStatement =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as EarningsStatement).months) &&
  typeof (answer as EarningsStatement).total_kobo === 'number';

/** `/studio/earnings`: the writer's qualified reads and what they come to, per month. */
export default function EarningsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    studioApi.earnings(EARNINGS.loadFailed).then(
      (statement) =>
        current &&
        setLoad(
          isStatement(statement)
            ? { state: 'ready', statement }
            : { state: 'failed', message: EARNINGS.loadFailed },
        ),
      (error: Error) => current && setLoad({ state: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [round]);

  return (
    <>
      <SectionHeading heading={PAGES.earnings.heading} description={PAGES.earnings.description} />
      <p>{EARNINGS.lead(String(QUALIFIED_READ_SECONDS))}</p>
      {load.state === 'loading' && <LoadingState label={EARNINGS.loading} />}
      {load.state === 'failed' && (
        <Problem
          title={EARNINGS.loadFailed}
          headingLevel={2}
          onRetry={() => {
            setLoad({ state: 'loading' });
            setRound((n) => n + 1);
          }}
        >
          <p>{load.message}</p>
        </Problem>
      )}
      {load.state === 'ready' && (
        <>
          <p>{EARNINGS.rate(formatNaira(load.statement.rate_kobo))}</p>
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
              {load.statement.months.length === 0 && (
                <tr>
                  <td colSpan={3}>{EARNINGS.none}</td>
                </tr>
              )}
              {load.statement.months.map((m) => (
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
                <td>{load.statement.total_reads.toLocaleString('en-NG')}</td>
                <td>{formatNaira(load.statement.total_kobo)}</td>
              </tr>
            </tfoot>
          </table>
          <p className={styles.note}>{EARNINGS.noPayout}</p>
        </>
      )}
    </>
  );
}
