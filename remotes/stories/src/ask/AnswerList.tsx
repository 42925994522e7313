import type { PublicAnswer } from '@thrive/reader-contract/content';
import { ASK } from './askCopy';
import styles from './AskPage.module.css';

/** A question's published answers, each under who gave it. */
export function AnswerList({ answers }: { answers: readonly PublicAnswer[] }) {
  return answers.map((answer) => (
    <div key={answer.id} className={styles.answer}>
      <p className={styles.answeredBy}>{ASK.answered(answer.by.display_name, answer.by.role)}</p>
      <p>{answer.body}</p>
    </div>
  ));
}
