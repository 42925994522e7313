import type { RemoteMount } from './contract';
import type { RemoteName } from './apps';

const owns = (prefix: string, pathname: string) =>
  prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote that owns a path on this host: the first mount with a matching prefix. */
export function remoteForPath(pathname: string, mounts: RemoteMount[]): RemoteName | null {
  return mounts.find((mount) => mount.paths.some((p) => owns(p, pathname)))?.remote ?? null;
}
