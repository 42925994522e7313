import { useState } from 'react';
import { useDataSaver, usePrefersReducedMotion } from '@thrive/ui';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { Marquee } from '../common/Marquee';
import { PauseButton } from '../common/PauseButton';
import { TESTIMONIALS_SECTION } from '../content/home';
import { TESTIMONIAL_LANG, TESTIMONIALS, type Testimonial } from '../content/testimonials';
import ui from '../common/Section.module.css';
import styles from './Testimonials.module.css';

/** Seconds per loop of one row. Slow enough to read a card as it passes. */
export const TESTIMONIAL_CYCLE_SECONDS = 45;

/** The eight testimonials, split into the two rows. */
export const TESTIMONIAL_ROWS: readonly (readonly Testimonial[])[] = [
  TESTIMONIALS.slice(0, 4),
  TESTIMONIALS.slice(4),
];

function Card({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <svg
        className={styles.quoteMark}
        viewBox="0 0 32 24"
        width="32"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12zm18 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12z"
          fill="currentColor"
        />
      </svg>
      <blockquote className={styles.quote} lang={TESTIMONIAL_LANG}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <InitialsAvatar name={testimonial.name} size={40} />
        <span>{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Eight testimonials in two rows scrolling in opposite directions. Each row pauses on hover
 * and focus; one button pauses both; nothing moves under prefers-reduced-motion.
 */
export function Testimonials() {
  const reduced = usePrefersReducedMotion();
  // Still by default while the data saver is on; the reader's own Pause or Play wins.
  const dataSaver = useDataSaver();
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const paused = choice ? choice === 'paused' : dataSaver;
  const setPaused = (toggle: (paused: boolean) => boolean) =>
    setChoice(toggle(paused) ? 'paused' : 'playing');
  return (
    <section className={`${ui.section} ${styles.section}`} aria-labelledby="testimonials-heading">
      <div className={`${ui.container} ${styles.head}`}>
        <div>
          <h2 id="testimonials-heading" className={ui.title}>
            {TESTIMONIALS_SECTION.heading}
          </h2>
          <p className={ui.lead}>{TESTIMONIALS_SECTION.lead}</p>
        </div>
        {!reduced && (
          <PauseButton paused={paused} onToggle={() => setPaused((p) => !p)} what="testimonials" />
        )}
      </div>
      <div className={styles.rows}>
        {TESTIMONIAL_ROWS.map((row, index) => (
          <Marquee
            key={index}
            items={row}
            getKey={(t) => t.id}
            renderItem={(t) => <Card testimonial={t} />}
            label={TESTIMONIALS_SECTION.rowLabel(index === 0 ? 'first' : 'second')}
            durationSeconds={TESTIMONIAL_CYCLE_SECONDS}
            direction={index === 0 ? 'left' : 'right'}
            paused={paused}
            playRequested={choice === 'playing'}
            className={styles.row}
            itemClassName={styles.item}
          />
        ))}
      </div>
    </section>
  );
}
