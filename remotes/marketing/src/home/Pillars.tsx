import { DeferredImage } from '@thrive/ui';
import startArt from '../assets/illustrations/start.svg';
import soarArt from '../assets/illustrations/soar.svg';
import thriveArt from '../assets/illustrations/thrive.svg';
import { PILLAR_ART_ALT, PILLARS, type Pillar } from '../content/home';
import ui from '../common/Section.module.css';
import styles from './Pillars.module.css';

const ART: Record<Pillar['id'], string> = { start: startArt, soar: soarArt, thrive: thriveArt };

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
              <DeferredImage
                src={ART[pillar.id]}
                alt={PILLAR_ART_ALT[pillar.id]}
                width={240}
                height={200}
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
