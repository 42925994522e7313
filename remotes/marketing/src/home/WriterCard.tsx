import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@thrive/ui';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { WRITERS_SECTION } from '../content/home';
import { roleLabel, WRITER_SLIDES, type WriterCard as Writer } from '../writers/writers';
import styles from './WritersCarousel.module.css';

/** One writer: name, role, description and the "Start Reading" link to their stories. */
export function WriterCard({ writer }: { writer: Writer }) {
  return (
    <article className={styles.card} style={{ backgroundColor: writer.bgColor }}>
      <div className={styles.cardTop}>
        <InitialsAvatar name={writer.name} size={64} background="#ffffff" />
        <div>
          <h3 className={styles.name}>{writer.name}</h3>
          <p className={styles.role}>{roleLabel(writer.role)}</p>
        </div>
      </div>
      <p className={styles.description}>{writer.description}</p>
      <Link to={`/writers/${encodeURIComponent(writer.username)}`} className={styles.read}>
        {WRITERS_SECTION.cardCta}
        <VisuallyHidden> {WRITER_SLIDES.readHidden(writer.name)}</VisuallyHidden>
      </Link>
    </article>
  );
}
