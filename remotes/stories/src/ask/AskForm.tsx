import { useState } from 'react';
import { hasCrisisLanguage, QUESTION_MAX, type OwnQuestion } from '@thrive/reader-contract/content';
import { useSignedInUser } from '@thrive/auth-store';
import {
  Button,
  Form,
  FormSuccess,
  TextAreaField,
  textOf,
  useFormValues,
  useHydrated,
  useSubmission,
} from '@thrive/ui';
import { askFailed, storiesApi } from '../storiesApi';
import { ASK } from './askCopy';
import { PushOfferLater } from '../common/PushOfferLater';
import { CrisisHelp } from './CrisisHelp';
import { PrivateLinkBox } from './PrivateLinkBox';
import styles from './AskPage.module.css';

const readText = (values: FormData) => textOf(values, 'text');

/** The ask form: guidance first, crisis help as soon as crisis language is typed. */
export function AskForm({ onAsked }: { onAsked: (question: OwnQuestion) => void }) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const signedIn = hydrated && Boolean(user);
  // A teen's question is always anonymous (issue 45; the API enforces it too).
  const teen = signedIn && user?.teen === true;
  const [text, onValues] = useFormValues(readText, '');
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { submission, submit, reset } = useSubmission<{ question: OwnQuestion }>(askFailed());
  const crisis = hasCrisisLanguage(text);

  if (submission.state === 'sent') {
    return (
      <>
        {submission.result.question.urgent && <CrisisHelp />}
        <FormSuccess
          title={ASK.sentTitle}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setRound((n) => n + 1);
                onValues(new FormData());
                reset();
              }}
            >
              {ASK.askAnother}
            </Button>
          }
        >
          <p>{ASK.sent}</p>
        </FormSuccess>
        {/* A signed-in reader hears of the answer in the inbox; a push too, if they want. */}
        {signedIn && <PushOfferLater kind="question_answered" />}
        {submission.result.question.private_key && (
          <PrivateLinkBox privateKey={submission.result.question.private_key} />
        )}
      </>
    );
  }

  const onSubmit = (data: FormData) => {
    const value = textOf(data, 'text').trim();
    if (!value) return setError(ASK.required);
    if (value.length > QUESTION_MAX) return setError(ASK.tooLong);
    setError(null);
    // Signed out, a question is always anonymous (the API agrees).
    const anonymous = !signedIn || teen || data.get('anonymous') === 'on';
    void submit(async () => {
      const answer = await storiesApi.ask({ text: value, anonymous });
      onAsked(answer.question);
      return answer;
    });
  };

  return (
    <>
      {crisis && <CrisisHelp />}
      <Form
        key={round}
        formId="ask"
        className={styles.form}
        onSubmit={onSubmit}
        onValues={onValues}
        aria-label={ASK.heading}
        error={submission.state === 'failed' ? submission.message : null}
        errorTitle={ASK.errorTitle}
        footer={
          <Button type="submit" busy={submission.state === 'sending'} busyLabel={ASK.sending}>
            {ASK.submit}
          </Button>
        }
      >
        <TextAreaField
          label={ASK.label}
          name="text"
          rows={6}
          error={error}
          hint={ASK.count(
            text.trim().length.toLocaleString('en-NG'),
            QUESTION_MAX.toLocaleString('en-NG'),
          )}
        />
        {signedIn ? (
          <div className={styles.check}>
            <input
              id="ask-anonymous"
              type="checkbox"
              name="anonymous"
              {...(teen
                ? { checked: true, disabled: true, readOnly: true }
                : { defaultChecked: true })}
            />
            <label htmlFor="ask-anonymous">{ASK.anonymous}</label>
            <p className={styles.checkHint}>{teen ? ASK.teenAnonymous : ASK.anonymousHint}</p>
          </div>
        ) : (
          <p className={styles.checkHint}>{ASK.signedOutNote}</p>
        )}
      </Form>
    </>
  );
}
