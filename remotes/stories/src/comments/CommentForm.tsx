import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hasCrisisLanguage } from '@thrive/reader-contract/content';
import {
  COMMENT_MAX,
  type CommentTarget,
  type OwnComment,
} from '@thrive/reader-contract/community';
import { useSignedInUser } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import {
  Button,
  Form,
  TextAreaField,
  textOf,
  useFormValues,
  useHydrated,
  useSubmission,
} from '@thrive/ui';
import { storiesApi } from '../storiesApi';
import { CrisisHelp } from '../ask/CrisisHelp';
import { COMMENTS } from './commentsCopy';
import styles from './Comments.module.css';

const readText = (values: FormData) => textOf(values, 'text');

/**
 * The comment form of a story or an answer: a real form (a submit before hydration is
 * replayed once; offline, the comment waits in the form outbox with the session and is sent
 * once back online). The crisis help shows as soon as crisis language is typed, and again when
 * the API marked the sent comment urgent. Signed out, a submit asks the reader to log in.
 */
export function CommentForm({
  target,
  id,
  onSent,
}: {
  target: CommentTarget;
  id: number;
  onSent: (comment: OwnComment) => void;
}) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  // A teen's comment is always anonymous (issue 45; the API enforces it too).
  const teen = signedIn && user?.teen === true;
  const [text, onValues] = useFormValues(readText, '');
  const [error, setError] = useState<string | null>(null);
  const [logIn, setLogIn] = useState(false);
  const [round, setRound] = useState(0);
  const [urgent, setUrgent] = useState(false);
  const { submission, submit } = useSubmission<{ comment: OwnComment }>(COMMENTS.failed);
  const max = COMMENT_MAX.toLocaleString('en-NG');

  const onSubmit = (data: FormData) => {
    if (!signedIn) return setLogIn(true);
    setLogIn(false);
    const value = textOf(data, 'text').trim();
    if (!value) return setError(COMMENTS.required);
    if (value.length > COMMENT_MAX) return setError(COMMENTS.tooLong(max));
    setError(null);
    const anonymous = teen || data.get('anonymous') === 'on';
    void submit(async () => {
      const answer = await storiesApi.comment(
        { target, id, text: value, anonymous },
        COMMENTS.failed,
      );
      setUrgent(answer.comment.urgent);
      onSent(answer.comment);
      // A fresh, empty form for the next comment; the sent one is listed as waiting.
      setRound((n) => n + 1);
      onValues(new FormData());
      return answer;
    });
  };

  return (
    <>
      {(urgent || hasCrisisLanguage(text)) && <CrisisHelp />}
      {submission.state === 'sent' && (
        <p role="status" className={styles.note}>
          {COMMENTS.sent}
        </p>
      )}
      {submission.state === 'saved' && (
        <p role="status" className={styles.note}>
          {COMMENTS.savedOffline}
        </p>
      )}
      <Form
        key={round}
        formId={`comment-${target}`}
        withSession
        className={styles.form}
        hiddenFields={{ target, id: String(id) }}
        onSubmit={onSubmit}
        onValues={onValues}
        aria-label={COMMENTS.label}
        error={submission.state === 'failed' ? submission.message : null}
        errorTitle={COMMENTS.errorTitle}
        footer={
          <Button type="submit" busy={submission.state === 'sending'} busyLabel={COMMENTS.sending}>
            {COMMENTS.submit}
          </Button>
        }
      >
        <TextAreaField
          label={COMMENTS.label}
          name="text"
          rows={4}
          error={error}
          hint={COMMENTS.count(text.trim().length.toLocaleString('en-NG'), max)}
        />
        <div className={styles.check}>
          <input
            id={`comment-anonymous-${target}-${id}`}
            type="checkbox"
            name="anonymous"
            {...(teen ? { checked: true, disabled: true, readOnly: true } : {})}
            aria-describedby={teen ? `comment-teen-${target}-${id}` : undefined}
          />
          <label htmlFor={`comment-anonymous-${target}-${id}`}>{COMMENTS.anonymous}</label>
          {teen && (
            <p id={`comment-teen-${target}-${id}`} className={styles.note}>
              {COMMENTS.teenAnonymous}
            </p>
          )}
        </div>
        {logIn && (
          <p role="status" className={styles.note}>
            {COMMENTS.logIn} <Link to={paths.login}>{COMMENTS.logInLink}</Link>
          </p>
        )}
      </Form>
    </>
  );
}
