import { useState } from 'react';
import { ANSWER_MAX } from '@thrive/reader-contract/content';
import type { OwnContribution } from '@thrive/reader-contract/studioReaders';
import { Button, Form, TextAreaField, textOf, useSubmission } from '@thrive/ui';
import { studioApi } from '../studioApi';
import { QUESTIONS } from './questionsCopy';
import styles from './QuestionsPage.module.css';

/** A contributor's answer to one question: sent into the moderation queue, never published here. */
export function AnswerForm({
  questionId,
  onAnswered,
}: {
  questionId: number;
  onAnswered: (answer: OwnContribution) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const { submission, submit } = useSubmission<OwnContribution>(QUESTIONS.sendFailed);

  // Sent: the question shows the answer's state (in review) in place of the form.
  if (submission.state === 'sent') return null;

  const onSubmit = (data: FormData) => {
    const body = textOf(data, 'body').trim();
    if (!body) return setError(QUESTIONS.required);
    setError(null);
    void submit(async () => {
      const { answer } = await studioApi.answer(questionId, body, QUESTIONS.sendFailed);
      onAnswered(answer);
      return answer;
    });
  };

  return (
    <Form
      formId={`studio-answer-${questionId}`}
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={QUESTIONS.answerLabel}
      error={submission.state === 'failed' ? submission.message : null}
      errorTitle={QUESTIONS.errorTitle}
      footer={
        <Button type="submit" busy={submission.state === 'sending'} busyLabel={QUESTIONS.sending}>
          {QUESTIONS.send}
        </Button>
      }
    >
      <TextAreaField
        label={QUESTIONS.answerLabel}
        name="body"
        rows={5}
        maxLength={ANSWER_MAX}
        error={error}
        hint={QUESTIONS.answerHint}
      />
    </Form>
  );
}
