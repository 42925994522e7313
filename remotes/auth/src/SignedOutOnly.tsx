import { useAuth } from '@thrive/auth-store';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from './login/returnTo';

/**
 * Sign-up and login are for signed-out readers: a signed-in one goes to their /download page,
 * or back to the signed-in page that sent them to log in (navigation state, see returnTo.ts).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useAuth((s) => Boolean(s.token && s.user));
  const { state } = useLocation();
  // The page stays on screen until the next one replaces it: rendering nothing in between
  // would move everything under it (a layout shift).
  return (
    <>
      {children}
      {signedIn && <Navigate to={returnPath(state)} replace />}
    </>
  );
}
