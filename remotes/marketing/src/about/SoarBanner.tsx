import { useState } from 'react';
import { useDataSaver, usePrefersReducedMotion } from '@thrive/ui';
import { Marquee } from '../common/Marquee';
import { PauseButton } from '../common/PauseButton';
import { ABOUT } from './copy';
import styles from './SoarBanner.module.css';

/** The START SOAR THRIVE banner, scrolling left, one cycle every 30 s (SPEC section 9). */
export function SoarBanner() {
  const reduced = usePrefersReducedMotion();
  // Still by default while the data saver is on; the reader's own Pause or Play wins.
  const dataSaver = useDataSaver();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const paused = choice ? choice === 'paused' : dataSaver;
  const setPaused = (toggle: (paused: boolean) => boolean) =>
    setChoice(toggle(paused) ? 'paused' : 'playing');
  return (
    <section className={styles.banner} aria-label={ABOUT.bannerLabel}>
      <Marquee
        items={ABOUT.banner}
        getKey={(word) => word}
        renderItem={(word) => (
          <span className={styles.word}>
            {word}
            <svg
              className={styles.star}
              viewBox="0 0 24 24"
              width="28"
              height="28"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 0l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="currentColor" />
            </svg>
          </span>
        )}
        label={ABOUT.banner.join(' ')}
        durationSeconds={ABOUT.bannerCycleSeconds}
        direction="left"
        paused={paused}
        playRequested={choice === 'playing'}
        className={styles.marquee}
      />
      {!reduced && (
        <div className={styles.controls}>
          <PauseButton
            tone="dark"
            paused={paused}
            onToggle={() => setPaused((p) => !p)}
            what={ABOUT.bannerPauseWhat}
          />
        </div>
      )}
    </section>
  );
}
