import type { StudioStory, StudioStoryFields } from '@thrive/reader-contract/schemas';
import { Button } from '@thrive/ui';
import { WRITE } from './copy';
import styles from './WritePage.module.css';

function Version({ heading, fields }: { heading: string; fields: StudioStoryFields }) {
  return (
    <section className={styles.version} aria-label={heading}>
      <h3>{heading}</h3>
      <p className={styles.versionTitle}>{fields.title || WRITE.untitled}</p>
      <pre className={styles.versionBody}>{fields.body}</pre>
    </section>
  );
}

/**
 * The draft changed here and, since, on another device: both versions side by side, nothing
 * overwritten until the writer keeps one (after copying what they want from the other).
 */
export function ConflictPanel({
  mine,
  theirs,
  onKeepMine,
  onUseTheirs,
}: {
  mine: StudioStoryFields;
  theirs: StudioStory;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  return (
    <section className={styles.conflict} aria-labelledby="studio-conflict-heading">
      <h2 id="studio-conflict-heading">{WRITE.conflictHeading}</h2>
      <p>{WRITE.conflictHelp}</p>
      <div className={styles.versions}>
        <Version heading={WRITE.thisDevice} fields={mine} />
        <Version heading={WRITE.otherDevice(theirs.revision)} fields={theirs} />
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={onKeepMine}>
          {WRITE.keepThis}
        </Button>
        <Button type="button" variant="secondary" onClick={onUseTheirs}>
          {WRITE.useOther}
        </Button>
      </div>
    </section>
  );
}
