import { i18n } from '@thrive/i18n';
import { authStore } from '@thrive/auth-store';
import { Button } from '@thrive/ui';
import { useNavigate } from 'react-router-dom';
import type { LoginState } from '../login/Login';
import { logout } from '../readerApi';

/** The download pages' Log out: the API revokes the token, then the login page says so. */
export function LogoutButton({
  loggingOut,
  onStart,
}: {
  loggingOut: boolean;
  /** Called before the session goes (a page that redirects when signed out waits for it). */
  onStart: () => void;
}) {
  const navigate = useNavigate();
  const onLogout = async () => {
    onStart();
    try {
      await logout();
    } catch {
      // Already logged as 'API Error:'. The reader asked to leave: the local session goes anyway.
    }
    // Cleared first: /login sends a signed-in reader back here.
    authStore.getState().clear();
    navigate('/login', { replace: true, state: { loggedOut: true } satisfies LoginState });
  };
  return (
    <Button
      variant="secondary"
      onClick={onLogout}
      busy={loggingOut}
      busyLabel={i18n._('auth.download.loggingOut')}
    >
      {i18n._('auth.download.logout')}
    </Button>
  );
}
