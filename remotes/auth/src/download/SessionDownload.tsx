import { authStore, useAuth } from '@thrive/auth-store';
import { Button, useDocumentTitle, useHydrated } from '@thrive/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { LoginState } from '../login/Login';
import { logout } from '../readerApi';
import { DownloadView } from './DownloadView';

/** /download: after login. Needs a stored session, otherwise it sends the reader to /login. */
export default function SessionDownload() {
  useDocumentTitle('Get the app');
  const navigate = useNavigate();
  const user = useAuth((s) => (s.token ? s.user : null));
  const [loggingOut, setLoggingOut] = useState(false);
  const hydrated = useHydrated();

  // The session is in the browser's storage: the prerendered page (and the render that
  // hydrates it) is the signed-out welcome, completed or redirected right after hydration.
  if (!hydrated) {
    return <DownloadView firstName={null} lead="Here is how to carry on." actions={null} />;
  }

  // While logging out, the logout action chooses where to go (with a "logged out" note).
  if (!user) return loggingOut ? null : <Navigate to="/login" replace />;

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // Already logged as 'API Error:'. The reader asked to leave: the local session goes anyway.
    }
    navigate('/login', { replace: true, state: { loggedOut: true } satisfies LoginState });
    authStore.getState().clear();
  };

  return (
    <DownloadView
      firstName={user.first_name}
      lead="You're logged in. Here is how to carry on."
      actions={
        <Button variant="secondary" onClick={onLogout} busy={loggingOut} busyLabel="Logging out…">
          Log out
        </Button>
      }
    />
  );
}
