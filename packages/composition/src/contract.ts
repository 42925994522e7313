/**
 * What a remote publishes about its prerendered pages, beside its mf-manifest.json:
 *
 *   <remote origin>/prerender/routes.json          revalidated by the shell's server
 *   <remote origin>/prerender/pages/<name>.<hash>.json   immutable
 *
 * The shell's server (composer.ts) reads only these files; a remote can change
 * its pages, styles and chunks and redeploy without the shell being rebuilt.
 */

import type { FormDescriptor } from '@thrive/platform';

/** Stands for the remote's published base URL (the folder of its mf-manifest.json). */
export const REMOTE_BASE = 'https://remote-base.thrive.invalid/';

export const ROUTES_FILE = 'prerender/routes.json';

export interface PrerenderRoutes {
  /** Federation name of the remote that built these pages (the files are deterministic: the
   * same sources give the same bytes, so a release of unchanged code has the same id). */
  remote: string;
  /** Files (relative to the remote's base) every page of this remote needs to hydrate; the
   * first script is the remote's entry (remoteEntry.js). */
  entry: { js: string[]; css: string[] };
  /** Path → page file (relative to the remote's base). */
  pages: Record<string, string>;
  /** The public forms of these pages (the remote's src/publicForms.ts), which the shell's
   * server completes without JavaScript (scripts/forms in the repository). */
  forms?: FormDescriptor[];
}

export interface PrerenderedPage {
  path: string;
  /** Complete HTML of the shell's `#root` for this path (no scripts). */
  html: string;
  /** The CSS rules this page's HTML uses, inlined by the shell's server. */
  css: string;
  head: {
    title: string;
    description: string;
    /** Open Graph image (absolute or relative to the remote's base), if the page has one. */
    image?: string;
  };
  /** Files the page loads when it hydrates, for preload hints (relative to the base). */
  assets: { js: string[]; css: string[]; images: string[] };
}

/** What a remote declares about each public page it prerenders (its src/publicPages.ts). */
export interface PublicPage {
  path: string;
  /** Meta description and the text of link previews. */
  description: string;
}
