import startArt from '../assets/illustrations/start.svg';
import soarArt from '../assets/illustrations/soar.svg';
import thriveArt from '../assets/illustrations/thrive.svg';
import { PILLARS, type Pillar } from '../content/home';
import ui from '../common/Section.module.css';
import styles from './Pillars.module.css';

const ART: Record<Pillar['id'], { src: string; alt: string }> = {
  start: { src: startArt, alt: 'A seedling sprouting two leaves from a clay pot' },
  soar: { src: soarArt, alt: 'A green bird soaring towards the sun' },
  thrive: { src: thriveArt, alt: 'A flower in full bloom' },
};

/** The START, SOAR and THRIVE sections. */
export function Pillars() {
  return (
    <div className={styles.pillars}>
      {PILLARS.map((pillar, index) => (
        <section
          key={pillar.id}
          id={pillar.id}
          className={`${ui.section} ${styles.pillar} ${styles[pillar.id]}`}
          aria-labelledby={`${pillar.id}-heading`}
        >
          <div className={`${ui.container} ${styles.inner} ${index % 2 ? styles.flip : ''}`}>
            <div className={styles.art}>
              <img
                src={ART[pillar.id].src}
                alt={ART[pillar.id].alt}
                width={240}
                height={200}
                loading="lazy"
              />
            </div>
            <div className={styles.copy}>
              <p className={styles.number} aria-hidden="true">
                0{index + 1}
              </p>
              <h2 id={`${pillar.id}-heading`} className={styles.title}>
                {pillar.title}
              </h2>
              <p className={styles.heading}>{pillar.heading}</p>
              <p className={styles.body}>{pillar.body}</p>
              <ul className={styles.points}>
                {pillar.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
