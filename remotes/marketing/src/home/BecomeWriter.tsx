import { DeferredImage } from '@thrive/ui';
import { Link } from 'react-router-dom';
import { paths } from '@thrive/platform';
import writerArt from '../assets/illustrations/become-writer.svg';
import { BECOME_WRITER } from '../content/home';
import ui from '../common/Section.module.css';
import styles from './BecomeWriter.module.css';

/** Writers are recruited by the team: 'Start Writing' leads to the page that says how to join. */

export function BecomeWriter() {
  return (
    <section className={styles.section} aria-labelledby="become-writer-heading">
      <div className={`${ui.container} ${styles.card}`}>
        <div className={styles.copy}>
          <h2 id="become-writer-heading" className={styles.title}>
            {BECOME_WRITER.heading}
          </h2>
          <p className={styles.body}>{BECOME_WRITER.body}</p>
          <Link to={paths.becomeWriter} className={styles.cta}>
            {BECOME_WRITER.cta}
          </Link>
        </div>
        <DeferredImage
          className={styles.art}
          src={writerArt}
          width={360}
          height={300}
          alt={BECOME_WRITER.imageAlt}
        />
      </div>
    </section>
  );
}
