import { useEffect, useId, useState, type FormEvent } from 'react';
import { i18n } from '@thrive/i18n';
import { useLocation } from 'react-router-dom';
import {
  DATA_SAVER_PATH,
  DATA_SAVER_SWITCH_ATTRIBUTE,
  KEPT_PAGE_ATTRIBUTE,
  SLOW_LINK_NOTE_ATTRIBUTE,
} from '@thrive/platform';
import { useHydrated } from '../pageHead';
import { useSiteSettings } from '../siteSettings';
import { setDataSaver, useDataSaver, useSavingForSlowLink } from './dataSaverStore';
import {
  formatBytes,
  formatCost,
  pageBytes,
  readLedger,
  visitTotal,
  writeLedger,
} from './dataUsed';
import { DATA_USED_MESSAGE, type DataUsedAsk, type WorkerBytes } from './workerBytes';
import '../catalog';
import styles from './DataSaver.module.css';

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Asks the service worker what it downloaded since the visit began (null: no answer). */
function askWorker(since: number): Promise<WorkerBytes | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2000);
    channel.port1.onmessage = (event: MessageEvent<WorkerBytes>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    const ask: DataUsedAsk = { type: DATA_USED_MESSAGE, since };
    worker.postMessage(ask, [channel.port2]);
  });
}

/**
 * The bytes this visit has used so far (this page, the pages before it in this tab, and what
 * the service worker fetched for them), kept current as files arrive; and whether this page
 * itself came from the phone.
 */
function useBytesThisVisit(): { bytes: number; fromCache: boolean } | null {
  const [used, setUsed] = useState<{ bytes: number; fromCache: boolean } | null>(null);
  useEffect(() => {
    if (typeof performance === 'undefined' || !performance.getEntriesByType) return;
    const storage = sessionStore();
    const pageId = String(Math.round(performance.timeOrigin));
    let asking = false;
    const update = () => {
      const ledger = readLedger(storage, Date.now());
      const page = pageBytes(document.documentElement.hasAttribute(KEPT_PAGE_ATTRIBUTE));
      ledger.pages[pageId] = page.bytes;
      writeLedger(storage, ledger);
      setUsed({ bytes: visitTotal(ledger), fromCache: page.fromCache });
      if (asking) return;
      asking = true;
      void askWorker(ledger.startedAt).then((answer) => {
        asking = false;
        if (!answer) return;
        const latest = readLedger(storage, Date.now());
        const key = String(answer.instance);
        latest.workers[key] = Math.max(latest.workers[key] ?? 0, answer.bytes);
        writeLedger(storage, latest);
        setUsed({ bytes: visitTotal(latest), fromCache: page.fromCache });
      });
    };
    update();
    if (typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver(update);
    try {
      observer.observe({ type: 'resource' });
    } catch {
      return;
    }
    return () => observer.disconnect();
  }, []);
  return used;
}

/**
 * The data saver's switch and what this visit has cost, on every public page (the shell places
 * it under each page). HTML-first: the switch is a real form that posts to the shell's server,
 * which flips the cookie and sends the reader back; before hydration the early-input script
 * holds the tap and replays it here. The figure needs the page's scripts, so it shows once
 * hydrated. When the saver is on because the link looks slow, a note says so; the reader's
 * tap is a choice, remembered like any other.
 */
export function DataSaver() {
  const on = useDataSaver();
  const forSlowLink = useSavingForSlowLink();
  const hydrated = useHydrated();
  const used = useBytesThisVisit();
  const { dataPriceNairaPerGb } = useSiteSettings();
  const { pathname } = useLocation();
  const labelId = useId();
  const hintId = useId();

  const toggle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDataSaver(!on);
  };

  return (
    <section className={styles.band} aria-labelledby={labelId}>
      <div className={styles.inner}>
        {/* Why it is on when the reader did not ask (issue 48): always in the markup, hidden
            unless the link decided; the server and the early-input script show it before the
            first paint (data-slow-link-note), React follows the page's state once hydrated. */}
        <p className={styles.why} hidden={!forSlowLink} {...{ [SLOW_LINK_NOTE_ATTRIBUTE]: '' }}>
          {i18n._('ui.dataSaver.slowLink')}
        </p>
        <form method="post" action={DATA_SAVER_PATH} onSubmit={toggle} className={styles.form}>
          <input type="hidden" name="back" value={pathname} />
          <button
            type="submit"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            className={styles.switch}
            {...{ [DATA_SAVER_SWITCH_ATTRIBUTE]: '' }}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span id={labelId} className={styles.label}>
              {i18n._('ui.dataSaver.label')}
            </span>
          </button>
        </form>
        <p id={hintId} className={styles.hint}>
          {i18n._('ui.dataSaver.hint')}
        </p>
        {hydrated && used !== null && (
          <p className={styles.used} data-data-used={used.bytes}>
            {i18n._('ui.dataSaver.used', {
              bytes: formatBytes(used.bytes),
              cost: formatCost(used.bytes, dataPriceNairaPerGb),
            })}
            {used.fromCache && <> {i18n._('ui.dataSaver.fromCache')}</>}
          </p>
        )}
      </div>
    </section>
  );
}
