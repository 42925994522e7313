import { ADMIN_HOST_LABEL, type HostKind } from './apps';

/** SPEC section 2: the admin route set applies when the host's first label is exactly "admin". */
export function selectHost(hostname: string): HostKind {
  return hostname.split('.')[0] === ADMIN_HOST_LABEL ? 'admin' : 'public';
}
