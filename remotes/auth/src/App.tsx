import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState, Problem } from '@thrive/ui';

const Signup = lazy(() => import('./pages/Signup'));
const Confirm = lazy(() => import('./pages/Confirm'));
const Login = lazy(() => import('./pages/Login'));
const Reset = lazy(() => import('./pages/Reset'));
const Download = lazy(() => import('./pages/Download'));

/** The auth remote's route tree: the account pages that sit outside the public layout. */
export default function App() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={({ reset }) => (
        <Problem title="This page could not be shown" onRetry={reset} homeHref="/" />
      )}
    >
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path="/signup" element={<Signup />} />
          <Route path="/confirm" element={<Confirm />} />
          <Route path="/login" element={<Login />} />
          <Route path="/reset" element={<Reset />} />
          <Route path="/download2" element={<Download />} />
          <Route path="/download" element={<Download />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
