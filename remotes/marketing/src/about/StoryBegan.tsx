import { ABOUT } from './copy';
import ui from '../common/Section.module.css';
import styles from './StoryBegan.module.css';

/** 'How Our Story Began': the 2019 WhatsApp group that grew to thousands. */
export function StoryBegan() {
  const { story } = ABOUT;
  return (
    <section className={ui.section} aria-labelledby="story-heading">
      <div className={`${ui.container} ${styles.inner}`}>
        <div>
          <h2 id="story-heading" className={ui.title}>
            {story.heading}
          </h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <dl className={styles.stats}>
          {story.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
