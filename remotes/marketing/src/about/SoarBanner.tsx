import { useState } from 'react';
import { usePrefersReducedMotion } from '@thrive/ui';
import { Marquee } from '../common/Marquee';
import { PauseButton } from '../common/PauseButton';
import { ABOUT } from '../content/about';
import styles from './SoarBanner.module.css';

/** The START SOAR THRIVE banner, scrolling left, one cycle every 30 s (SPEC section 9). */
export function SoarBanner() {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  return (
    <section className={styles.banner} aria-label="Start, Soar, Thrive">
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
        className={styles.marquee}
      />
      {!reduced && (
        <div className={styles.controls}>
          <PauseButton
            tone="dark"
            paused={paused}
            onToggle={() => setPaused((p) => !p)}
            what="banner"
          />
        </div>
      )}
    </section>
  );
}
