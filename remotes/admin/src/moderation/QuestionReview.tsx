import { useId, useState } from 'react';
import { Button } from '@thrive/ui';
import { GENRES } from '@thrive/admin-contract';
import { DecisionBar } from './DecisionBar';
import { FlaggedList, FlaggedText } from './FlaggedText';
import { PersonPicker } from './PersonPicker';
import { moderationApi, STATUS_LABEL, type QuestionRow } from './moderationApi';
import styles from './Moderation.module.css';

const ANSWER_KINDS = ['writers', 'consultants'] as const;

/** One question: as typed and as it would be published, decisions, answers and their decisions. */
export function QuestionReview({
  question,
  onChanged,
}: {
  question: QuestionRow;
  onChanged: (question: QuestionRow, message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(question.public_text);
  const [genre, setGenre] = useState(question.genre ?? '');
  const [answerer, setAnswerer] = useState<{ id: number; name: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attempt = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <section className={styles.detail} aria-label={`Question ${question.id}`}>
      <h2>Question {question.id}</h2>
      {question.urgent && (
        <p className={styles.urgent}>
          Urgent: crisis language. Check the reader is pointed to help (112 and the helplines).
        </p>
      )}
      <p className={styles.meta}>
        {question.anonymous ? 'Anonymous' : `Asked by ${question.asked_by}`} ·{' '}
        {STATUS_LABEL[question.status]}
        {question.sample && ' · Sample content'}
      </p>
      <h3>As typed (only moderators see this)</h3>
      <p className={styles.body}>
        <FlaggedText text={question.original_text} spans={question.flagged} />
      </p>
      <FlaggedList text={question.original_text} spans={question.flagged} />
      <label htmlFor={`${id}-public`}>As it will be published</label>
      <textarea
        id={`${id}-public`}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            attempt(async () => {
              const saved = await moderationApi.editQuestion(question.id, text);
              setText(saved.question.public_text);
              onChanged(saved.question, 'Question saved.');
            })
          }
        >
          Save the published text
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <DecisionBar
        what="question"
        canApprove={question.status === 'in_review'}
        canReject={question.status !== 'rejected'}
        onApprove={async () => {
          const saved = await moderationApi.decideQuestion(question.id, 'approve');
          onChanged(saved.question, 'Question published.');
        }}
        onReject={async (reason) => {
          const saved = await moderationApi.decideQuestion(question.id, 'reject', reason);
          onChanged(saved.question, 'Question rejected.');
        }}
      />
      <form
        className={styles.form}
        aria-label="Genre for the studio"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(async () => {
            const saved = await moderationApi.fileUnder(question.id, genre || null);
            onChanged(
              { ...question, genre: saved.genre },
              saved.genre ? `Filed under ${saved.genre}.` : 'No genre: shown under all genres.',
            );
          });
        }}
      >
        <label htmlFor={`${id}-genre`}>
          Genre (writers and consultants of this genre see it first)
        </label>
        <select id={`${id}-genre`} value={genre} onChange={(event) => setGenre(event.target.value)}>
          <option value="">No genre</option>
          {GENRES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            Save genre
          </Button>
        </div>
      </form>
      <h3>Answers</h3>
      {question.answers.length === 0 && <p>No answers yet.</p>}
      {question.answers.map((a) => (
        <article key={a.id} className={styles.answer} aria-label={`Answer by ${a.by.name}`}>
          <p className={styles.meta}>
            {a.by.name} ({a.by.role}) · {STATUS_LABEL[a.status]}
            {a.rejection_reason && ` · Rejected: ${a.rejection_reason}`}
          </p>
          <p>
            <FlaggedText text={a.body} spans={a.flagged} />
          </p>
          <FlaggedList text={a.body} spans={a.flagged} />
          {a.public_body !== a.body && (
            <p>
              <strong>As it will be published:</strong> {a.public_body}
            </p>
          )}
          <DecisionBar
            what="answer"
            canApprove={a.status === 'in_review'}
            canReject={a.status !== 'rejected'}
            onApprove={async () => {
              const saved = await moderationApi.decideAnswer(a.id, 'approve');
              onChanged(saved.question, 'Answer published.');
            }}
            onReject={async (reason) => {
              const saved = await moderationApi.decideAnswer(a.id, 'reject', reason);
              onChanged(saved.question, 'Answer rejected.');
            }}
          />
        </article>
      ))}
      <form
        className={styles.form}
        aria-label="Add an answer"
        onSubmit={(event) => {
          event.preventDefault();
          if (!answerer) return setError('Please choose a writer or consultant.');
          void attempt(async () => {
            const saved = await moderationApi.answer(question.id, answerer.id, answer);
            setAnswer('');
            onChanged(saved.question, 'Answer saved: it waits for review.');
          });
        }}
      >
        <p className={styles.meta}>
          Writers and consultants answer from their studio. An answer entered here is an admin
          action on their behalf: it is recorded in the audit log under your name.
        </p>
        <PersonPicker
          kinds={ANSWER_KINDS}
          label="Answer as (admin action)"
          value={answerer}
          onChange={setAnswerer}
        />
        <label htmlFor={`${id}-answer`}>Answer</label>
        <textarea
          id={`${id}-answer`}
          rows={5}
          required
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit">Add answer</Button>
        </div>
      </form>
    </section>
  );
}
