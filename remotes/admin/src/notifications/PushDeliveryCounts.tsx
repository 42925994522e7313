import { useEffect, useState } from 'react';
import { notificationsApi, type PushCounts } from './notificationsApi';

/** How often the counts are asked for while pushes are still going out, and for how long. */
export const PUSH_COUNTS_POLL_MS = 2_000;
const POLL_LIMIT = 30;

const n = (value: number) => value.toLocaleString('en-NG');

/**
 * The pushes of the notification just sent (readers who chose "News from Thrive" on a phone):
 * how many were sent, delivered (the push service took them) and failed, updated while any is
 * still going out.
 */
export function PushDeliveryCounts({ announcementId }: { announcementId: number }) {
  const [counts, setCounts] = useState<PushCounts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (round: number) =>
      notificationsApi.pushCounts(announcementId).then(
        (answer) => {
          if (!current) return;
          setCounts(answer);
          if (answer.pending > 0 && round < POLL_LIMIT) {
            timer = setTimeout(() => void ask(round + 1), PUSH_COUNTS_POLL_MS);
          }
        },
        () => current && setFailed(true),
      );
    void ask(1);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [announcementId]);

  if (failed) return <p role="status">The pushes to phones could not be counted.</p>;
  if (!counts) return <p role="status">Counting the pushes to phones…</p>;
  const going = counts.pending > 0 ? `, ${n(counts.pending)} still going out` : '';
  return (
    <p role="status" aria-label="Pushes to phones">
      {`Pushes to phones: ${n(counts.sent)} sent, ${n(counts.delivered)} delivered, ${n(counts.failed)} failed${going}.`}
    </p>
  );
}
