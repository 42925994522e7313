import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { ReturnTo } from '../layout/WideScreenOnly';
import { useAdminSession } from './adminSession';

export interface SignInState {
  from: ReturnTo;
}

/** Every console route needs a signed-in admin: otherwise to sign-in, then back here. */
export function RequireAdmin() {
  const token = useAdminSession((s) => s.token);
  const location = useLocation();
  if (!token) {
    const from: ReturnTo = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      state: location.state,
    };
    return <Navigate to="/signin" replace state={{ from } satisfies SignInState} />;
  }
  return <Outlet />;
}
