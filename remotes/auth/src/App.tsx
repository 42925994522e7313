import { i18n } from '@thrive/i18n';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { preparePage as prepare } from '@thrive/composition';
import { ErrorBoundary, LoadingState, Problem } from '@thrive/ui';
import { ROUTES } from './routes';
import { SignedOutOnly } from './SignedOutOnly';

/** The auth remote's route tree: the account pages (routes.ts) outside the public layout. */
export default function App() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={({ reset }) => (
        <Problem title={i18n._('auth.app.failed')} onRetry={reset} homeHref="/" />
      )}
    >
      <Suspense fallback={<LoadingState />}>
        <Routes>
          {ROUTES.map(({ path, Page, signedOutOnly }) => (
            <Route
              key={path}
              path={path}
              element={
                signedOutOnly ? (
                  <SignedOutOnly>
                    <Page />
                  </SignedOutOnly>
                ) : (
                  <Page />
                )
              }
            />
          ))}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Loads the page of a path before the shell hydrates it (RemoteAppModule.preparePage). */
export const preparePage = (path: string) => prepare(ROUTES, path);
