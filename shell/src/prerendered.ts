import type { RemoteName } from './runtimeConfig';

/**
 * The contract between the shell's server (scripts/composition.ts) and the browser: when the
 * server put a remote's prerendered page into `#root`, it marks the element with the remote's
 * name and the manifest URL that page was built from.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const MANIFEST_ATTRIBUTE = 'data-manifest';

/** The remote whose prerendered page `#root` holds, if any. */
export function prerenderedRemote(container: HTMLElement): RemoteName | null {
  const name = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return name && container.firstElementChild ? (name as RemoteName) : null;
}
