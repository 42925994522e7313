import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { preparePage as prepare } from '@thrive/composition';
import { ErrorBoundary, LoadingState, Problem } from '@thrive/ui';
import { FRAME } from './copy';
import { StudioGate } from './layout/StudioGate';
import { ROUTES } from './routes';

/**
 * The studio remote's route tree: the signed-in sections inside the studio's gate and layout
 * (signed out, the sign-in form at the same address), the other pages on their own.
 */
export default function App() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={({ reset }) => <Problem title={FRAME.problem} onRetry={reset} homeHref="/studio" />}
    >
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route element={<StudioGate />}>
            {ROUTES.filter((route) => route.signedIn).map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          {ROUTES.filter((route) => !route.signedIn).map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Loads the page of a path before the shell mounts it (RemoteAppModule.preparePage). */
export const preparePage = (path: string) => prepare(ROUTES, path);
