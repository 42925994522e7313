import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@thrive/ui';
import {
  formatNaira,
  formatStatementMonth,
  QUALIFIED_READ_SECONDS,
  type EarningRate,
  type EarningsStatement,
} from '@thrive/admin-contract';
import { useNotify } from '../common/notices';
import { Card } from '../profiles/ProfileParts';
import { earningsApi } from './earningsApi';
import styles from './Earnings.module.css';

/** '2.50' → 250 kobo; anything but a non-negative amount with at most two decimals → null. */
export function koboOf(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Saves a blob under its file name (the CSV is fetched with the admin's token). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function RateForm({ rate, onSaved }: { rate: EarningRate; onSaved: (rate: EarningRate) => void }) {
  const id = useId();
  const [text, setText] = useState((rate.kobo_per_read / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kobo = koboOf(text);
    if (kobo === null) return setError('Please give the rate in naira, like 2.50.');
    setBusy(true);
    setError(null);
    try {
      onSaved(await earningsApi.setRate(kobo));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.rateForm} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-rate`}>Rate per qualified read, for every writer (₦)</label>
      <input
        id={`${id}-rate`}
        inputMode="decimal"
        value={text}
        aria-describedby={`${id}-rate-note${error ? ` ${id}-rate-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-rate-note`} className={styles.note}>
        Applies to reads counted from now on; past months keep the rate they were read at. The
        change is recorded in the audit log.
      </p>
      {error && (
        <p id={`${id}-rate-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={busy}>
        Save rate
      </Button>
    </form>
  );
}

/** The writer's earnings statement on their profile, its CSV export and the rate per read. */
export function EarningsCard({ writerId, name }: { writerId: number; name: string }) {
  const notify = useNotify();
  const [statement, setStatement] = useState<EarningsStatement | null>(null);
  const [rate, setRate] = useState<EarningRate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([earningsApi.statement(writerId), earningsApi.rate()]).then(
      ([s, r]) => {
        if (!current) return;
        setStatement(s);
        setRate(r);
        setProblem(null);
      },
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [writerId, version]);

  const exportCsv = async () => {
    try {
      const { blob, fileName } = await earningsApi.csv(writerId);
      save(blob, fileName);
    } catch (error) {
      notify(`Earnings: ${(error as Error).message}`);
    }
  };

  return (
    <Card title="Earnings" headingId="earnings-heading" className={styles.card}>
      <p className={styles.note}>
        A qualified read is a signed-in reader who stayed on one of {name}&apos;s published stories
        for at least {QUALIFIED_READ_SECONDS} seconds, counted once per reader, story and day. No
        payouts are made here.
      </p>
      {problem && (
        <div role="alert" className={styles.error}>
          <p>{problem}</p>
          <Button variant="secondary" onClick={() => setVersion((n) => n + 1)}>
            Try again
          </Button>
        </div>
      )}
      {!problem && !statement && <p aria-live="polite">Loading the statement…</p>}
      {statement && (
        <>
          <table className={styles.table}>
            <caption className={styles.caption}>Qualified reads and amounts per month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Qualified reads</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {statement.months.length === 0 && (
                <tr>
                  <td colSpan={3}>No qualified reads yet.</td>
                </tr>
              )}
              {statement.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatStatementMonth(m.month)}</th>
                  <td>{m.reads.toLocaleString('en-NG')}</td>
                  <td>{formatNaira(m.kobo)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{statement.total_reads.toLocaleString('en-NG')}</td>
                <td>{formatNaira(statement.total_kobo)}</td>
              </tr>
            </tfoot>
          </table>
          <Button variant="secondary" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </>
      )}
      {rate && (
        <RateForm
          key={rate.set_at ?? 'unset'}
          rate={rate}
          onSaved={(saved) => {
            setRate(saved);
            notify(`Rate saved: ${formatNaira(saved.kobo_per_read)} per qualified read.`);
            setVersion((n) => n + 1);
          }}
        />
      )}
    </Card>
  );
}
