import { useState } from 'react';
import { Comments } from './Comments';
import { COMMENTS } from './commentsCopy';
import styles from './Comments.module.css';

/**
 * An answer's comments behind a native disclosure: read only when the reader opens it, so a
 * list of answers costs no request per answer.
 */
export function AnswerComments({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={styles.answerComments}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{COMMENTS.showComments}</summary>
      {open && <Comments target="answer" id={id} heading={false} reportForm="report-ask" />}
    </details>
  );
}
