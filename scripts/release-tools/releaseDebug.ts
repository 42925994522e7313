/**
 * Which release served a page, for the people shipping it: `?debug=release` on any page sets
 * the `thrive-debug` cookie (`?debug=off` clears it); while it is set, every composed page
 * answers with the serving remote, its release and the composition time as headers, and the
 * shell shows a small indicator of the same (shell/src/ReleaseIndicator.tsx). Readable by the
 * page on purpose (not HttpOnly): it carries no secret, only a wish to see.
 */
export const DEBUG_COOKIE = 'thrive-debug';

export function releaseDebugWish(
  cookieHeader: string | undefined,
  search: string,
): { on: boolean; setCookie?: string } {
  const asked = new URLSearchParams(search).get('debug');
  if (asked === 'release') {
    return { on: true, setCookie: `${DEBUG_COOKIE}=release; Path=/; Max-Age=86400; SameSite=Lax` };
  }
  if (asked === 'off') return { on: false, setCookie: `${DEBUG_COOKIE}=; Path=/; Max-Age=0` };
  return { on: new RegExp(`(?:^|;\\s*)${DEBUG_COOKIE}=release(?:;|$)`).test(cookieHeader ?? '') };
}
