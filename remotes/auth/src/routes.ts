/**
 * The account pages, outside the public layout: App.tsx renders a route for each, and the
 * build prerenders each (@thrive/composition). /confirm, /download and /account depend on the
 * browser (the e-mail being verified, the stored session): their prerendered form is the
 * page's frame, completed after hydration.
 */
import { lazy } from 'react';
import type { PageRoute } from '@thrive/composition';
import { paths } from '@thrive/platform';
import { VERIFIED_PATH } from './constants';

const Signup = lazy(() => import('./signup/Signup'));
const Confirm = lazy(() => import('./confirm/Confirm'));
const Login = lazy(() => import('./login/Login'));
const Reset = lazy(() => import('./reset/Reset'));
const Download = lazy(() => import('./download/Download'));
const SessionDownload = lazy(() => import('./download/SessionDownload'));
const Verified = lazy(() => import('./verified/Verified'));
const Account = lazy(() => import('./account/Account'));

export interface AuthRoute extends PageRoute {
  /** A signed-in reader is sent on (SignedOutOnly). */
  signedOutOnly?: boolean;
}

export const ROUTES: AuthRoute[] = [
  {
    path: paths.signup,
    Page: Signup,
    description: 'Create your free Thrive account to read, ask and share stories that help.',
    signedOutOnly: true,
  },
  {
    path: paths.confirm,
    Page: Confirm,
    description: 'Verify your e-mail address to finish creating your account.',
  },
  {
    path: paths.login,
    Page: Login,
    description: 'Log in to your Thrive account.',
    signedOutOnly: true,
  },
  { path: paths.reset, Page: Reset, description: 'Reset the password of your Thrive account.' },
  {
    path: paths.download2,
    Page: Download,
    description: 'Get the Thrive app for Android and iPhone and carry on where you left off.',
  },
  {
    path: paths.download,
    Page: SessionDownload,
    description: 'Your Thrive account: get the app and carry on.',
  },
  {
    // Signed in only: the prerendered page is its frame, completed after hydration.
    path: paths.account,
    Page: Account,
    description:
      'Your Thrive account: where you are signed in, your password, e-mail and second factor.',
  },
  {
    // Where the e-mail code lands once verified without JavaScript (publicForms.ts).
    path: VERIFIED_PATH,
    Page: Verified,
    description: 'Your e-mail address is verified and your Thrive account is ready.',
  },
];
