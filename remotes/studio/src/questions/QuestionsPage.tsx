import { useCallback, useId, useState } from 'react';
import {
  formatLagosDay,
  type OwnContribution,
  type WaitingQuestion,
  type WaitingQuestions,
} from '@thrive/reader-contract/studioReaders';
import { PAGES } from '../copy';
import { SectionHeading } from '../layout/SectionHeading';
import { LoadStatus, useLoaded } from '../layout/useLoaded';
import { studioApi } from '../studioApi';
import { AnswerForm } from './AnswerForm';
import { QUESTIONS } from './questionsCopy';
import styles from './QuestionsPage.module.css';

type Scope = WaitingQuestions['scope'];

/** Only a well-formed answer is listed (an older API's answer shows as a failure to load). */
const isList = (answer: unknown): answer is WaitingQuestions =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as WaitingQuestions).questions);

function OwnAnswer({ answer }: { answer: OwnContribution }) {
  // A status: announced when an answer was just sent (the form gives way to it).
  if (answer.status === 'in_review')
    return (
      <p className={styles.state} role="status">
        {QUESTIONS.inReview} {QUESTIONS.sent}
      </p>
    );
  if (answer.status === 'published') return <p className={styles.state}>{QUESTIONS.published}</p>;
  return (
    <p className={styles.state}>
      {QUESTIONS.rejected(answer.rejection_reason ?? '—')} {QUESTIONS.answerAgain}
    </p>
  );
}

function Question({
  question,
  onAnswered,
}: {
  question: WaitingQuestion;
  onAnswered: (answer: OwnContribution) => void;
}) {
  const headingId = useId();
  const own = question.own_answer;
  return (
    <li>
      <article className={styles.question} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.text}>
          {question.text}
        </h2>
        <p className={styles.meta}>
          {question.asked_by ? QUESTIONS.askedBy(question.asked_by) : QUESTIONS.anonymous} ·{' '}
          {question.genre ?? QUESTIONS.noGenre} ·{' '}
          <time dateTime={question.published_at}>
            {QUESTIONS.approved(formatLagosDay(question.published_at))}
          </time>
        </p>
        {own && <OwnAnswer answer={own} />}
        {own?.status !== 'in_review' && (
          <AnswerForm questionId={question.id} onAnswered={onAnswered} />
        )}
      </article>
    </li>
  );
}

/** `/studio/questions`: approved questions waiting for an answer, the contributor's genre first. */
export default function QuestionsPage() {
  const [scope, setScope] = useState<Scope>('genre');
  const read = useCallback(() => studioApi.waitingQuestions(scope, QUESTIONS.loadFailed), [scope]);
  const { loaded: load, reload, update } = useLoaded(read, isList, QUESTIONS.loadFailed);

  const answered = (id: number, answer: OwnContribution) =>
    update((list) => ({
      ...list,
      questions: list.questions.map((q) => (q.id === id ? { ...q, own_answer: answer } : q)),
    }));

  const genre = load.state === 'ready' ? load.value.genre : '';
  return (
    <>
      <SectionHeading heading={PAGES.questions.heading} description={PAGES.questions.description} />
      <fieldset className={styles.scope}>
        <legend>{QUESTIONS.scopeLegend}</legend>
        {(['genre', 'all'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="scope"
              value={value}
              checked={scope === value}
              onChange={() => {
                reload();
                setScope(value);
              }}
            />
            {value === 'genre' ? QUESTIONS.scopeGenre(genre || '…') : QUESTIONS.scopeAll}
          </label>
        ))}
      </fieldset>
      <LoadStatus
        loaded={load}
        loading={QUESTIONS.loading}
        failed={QUESTIONS.loadFailed}
        onRetry={reload}
      />
      {load.state === 'ready' &&
        (load.value.questions.length === 0 ? (
          <p>{scope === 'genre' ? QUESTIONS.noneGenre : QUESTIONS.noneAll}</p>
        ) : (
          <>
            <p aria-live="polite">
              {QUESTIONS.count(load.value.questions.length.toLocaleString('en-NG'))}
            </p>
            <ul className={styles.list}>
              {load.value.questions.map((q) => (
                <Question key={q.id} question={q} onAnswered={(a) => answered(q.id, a)} />
              ))}
            </ul>
          </>
        ))}
    </>
  );
}
