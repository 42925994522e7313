import { i18n } from '@thrive/i18n';
import { authStore, useAuth } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import { useDocumentTitle, useHydrated } from '@thrive/ui';
import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AuthFrame } from '../frame/AuthFrame';
import form from '../frame/Form.module.css';
import type { LoginState } from '../login/Login';
import { ChangePasswordForm } from '../reset/ChangePasswordForm';
import { ResetSuccessModal } from '../reset/ResetSuccessModal';
import { AccountSection } from './AccountSection';
import { EmailChangeSection } from './EmailChangeSection';
import { SecondFactorSection } from './SecondFactorSection';
import { ReportsSection } from './ReportsSection';
import { PushSection } from './PushSection';
import { SessionsSection } from './SessionsSection';
import styles from './Account.module.css';
import './catalog';

export const ACCOUNT_HEADING = () => i18n._('auth.account.heading');
/** The page's frame as prerendered (no session on the server), until the session is known. */
export const ACCOUNT_LEAD = () => i18n._('auth.account.lead');

/**
 * /account (issue 23), for a signed-in reader: where the account is signed in, the password,
 * the e-mail address, the optional second factor and the way to delete the account. Signed
 * out, the reader logs in and comes back here. The session is the browser's: the prerendered
 * page (and the render that hydrates it) is the page's frame, completed or redirected right
 * after hydration and on every change of the session (a 401 from any call ends it here).
 */
export default function Account() {
  useDocumentTitle(ACCOUNT_HEADING());
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const user = useAuth((s) => (s.token ? s.user : null));
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Whether this page has shown the account, and whether a call found the session ended: a
  // reader who opens the page signed out, or whose session ended elsewhere, logs in and comes
  // back here; one who logs out here (the header) gets the plain login.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (hydrated && user && !wasSignedIn) setWasSignedIn(true);
  const [sessionEnded, setSessionEnded] = useState(false);

  // This browser's session ended elsewhere (or timed out): forget it; the render that follows
  // sends the reader to log in, and back here after.
  const onSessionEnded = useCallback(() => {
    setSessionEnded(true);
    authStore.getState().clear();
  }, []);
  const onSignedOutEverywhere = useCallback(() => {
    setLeaving(true);
    authStore.getState().clear();
    navigate(paths.login, { replace: true, state: { loggedOut: true } satisfies LoginState });
  }, [navigate]);
  const onPasswordChanged = useCallback(() => {
    // The server ended every session, this one too: the spec's success modal leads to login.
    setPasswordChanged(true);
    authStore.getState().clear();
  }, []);

  const frame = (
    <AuthFrame heading={ACCOUNT_HEADING()} lead={ACCOUNT_LEAD()} wide site>
      {/* The sections' room: what is under them stays put when they arrive (no layout shift). */}
      <div className={styles.pending} />
    </AuthFrame>
  );
  if (!hydrated) return frame;
  if (passwordChanged) {
    return (
      <AuthFrame
        heading={ACCOUNT_HEADING()}
        lead={i18n._('auth.account.passwordChanged')}
        wide
        site
      >
        <ResetSuccessModal onClose={() => navigate(paths.login, { replace: true })} />
      </AuthFrame>
    );
  }
  if (!user) {
    // The frame stays until the login page replaces it: a render of nothing in between moved
    // everything under the page into view and back (a layout shift of 0.28).
    if (leaving) return frame;
    const comeBack = !wasSignedIn || sessionEnded;
    return (
      <>
        {frame}
        <Navigate
          to={paths.login}
          replace
          state={comeBack ? ({ returnTo: paths.account } satisfies LoginState) : null}
        />
      </>
    );
  }

  return (
    <AuthFrame
      heading={ACCOUNT_HEADING()}
      lead={i18n._('auth.account.signedInAs', { name: user.first_name })}
      wide
      site
    >
      <div className={styles.sections}>
        {user.teen === true && (
          <AccountSection
            title={i18n._('auth.account.teen.title')}
            lead={i18n._('auth.account.teen.lead')}
          >
            <ul className={styles.teenList}>
              <li>{i18n._('auth.account.teen.anonymous')}</li>
              <li>{i18n._('auth.account.teen.noProfile')}</li>
            </ul>
          </AccountSection>
        )}
        <AccountSection
          title={i18n._('auth.account.password.title')}
          lead={i18n._('auth.account.password.lead')}
        >
          <ChangePasswordForm onChanged={onPasswordChanged} />
        </AccountSection>
        <EmailChangeSection onSessionEnded={onSessionEnded} />
        <SecondFactorSection onSessionEnded={onSessionEnded} />
        {/* After the forms (as the devices list comes after sign-in settings on Google's
            security page): its length is known only once it arrives, so it grows where it
            moves nothing the reader is looking at. */}
        <SessionsSection
          onSessionEnded={onSessionEnded}
          onSignedOutEverywhere={onSignedOutEverywhere}
        />
        <ReportsSection />
        <PushSection />
        <AccountSection
          title={i18n._('auth.account.delete.title')}
          lead={i18n._('auth.account.delete.lead')}
        >
          <p className={styles.actions}>
            <Link to={paths.deleteAccount} className={form.link}>
              {i18n._('auth.account.delete.link')}
            </Link>
          </p>
        </AccountSection>
      </div>
      <p className={form.switch}>
        <Link to={paths.download} className={form.link}>
          {i18n._('auth.account.getApp')}
        </Link>
      </p>
    </AuthFrame>
  );
}
