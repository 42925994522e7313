import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@thrive/api-client';
import { PRIVATE_KEY_PATTERN, type PrivateQuestion } from '@thrive/reader-contract/content';
import { Button, LoadingState, useDocumentTitle, useHydrated } from '@thrive/ui';
import { formatDate } from '../common/formatDate';
import { COMMON } from '../common/copy';
import { STORY_PATHS } from '../paths';
import { storiesApi } from '../storiesApi';
import { AnswerList } from './AnswerList';
import { ASK, PRIVATE_LINK } from './askCopy';
import { CrisisHelp } from './CrisisHelp';
import styles from './AskPage.module.css';

type Shown =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; question: PrivateQuestion['question'] };

/**
 * `/ask/yours#<key>`: a signed-out asker's question, its state and, once published, its
 * answers. The key lives in the fragment, which no request carries: the page reads it once
 * hydrated and sends it in a POST body (the prerendered frame says so to a browser without
 * JavaScript).
 */
export default function PrivateQuestionPage() {
  useDocumentTitle(PRIVATE_LINK.pageTitle);
  const hydrated = useHydrated();
  // Read once hydrated: the prerendered frame has no fragment (no request carries one).
  const key = hydrated ? window.location.hash.slice(1) : null;
  const validKey = key !== null && PRIVATE_KEY_PATTERN.test(key);
  const [loaded, setLoaded] = useState<Shown>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!validKey || key === null) return;
    let current = true;
    storiesApi.privateQuestion(key).then(
      ({ question }) => current && setLoaded({ state: 'ready', question }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setLoaded({ state: 'not-found' });
        else setLoaded({ state: 'failed', message: COMMON.loadFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [key, validKey, attempt]);
  const shown: Shown = hydrated && !validKey ? { state: 'not-found' } : loaded;
  const retry = () => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <>
      <h1 className={styles.heading}>{PRIVATE_LINK.pageTitle}</h1>
      <noscript>
        <p>{PRIVATE_LINK.needsScript}</p>
      </noscript>
      {shown.state === 'loading' && <LoadingState />}
      {shown.state === 'not-found' && (
        <p role="alert">
          {PRIVATE_LINK.notFound} <Link to={STORY_PATHS.ask}>{ASK.askAnother}</Link>
        </p>
      )}
      {shown.state === 'failed' && (
        <div role="alert">
          <p>{shown.message}</p>
          <Button type="button" onClick={retry}>
            {COMMON.retry}
          </Button>
        </div>
      )}
      {shown.state === 'ready' && <PrivateQuestionView question={shown.question} />}
    </>
  );
}

function PrivateQuestionView({ question }: { question: PrivateQuestion['question'] }) {
  return (
    <>
      {question.urgent && <CrisisHelp />}
      <article className={styles.question}>
        <h2 className={styles.questionText}>{question.text}</h2>
        <p className={styles.meta}>
          {ASK.status(question.status)} ·{' '}
          <time dateTime={question.asked_at}>{formatDate(question.asked_at)}</time>
        </p>
        {question.status === 'in_review' && <p>{PRIVATE_LINK.waiting}</p>}
        {question.status === 'rejected' && (
          <p>
            {PRIVATE_LINK.declined} <Link to={STORY_PATHS.ask}>{ASK.askAnother}</Link>
          </p>
        )}
        {question.status === 'published' &&
          (question.answers.length === 0 ? (
            <p>{PRIVATE_LINK.noAnswerYet}</p>
          ) : (
            <AnswerList answers={question.answers} />
          ))}
      </article>
    </>
  );
}
