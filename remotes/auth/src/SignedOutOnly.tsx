import { useAuth } from '@thrive/auth-store';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/** Sign-up and login are for signed-out readers: a signed-in one goes to their /download page. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const signedIn = useAuth((s) => Boolean(s.token && s.user));
  return signedIn ? <Navigate to="/download" replace /> : children;
}
