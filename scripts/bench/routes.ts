/** The routes the bench loads, from the platform's facts (paths and the remotes' prefixes). */
import { paths, remotes } from '@thrive/platform';

/** Every public page: the marketing pages and each path auth owns (all prerendered). */
export const PUBLIC_ROUTES: string[] = [
  paths.home,
  paths.about,
  paths.pricing,
  paths.help,
  paths.privacy,
  paths.deleteAccount,
  ...remotes.auth.pathPrefixes,
];

export const ADMIN_ROUTES = [
  '/',
  '/writers',
  '/users',
  '/consultants',
  '/addwriter',
  '/addconsultant',
  '/download',
];
