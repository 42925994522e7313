import { i18n } from '@thrive/i18n';
import type { SessionUser } from '@thrive/auth-store';
import { buttonClassName, useDocumentTitle, useHydrated } from '@thrive/ui';
import { Link, useLocation } from 'react-router-dom';
import { DownloadView } from './DownloadView';

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
  // Navigation state is the browser's: the prerendered page (and the render that hydrates it)
  // greets without a name, the name follows right after hydration.
  const firstName = useHydrated() ? firstNameOf(state) : null;
  return (
    <DownloadView
      firstName={firstName}
      lead={firstName ? i18n._('auth.download.verifiedLead') : i18n._('auth.download.thanksLead')}
      actions={
        <Link to="/login" className={buttonClassName('secondary')}>
          {i18n._('auth.action.login')}
        </Link>
      }
    />
  );
}
