import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState, Problem } from '@thrive/ui';
import { VERIFIED_PATH } from './constants';
import { SignedOutOnly } from './SignedOutOnly';

const Signup = lazy(() => import('./signup/Signup'));
const Confirm = lazy(() => import('./confirm/Confirm'));
const Login = lazy(() => import('./login/Login'));
const Reset = lazy(() => import('./reset/Reset'));
const Download = lazy(() => import('./download/Download'));
const SessionDownload = lazy(() => import('./download/SessionDownload'));
const Verified = lazy(() => import('./verified/Verified'));

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
          <Route
            path="/signup"
            element={
              <SignedOutOnly>
                <Signup />
              </SignedOutOnly>
            }
          />
          <Route path="/confirm" element={<Confirm />} />
          <Route path={VERIFIED_PATH} element={<Verified />} />
          <Route
            path="/login"
            element={
              <SignedOutOnly>
                <Login />
              </SignedOutOnly>
            }
          />
          <Route path="/reset" element={<Reset />} />
          <Route path="/download2" element={<Download />} />
          <Route path="/download" element={<SessionDownload />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
