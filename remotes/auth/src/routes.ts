/**
 * The account pages, outside the public layout: App.tsx renders a route for each, and the
 * build prerenders each (@thrive/composition). /confirm, /download and /account depend on the
 * browser (the e-mail being verified, the stored session): their prerendered form is the
 * page's frame, completed after hydration.
 */
import { i18n } from '@thrive/i18n';
import { lazyPage as page, type PageRoute } from '@thrive/composition';
import { paths } from '@thrive/platform';
import { VERIFIED_PATH } from './constants';
import './catalog';

const Signup = page(() => import('./signup/Signup'));
const Confirm = page(() => import('./confirm/Confirm'));
const Login = page(() => import('./login/Login'));
const Reset = page(() => import('./reset/Reset'));
const Download = page(() => import('./download/Download'));
const SessionDownload = page(() => import('./download/SessionDownload'));
const Verified = page(() => import('./verified/Verified'));
const Account = page(() => import('./account/Account'));

export interface AuthRoute extends PageRoute {
  /** A signed-in reader is sent on (SignedOutOnly). */
  signedOutOnly?: boolean;
}

export const ROUTES: AuthRoute[] = [
  {
    path: paths.signup,
    Page: Signup,
    get description() {
      return i18n._('auth.meta.signup');
    },
    signedOutOnly: true,
  },
  {
    path: paths.confirm,
    Page: Confirm,
    get description() {
      return i18n._('auth.meta.confirm');
    },
  },
  {
    path: paths.login,
    Page: Login,
    get description() {
      return i18n._('auth.meta.login');
    },
    signedOutOnly: true,
  },
  {
    path: paths.reset,
    Page: Reset,
    get description() {
      return i18n._('auth.meta.reset');
    },
  },
  {
    path: paths.download2,
    Page: Download,
    get description() {
      return i18n._('auth.meta.download2');
    },
  },
  {
    path: paths.download,
    Page: SessionDownload,
    get description() {
      return i18n._('auth.meta.download');
    },
  },
  {
    // Signed in only: the prerendered page is its frame, completed after hydration.
    path: paths.account,
    Page: Account,
    get description() {
      return i18n._('auth.meta.account');
    },
  },
  {
    // Where the e-mail code lands once verified without JavaScript (publicForms.ts).
    path: VERIFIED_PATH,
    Page: Verified,
    get description() {
      return i18n._('auth.meta.verified');
    },
  },
];
