import { useEffect, useState } from 'react';
import type { OwnQuestion } from '@thrive/reader-contract/content';
import { useSignedInUser } from '@thrive/auth-store';
import { useDocumentTitle, useHydrated, useSiteSettings } from '@thrive/ui';
import { LoadState } from '../common/LoadState';
import { formatDate } from '../common/formatDate';
import { useRemoteData } from '../common/useRemoteData';
import { storiesApi } from '../storiesApi';
import { AnswerComments } from '../comments/AnswerComments';
import { ReportControl } from '../reports/ReportControl';
import { AnswerList } from './AnswerList';
import { AskForm } from './AskForm';
import { ASK } from './askCopy';
import styles from './AskPage.module.css';

/** The signed-in reader's own questions and where each stands. */
function OwnQuestions({ added }: { added: OwnQuestion[] }) {
  const [questions, setQuestions] = useState<OwnQuestion[] | null>(null);
  useEffect(() => {
    let current = true;
    storiesApi.ownQuestions().then(
      (answer) => current && setQuestions(answer.questions),
      () => current && setQuestions([]),
    );
    return () => {
      current = false;
    };
  }, []);
  const shown = [...added, ...(questions ?? []).filter((q) => !added.some((a) => a.id === q.id))];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="own-questions" className={styles.section}>
      <h2 id="own-questions">{ASK.ownHeading}</h2>
      <ul className={styles.ownList}>
        {shown.map((q) => (
          <li key={q.id}>
            <p className={styles.questionText}>{q.text}</p>
            <p className={styles.meta}>
              {ASK.status(q.status)} · {q.anonymous ? ASK.anonymousAsker : ASK.askedUnderName} ·{' '}
              <time dateTime={q.asked_at}>{formatDate(q.asked_at)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AnsweredQuestions() {
  const data = useRemoteData('questions', () => storiesApi.questions(null));
  return (
    <section aria-labelledby="answered-questions" className={styles.section}>
      <h2 id="answered-questions">{ASK.answeredHeading}</h2>
      {data.state === 'ready' ? (
        data.data.questions.length === 0 ? (
          <p>{ASK.noAnswered}</p>
        ) : (
          data.data.questions.map((q) => (
            <article key={q.id} className={styles.question}>
              <h3 className={styles.questionText}>{q.text}</h3>
              <p className={styles.meta}>
                {q.asked_by ? ASK.askedBy(q.asked_by) : ASK.anonymousAsker} ·{' '}
                <time dateTime={q.published_at}>{formatDate(q.published_at)}</time>
              </p>
              <AnswerList
                answers={q.answers}
                after={(answer) =>
                  Number.isSafeInteger(answer.id) && (
                    <>
                      <ReportControl target="answer" id={answer.id} formId="report-ask" />
                      <AnswerComments id={answer.id} />
                    </>
                  )
                }
              />
            </article>
          ))
        )
      ) : (
        <LoadState data={data} retry={data.retry} />
      )}
    </section>
  );
}

/** `/ask`: safe-posting guidance, the ask form, the reader's own questions, answered ones. */
export default function AskPage() {
  useDocumentTitle(ASK.heading);
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const [added, setAdded] = useState<OwnQuestion[]>([]);
  // The guidance points at the numbers under "Need help now?" only when there are some beyond
  // 112 (the deployment's config; the prerendered page is the default's, 112 alone).
  const withHelplines = useSiteSettings().helplines.length > 0;
  return (
    <>
      <h1 className={styles.heading}>{ASK.heading}</h1>
      <p className={styles.lead}>{ASK.lead}</p>
      <section aria-labelledby="ask-guidance" className={styles.guidance}>
        <h2 id="ask-guidance" className={styles.guidanceHeading}>
          {ASK.guidanceHeading}
        </h2>
        <ul>
          {ASK.guidance(withHelplines).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <AskForm onAsked={(question) => setAdded((list) => [question, ...list])} />
      {hydrated && user && <OwnQuestions added={added} />}
      <AnsweredQuestions />
    </>
  );
}
