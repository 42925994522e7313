import { useDocumentTitle } from '@thrive/ui';
import { ABOUT, aboutTitle } from './copy';
import ui from '../common/Section.module.css';
import { Mission } from './Mission';
import { SoarBanner } from './SoarBanner';
import { StoryBegan } from './StoryBegan';
import { TeamRow } from './TeamRow';
import styles from './AboutPage.module.css';

/** About (SPEC section 2): intro, our story, mission, the team and the START SOAR THRIVE banner. */
export default function AboutPage() {
  useDocumentTitle(aboutTitle());
  return (
    <>
      <section className={styles.intro} aria-labelledby="about-heading">
        <div className={`${ui.container} ${styles.introInner}`}>
          <p className={ui.eyebrow}>{ABOUT.intro.eyebrow}</p>
          <h1 id="about-heading" className={ui.pageTitle}>
            {ABOUT.intro.heading}
          </h1>
          <p className={styles.introBody}>{ABOUT.intro.body}</p>
        </div>
      </section>
      <StoryBegan />
      <Mission />
      <TeamRow />
      <SoarBanner />
    </>
  );
}
