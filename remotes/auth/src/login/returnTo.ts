/**
 * Where a login leads: /download (SPEC section 4), or back to the signed-in page that sent the
 * reader to log in (the account page). Only the site's own signed-in pages are accepted, so
 * navigation state cannot send a reader anywhere else.
 */
import { paths } from '@thrive/platform';

const RETURNABLE: readonly string[] = [paths.account, paths.download];

/** Navigation state a signed-in page gives /login. */
export interface ReturnState {
  returnTo?: string;
}

export function returnPath(state: unknown): string {
  const wanted =
    typeof state === 'object' && state !== null ? (state as ReturnState).returnTo : undefined;
  return typeof wanted === 'string' && RETURNABLE.includes(wanted) ? wanted : paths.download;
}
