import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isWideEnough, useViewportWidth } from './viewport';

/** Where the admin was when the window became too narrow; /download sends them back. */
export interface ReturnTo {
  pathname: string;
  search: string;
  hash: string;
  /** The original navigation state (a profile's user object), so the profile still opens. */
  state: unknown;
}

export interface DownloadState {
  from: ReturnTo;
}

/**
 * SPEC section 2: narrower than 1172 px and not on /download → redirect to /download. The
 * redirect replaces the history entry and remembers the page, so widening the window again
 * returns the admin to it.
 */
export function WideScreenOnly() {
  const width = useViewportWidth();
  const location = useLocation();
  if (!isWideEnough(width) && location.pathname !== '/download') {
    const from: ReturnTo = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      state: location.state,
    };
    return <Navigate to="/download" replace state={{ from } satisfies DownloadState} />;
  }
  return <Outlet />;
}
