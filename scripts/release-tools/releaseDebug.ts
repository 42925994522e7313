/**
 * Which release served a page, for the people shipping it: `?debug=release` on any page sets
 * the `thrive-debug` cookie (`?debug=off` clears it); while it is set, every composed page
 * answers with the serving remote, its release and the composition time as headers, and the
 * shell shows a small indicator of the same (shell/src/ReleaseIndicator.tsx). Readable by the
 * page on purpose (not HttpOnly): it carries no secret, only a wish to see.
 *
 * Only where it is allowed (issue 40): in development (`NODE_ENV=development`), or for a request
 * that carries the platform operator token (`Authorization: Bearer <PLATFORM_OPERATOR_TOKEN>`).
 * Anywhere else the wish is ignored and nothing is said about releases or timings.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const DEBUG_COOKIE = 'thrive-debug';

export interface ReleaseDebugAccess {
  /** `NODE_ENV` of the server. */
  nodeEnv: string | undefined;
  /** The platform operator token (`PLATFORM_OPERATOR_TOKEN`), if the deployment has one. */
  operatorToken: string | undefined;
  /** The request's Authorization header. */
  authorization: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether this request may see (and switch on) the release debug output. */
export function releaseDebugAllowed({
  nodeEnv,
  operatorToken,
  authorization,
}: ReleaseDebugAccess): boolean {
  if (nodeEnv === 'development') return true;
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!operatorToken || !presented) return false;
  return timingSafeEqual(digest(presented), digest(operatorToken));
}

export function releaseDebugWish(
  cookieHeader: string | undefined,
  search: string,
  access: ReleaseDebugAccess,
): { on: boolean; setCookie?: string } {
  const asked = new URLSearchParams(search).get('debug');
  // Switching it off is always allowed.
  if (asked === 'off') return { on: false, setCookie: `${DEBUG_COOKIE}=; Path=/; Max-Age=0` };
  if (!releaseDebugAllowed(access)) return { on: false };
  if (asked === 'release') {
    return { on: true, setCookie: `${DEBUG_COOKIE}=release; Path=/; Max-Age=86400; SameSite=Lax` };
  }
  return { on: new RegExp(`(?:^|;\\s*)${DEBUG_COOKIE}=release(?:;|$)`).test(cookieHeader ?? '') };
}
