import { useEffect, useId, useState, type FormEvent } from 'react';
import { i18n } from '@thrive/i18n';
import { useLocation } from 'react-router-dom';
import { DATA_SAVER_PATH, DATA_SAVER_SWITCH_ATTRIBUTE } from '@thrive/platform';
import { useHydrated } from '../pageHead';
import { useSiteSettings } from '../siteSettings';
import { setDataSaver, useDataSaver } from './dataSaverStore';
import { bytesThisVisit, formatBytes, formatCost } from './dataUsed';
import '../catalog';
import styles from './DataSaver.module.css';

/** The bytes this visit has used so far, kept current as files arrive. */
function useBytesThisVisit(): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    if (typeof performance === 'undefined' || !performance.getEntriesByType) return;
    const update = () => setBytes(bytesThisVisit());
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
  return bytes;
}

/**
 * The data saver's switch and what this visit has cost, on every public page (the shell places
 * it under each page). HTML-first: the switch is a real form that posts to the shell's server,
 * which flips the cookie and sends the reader back; before hydration the early-input script
 * holds the tap and replays it here. The figure needs the page's scripts, so it shows once
 * hydrated.
 */
export function DataSaver() {
  const on = useDataSaver();
  const hydrated = useHydrated();
  const bytes = useBytesThisVisit();
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
        {hydrated && bytes !== null && (
          <p className={styles.used} data-data-used={bytes}>
            {i18n._('ui.dataSaver.used', {
              bytes: formatBytes(bytes),
              cost: formatCost(bytes, dataPriceNairaPerGb),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
