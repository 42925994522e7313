import { useState } from 'react';
import {
  Button,
  Form,
  PasswordField,
  TextField,
  textOf,
  useDocumentTitle,
  useSubmission,
} from '@thrive/ui';
import type { StudioSecondStep, StudioSession } from '@thrive/reader-contract/schemas';
import { LAYOUT, SIGN_IN } from '../copy';
import { studioSession } from '../session/studioSession';
import { studioApi } from '../studioApi';
import { SecondStep } from './SecondStep';
import styles from '../layout/CardPage.module.css';

type FieldErrors = { email?: string; password?: string };

/**
 * The studio's sign-in: shown in place of any studio page to someone not signed in (the
 * address stays, so the page they asked for opens once they are in). The password, then the
 * second factor (or setting one up the first time); the session is stored only at the end,
 * apart from a reader's (session/studioSession.ts).
 */
export default function SignInPage() {
  useDocumentTitle(`${SIGN_IN.title} · ${LAYOUT.brand}`);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<StudioSecondStep | null>(null);
  const [restarted, setRestarted] = useState<string | null>(null);
  const { submission, submit, reset } = useSubmission<StudioSecondStep>(SIGN_IN.failed);

  const onSubmit = (values: FormData, form: HTMLFormElement) => {
    const email = textOf(values, 'email').trim();
    const password = textOf(values, 'password');
    const found: FieldErrors = {
      email: email ? undefined : SIGN_IN.enterEmail,
      password: password ? undefined : SIGN_IN.enterPassword,
    };
    setErrors(found);
    setRestarted(null);
    if (found.email || found.password) return;
    void submit(async () => {
      try {
        const answer = await studioApi.signIn(email, password, SIGN_IN.failed);
        setStep(answer);
        return answer;
      } finally {
        // The password never stays in the page.
        const field = form.elements.namedItem('password');
        if (field instanceof HTMLInputElement) field.value = '';
      }
    });
  };
  const signedIn = (session: StudioSession) =>
    studioSession.getState().signIn(session.token, session.contributor);

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{LAYOUT.brand}</p>
        {step ? (
          <SecondStep
            answer={step}
            onSignedIn={signedIn}
            onRestart={(message) => {
              setStep(null);
              reset();
              setRestarted(message || null);
            }}
          />
        ) : (
          <>
            <h1 className={styles.title}>{SIGN_IN.title}</h1>
            <p className={styles.lead}>{SIGN_IN.lead}</p>
            <Form
              formId="studio-sign-in"
              className={styles.form}
              onSubmit={onSubmit}
              aria-label={SIGN_IN.title}
              error={submission.state === 'failed' ? submission.message : restarted}
              errorTitle={SIGN_IN.errorTitle}
              footer={
                <Button
                  type="submit"
                  busy={submission.state === 'sending'}
                  busyLabel={SIGN_IN.sending}
                >
                  {SIGN_IN.submit}
                </Button>
              }
            >
              <TextField
                label={SIGN_IN.email}
                name="email"
                type="email"
                autoComplete="username"
                error={errors.email}
              />
              <PasswordField
                label={SIGN_IN.password}
                name="password"
                autoComplete="current-password"
                error={errors.password}
              />
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
