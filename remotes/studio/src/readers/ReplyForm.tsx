import { useState } from 'react';
import { COMMENT_MAX } from '@thrive/reader-contract/community';
import type { OwnContribution } from '@thrive/reader-contract/studioReaders';
import { Button, Form, TextAreaField, textOf, useSubmission } from '@thrive/ui';
import { studioApi } from '../studioApi';
import { READERS } from './readersCopy';
import styles from './ReadersPage.module.css';

/** The contributor's reply to a reader's comment: into the comments' moderation queue. */
export function ReplyForm({
  commentId,
  onReplied,
}: {
  commentId: number;
  onReplied: (reply: OwnContribution, text: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const { submission, submit } = useSubmission<OwnContribution>(READERS.replyFailed);

  // Sent: the comment lists the reply as waiting for review in place of the form.
  if (submission.state === 'sent') return null;

  const onSubmit = (data: FormData) => {
    const text = textOf(data, 'text').trim();
    if (!text) return setError(READERS.replyRequired);
    setError(null);
    void submit(async () => {
      const { reply } = await studioApi.reply(commentId, text, READERS.replyFailed);
      onReplied(reply, text);
      return reply;
    });
  };

  return (
    <Form
      formId={`studio-reply-${commentId}`}
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={READERS.replyLabel}
      error={submission.state === 'failed' ? submission.message : null}
      errorTitle={READERS.replyErrorTitle}
      footer={
        <Button
          type="submit"
          variant="secondary"
          busy={submission.state === 'sending'}
          busyLabel={READERS.replySending}
        >
          {READERS.replySend}
        </Button>
      }
    >
      <TextAreaField
        label={READERS.replyLabel}
        name="text"
        rows={3}
        maxLength={COMMENT_MAX}
        error={error}
        hint={READERS.replyHint}
      />
    </Form>
  );
}
