import { i18n } from '@thrive/i18n';
import { ApiError } from '@thrive/api-client';
import { authStore, useAuth } from '@thrive/auth-store';
import { useDocumentTitle, useHydrated } from '@thrive/ui';
import { useEffect, useState } from 'react';
import { paths } from '@thrive/platform';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { currentReader } from '../readerApi';
import form from '../frame/Form.module.css';
import { DownloadView } from './DownloadView';
import { LogoutButton } from './LogoutButton';

/** /download: after login. Needs a stored session, otherwise it sends the reader to /login. */
export default function SessionDownload() {
  useDocumentTitle(i18n._('auth.download.title'));
  const navigate = useNavigate();
  const user = useAuth((s) => (s.token ? s.user : null));
  const [loggingOut, setLoggingOut] = useState(false);
  const token = useAuth((s) => s.token);

  // The stored token may have expired or been revoked (logout elsewhere, password reset): ask
  // the server, and on 401 forget it and go to /login. Other failures (offline) keep the page.
  useEffect(() => {
    if (!token) return;
    let current = true;
    currentReader().catch((error: unknown) => {
      if (!current || !(error instanceof ApiError) || error.status !== 401) return;
      if (authStore.getState().token !== token) return;
      authStore.getState().clear();
      navigate('/login', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  const hydrated = useHydrated();
  // The session is in the browser's storage: the prerendered page (and the render that
  // hydrates it) is the signed-out welcome, completed or redirected right after hydration.
  const frame = (
    <DownloadView firstName={null} lead={i18n._('auth.download.sessionLead')} actions={null} />
  );
  if (!hydrated) return frame;

  // The frame stays until the login page replaces it (a render of nothing in between is a
  // layout shift). While logging out, the logout action chooses where to go (with a "logged
  // out" note).
  if (!user) {
    return (
      <>
        {frame}
        {loggingOut ? null : <Navigate to="/login" replace />}
      </>
    );
  }

  return (
    <DownloadView
      firstName={user.first_name}
      lead={i18n._('auth.download.loggedInLead')}
      actions={
        <>
          {/* Sessions, password, e-mail, second factor: the reader's account page. */}
          <Link to={paths.account} className={form.link}>
            {i18n._('auth.download.manage')}
          </Link>
          <LogoutButton loggingOut={loggingOut} onStart={() => setLoggingOut(true)} />
        </>
      }
    />
  );
}
