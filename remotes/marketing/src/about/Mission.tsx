import { useState, type CSSProperties } from 'react';
import { DeferredImage, usePrefersReducedMotion } from '@thrive/ui';
import face1 from '../assets/faces/face-1.svg';
import face2 from '../assets/faces/face-2.svg';
import face3 from '../assets/faces/face-3.svg';
import face4 from '../assets/faces/face-4.svg';
import face5 from '../assets/faces/face-5.svg';
import face6 from '../assets/faces/face-6.svg';
import face7 from '../assets/faces/face-7.svg';
import face8 from '../assets/faces/face-8.svg';
import { PauseButton } from '../common/PauseButton';
import { ABOUT } from './copy';
import ui from '../common/Section.module.css';
import styles from './Mission.module.css';

const FACES = [face1, face2, face3, face4, face5, face6, face7, face8];

/** Seconds per turn of the faces ring. */
export const FACES_TURN_SECONDS = 48;

/**
 * 'Mission' with the rotating faces image: a ring of eight illustrated faces turning slowly
 * around a heart (the faces stay upright). One image for assistive technology; a pause
 * button; still under prefers-reduced-motion.
 */
export function Mission() {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const { mission } = ABOUT;
  return (
    <section className={`${ui.section} ${ui.soft}`} aria-labelledby="mission-heading">
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.visual}>
          <div
            className={styles.ring}
            role="img"
            aria-label={mission.imageAlt}
            data-paused={paused || reduced ? 'true' : 'false'}
            data-motion={reduced ? 'reduced' : 'full'}
            style={{ '--turn': `${FACES_TURN_SECONDS}s` } as CSSProperties}
          >
            <div className={styles.orbit}>
              {FACES.map((src, index) => (
                <span
                  // The position is the face's identity (the same picture may come twice).
                  key={index}
                  className={styles.face}
                  style={{ '--angle': `${(360 / FACES.length) * index}deg` } as CSSProperties}
                >
                  <DeferredImage src={src} alt="" width={96} height={96} />
                </span>
              ))}
            </div>
            <span className={styles.heart} aria-hidden="true">
              <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
                <path
                  d="M24 42S6 31 6 18c0-6 4.5-10 10-10 3.8 0 6.5 2 8 4.6C25.5 10 28.2 8 32 8c5.5 0 10 4 10 10 0 13-18 24-18 24z"
                  fill="currentColor"
                />
              </svg>
            </span>
          </div>
          {!reduced && (
            <PauseButton
              className={styles.pause}
              paused={paused}
              onToggle={() => setPaused((p) => !p)}
              what={mission.pauseWhat}
            />
          )}
        </div>
        <div>
          <h2 id="mission-heading" className={ui.title}>
            {mission.heading}
          </h2>
          <p className={styles.body}>{mission.body}</p>
          <ul className={styles.points}>
            {mission.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
