import { i18n } from '@thrive/i18n';
import { useAuth, type SessionUser } from '@thrive/auth-store';
import { buttonClassName, useDocumentTitle, useHydrated } from '@thrive/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DownloadView } from './DownloadView';
import { LogoutButton } from './LogoutButton';

const firstNameOf = (state: unknown): string | null => {
  const user: unknown =
    typeof state === 'object' && state !== null && 'user' in state ? state.user : null;
  const name = (user as Partial<SessionUser> | null)?.first_name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
};

/** /download2: after e-mail verification, with the user in navigation state. Open to anyone. */
export default function Download() {
  useDocumentTitle(i18n._('auth.download.title'));
  const state: unknown = useLocation().state;
  const [loggingOut, setLoggingOut] = useState(false);
  // Navigation state and the session are the browser's: the prerendered page (and the render
  // that hydrates it) greets without a name and offers Log in; the reader's name (from the
  // state, else the session) and Log out follow right after hydration. A signed-in reader is
  // never offered Log in.
  const hydrated = useHydrated();
  const sessionUser = useAuth((s) => (s.token ? s.user : null));
  const signedIn = hydrated && Boolean(sessionUser);
  const firstName = hydrated
    ? (firstNameOf(state) ?? (sessionUser?.first_name.trim() || null))
    : null;
  return (
    <DownloadView
      firstName={firstName}
      lead={firstName ? i18n._('auth.download.verifiedLead') : i18n._('auth.download.thanksLead')}
      actions={
        signedIn || loggingOut ? (
          <LogoutButton loggingOut={loggingOut} onStart={() => setLoggingOut(true)} />
        ) : (
          <Link to="/login" className={buttonClassName('secondary')}>
            {i18n._('auth.action.login')}
          </Link>
        )
      }
    />
  );
}
