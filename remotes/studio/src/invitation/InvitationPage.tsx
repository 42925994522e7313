import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Form,
  LoadingState,
  PasswordField,
  textOf,
  useDocumentTitle,
  useSubmission,
} from '@thrive/ui';
import type {
  OpenInvitation,
  StudioSecondStep,
  StudioSession,
} from '@thrive/reader-contract/schemas';
import { INVITATION, LAYOUT } from '../copy';
import { STUDIO_PATHS } from '../paths';
import { studioSession } from '../session/studioSession';
import { studioApi } from '../studioApi';
import { SecondStep } from '../signin/SecondStep';
import card from '../layout/CardPage.module.css';
import styles from './InvitationPage.module.css';

/** Passwords the API refuses as too short are refused here first (the API's rule). */
const PASSWORD_MIN_LENGTH = 8;

type Opened =
  | { state: 'opening' }
  | { state: 'open'; token: string; invitation: OpenInvitation }
  | { state: 'refused'; message: string };

/** The token of the invitation link: in the fragment, so it never reaches a server's log. */
function tokenOfLink(): string | null {
  const token = window.location.hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/**
 * The invitation link's page (issue 43): whose invitation it is, then their own password and
 * the writers' terms. Once set, the person is signed in to the studio and sees it.
 */
export default function InvitationPage() {
  useDocumentTitle(`${INVITATION.title} · ${LAYOUT.brand}`);
  const navigate = useNavigate();
  // Read once: the studio is drawn in the browser only (never prerendered).
  const [token] = useState(tokenOfLink);
  const [opened, setOpened] = useState<Opened>(() =>
    token ? { state: 'opening' } : { state: 'refused', message: INVITATION.noToken },
  );
  const [errors, setErrors] = useState<{ password?: string; terms?: string }>({});
  /** The password is set: the second factor comes next (set up on this first sign-in). */
  const [step, setStep] = useState<StudioSecondStep | null>(null);
  const { submission, submit } = useSubmission<unknown>(INVITATION.failed);

  useEffect(() => {
    if (!token) return;
    let live = true;
    studioApi
      .openInvitation(token, INVITATION.openFailed)
      .then((invitation) => live && setOpened({ state: 'open', token, invitation }))
      .catch((error: Error) => live && setOpened({ state: 'refused', message: error.message }));
    return () => {
      live = false;
    };
  }, [token]);

  if (opened.state === 'opening') return <LoadingState label={INVITATION.opening} />;

  const onSubmit = (values: FormData) => {
    if (opened.state !== 'open') return;
    const password = textOf(values, 'password');
    const accepted = values.get('terms') === 'on';
    const found = {
      password: !password
        ? INVITATION.enterPassword
        : password.length < PASSWORD_MIN_LENGTH
          ? INVITATION.tooShort
          : undefined,
      terms: accepted ? undefined : INVITATION.mustAccept,
    };
    setErrors(found);
    if (found.password || found.terms) return;
    const { token: linkToken, invitation } = opened;
    void submit(async () => {
      await studioApi.acceptInvitation(
        linkToken,
        password,
        invitation.terms_version,
        INVITATION.failed,
      );
      const answer = await studioApi.signIn(invitation.email, password, INVITATION.failed);
      setStep(answer);
      return answer;
    });
  };
  const signedIn = (session: StudioSession) => {
    // Signed in: the studio's layout replaces this page.
    studioSession.getState().signIn(session.token, session.contributor);
    navigate(STUDIO_PATHS.stories, { replace: true });
  };

  if (step)
    return (
      <main id="main" tabIndex={-1} className={card.page}>
        <div className={card.card}>
          <p className={card.brand}>{LAYOUT.brand}</p>
          <SecondStep
            answer={step}
            onSignedIn={signedIn}
            // The ticket ran out: the sign-in form, with the reason (the password is set).
            onRestart={() => navigate(STUDIO_PATHS.stories, { replace: true })}
          />
        </div>
      </main>
    );

  return (
    <main id="main" tabIndex={-1} className={card.page}>
      <div className={card.card}>
        <p className={card.brand}>{LAYOUT.brand}</p>
        <h1 className={card.title}>{INVITATION.title}</h1>
        {opened.state === 'refused' ? (
          <div role="alert" className={card.problem}>
            <p className={styles.problemTitle}>{INVITATION.problemTitle}</p>
            <p>{opened.message}</p>
            <Link to={STUDIO_PATHS.stories}>{INVITATION.toSignIn}</Link>
          </div>
        ) : (
          <>
            <p>
              {INVITATION.welcome(
                opened.invitation.display_name,
                opened.invitation.role === 'consultant',
              )}
            </p>
            <p className={card.lead}>{INVITATION.account(opened.invitation.email)}</p>
            <Form
              formId="studio-invitation"
              className={card.form}
              onSubmit={onSubmit}
              aria-label={INVITATION.title}
              error={submission.state === 'failed' ? submission.message : null}
              errorTitle={INVITATION.errorTitle}
              footer={
                <Button
                  type="submit"
                  busy={submission.state === 'sending'}
                  busyLabel={INVITATION.sending}
                >
                  {INVITATION.submit}
                </Button>
              }
            >
              {/* The address, for password managers to file the new password under. */}
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={opened.invitation.email}
                readOnly
                hidden
              />
              <PasswordField
                label={INVITATION.password}
                name="password"
                autoComplete="new-password"
                hint={INVITATION.passwordHint}
                error={errors.password}
              />
              <section aria-labelledby="writers-terms" className={styles.terms}>
                <h2 id="writers-terms" className={styles.termsTitle}>
                  {INVITATION.termsTitle}
                </h2>
                <ul>
                  {INVITATION.terms().map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ul>
                <div className={styles.check}>
                  <input
                    id="studio-terms"
                    type="checkbox"
                    name="terms"
                    aria-invalid={errors.terms ? true : undefined}
                    aria-describedby={errors.terms ? 'studio-terms-error' : undefined}
                  />
                  <label htmlFor="studio-terms">{INVITATION.accept}</label>
                </div>
                {errors.terms && (
                  <p id="studio-terms-error" className={styles.fieldError}>
                    {errors.terms}
                  </p>
                )}
              </section>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
