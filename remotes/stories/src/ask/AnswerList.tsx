import type { ReactNode } from 'react';
import type { PublicAnswer } from '@thrive/reader-contract/content';
import { ASK } from './askCopy';
import styles from './AskPage.module.css';

/**
 * A question's published answers, each under who gave it; `after` adds what follows an answer
 * on its page (on /ask: the report control and the answer's comments).
 */
export function AnswerList({
  answers,
  after,
}: {
  answers: readonly PublicAnswer[];
  after?: (answer: PublicAnswer) => ReactNode;
}) {
  return answers.map((answer) => (
    <div key={answer.id} className={styles.answer}>
      <p className={styles.answeredBy}>{ASK.answered(answer.by.display_name, answer.by.role)}</p>
      <p>{answer.body}</p>
      {after?.(answer)}
    </div>
  ));
}
