import type { PublicPage } from '@thrive/composition';
import { VERIFIED_PATH } from './constants';

/**
 * The account pages prerendered at build time (@thrive/composition). /confirm and /download
 * depend on the browser (the e-mail being verified, the stored session): their prerendered
 * form is the page's frame, completed after hydration.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/signup',
    description: 'Create your free Thrive account to read, ask and share stories that help.',
  },
  { path: '/login', description: 'Log in to your Thrive account.' },
  { path: '/reset', description: 'Reset the password of your Thrive account.' },
  {
    path: '/download2',
    description: 'Get the Thrive app for Android and iPhone and carry on where you left off.',
  },
  { path: '/confirm', description: 'Verify your e-mail address to finish creating your account.' },
  { path: '/download', description: 'Your Thrive account: get the app and carry on.' },
  {
    path: VERIFIED_PATH,
    description: 'Your e-mail address is verified and your Thrive account is ready.',
  },
];
