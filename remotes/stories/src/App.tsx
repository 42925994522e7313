import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { preparePage as prepare } from '@thrive/composition';
import { ErrorBoundary, LoadingState, Problem } from '@thrive/ui';
import { FRAME } from './frame/copy';
import { StoriesFrame } from './frame/StoriesFrame';
import { ROUTES } from './routes';

/** The stories remote's route tree: every page of its route table inside its frame. */
export default function App() {
  const { pathname } = useLocation();
  return (
    <StoriesFrame>
      <ErrorBoundary
        resetKeys={[pathname]}
        fallback={({ reset }) => <Problem title={FRAME.problem} onRetry={reset} homeHref="/" />}
      >
        <Suspense fallback={<LoadingState />}>
          <Routes>
            {ROUTES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </StoriesFrame>
  );
}

/** Loads the page of a path before the shell hydrates it (RemoteAppModule.preparePage). */
export const preparePage = (path: string) => prepare(ROUTES, path);
