import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@thrive/ui';
import SignInPage from '../signin/SignInPage';
import { useStudioSession } from '../session/studioSession';
import { StudioLayout } from './StudioLayout';

/**
 * Every studio section needs a signed-in writer or consultant: otherwise the sign-in form, at
 * the same address, and the section once they are in.
 */
export function StudioGate() {
  const signedIn = useStudioSession((s) => s.token !== null);
  if (!signedIn) return <SignInPage />;
  return (
    <StudioLayout>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </StudioLayout>
  );
}
