import { diffWordsWithSpace, type Change } from 'diff';
import styles from './Moderation.module.css';

/** One text's changes: removed words struck through, added words marked, each also said in words. */
function Changes({ changes }: { changes: Change[] }) {
  return (
    <>
      {changes.map((change, i) =>
        change.added ? (
          <ins key={i} className={styles.added}>
            <span className={styles.visuallyHidden}>[added: </span>
            {change.value}
            <span className={styles.visuallyHidden}>]</span>
          </ins>
        ) : change.removed ? (
          <del key={i} className={styles.removed}>
            <span className={styles.visuallyHidden}>[removed: </span>
            {change.value}
            <span className={styles.visuallyHidden}>]</span>
          </del>
        ) : (
          <span key={i}>{change.value}</span>
        ),
      )}
    </>
  );
}

/**
 * A writer's revision after a rejection (issue 43): what changed since the version the
 * moderator rejected, word by word (jsdiff), so the moderator need not re-read the whole story.
 */
export function RevisionDiff({
  before,
  after,
}: {
  before: { title: string; body: string };
  after: { title: string; body: string };
}) {
  const title = diffWordsWithSpace(before.title, after.title);
  const body = diffWordsWithSpace(before.body, after.body);
  const unchanged = [...title, ...body].every((change) => !change.added && !change.removed);
  return (
    <section className={styles.diff} aria-label="Changes since the rejected version">
      <h3>Changes since the rejected version</h3>
      {unchanged ? (
        <p>The writer sent it again without changes.</p>
      ) : (
        <>
          <p className={styles.meta}>
            <strong>Title: </strong>
            <Changes changes={title} />
          </p>
          <div className={styles.body}>
            <Changes changes={body} />
          </div>
        </>
      )}
    </section>
  );
}
