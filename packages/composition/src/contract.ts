/**
 * What a remote publishes about its prerendered pages, beside its mf-manifest.json:
 *
 *   <remote origin>/prerender/routes.json          revalidated by the shell's server
 *   <remote origin>/prerender/pages/<name>.<hash>.json   immutable
 *
 * The shell's server (composer.ts) reads only these files; a remote can change
 * its pages, styles and chunks and redeploy without the shell being rebuilt.
 */

import type { ComponentType } from 'react';
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
  /**
   * Page key → page file (relative to the remote's base). A key is a path ('/about'),
   * `<path>?<name>` for the variant of a page that shows query parameter `name`, or
   * NOT_FOUND_PATH for the page of every path the remote does not have.
   */
  pages: Record<string, string>;
  /**
   * The same pages in each other offered locale (`pcm` → page key → file): the page rendered
   * at `/pcm/<key>`, in Pidgin, with every link under `/pcm`. The source locale's are `pages`.
   */
  localePages?: Record<string, Record<string, string>>;
  /** The public forms of these pages (the remote's src/publicForms.ts), which the shell's
   * server completes without JavaScript (scripts/forms in the repository). */
  forms?: FormDescriptor[];
  /** The same forms in each other offered locale (`pcm` → forms): their messages in it. */
  localeForms?: Record<string, FormDescriptor[]>;
  /**
   * File (relative to the base) → its Subresource Integrity (SHA-384), for every chunk and
   * stylesheet above but the entry. The remote's runtime loads each chunk with this hash and
   * CORS (rspack's SubresourceIntegrityPlugin writes them into remoteEntry.js); the preload
   * hints must say the same, or the browser downloads the file twice. Absent in builds made
   * before chunks carried hashes.
   */
  integrity?: Record<string, string>;
  /**
   * Page keys whose content changes at run time (`/stories/:slug`): the remote's own server
   * renders them per request from its data at RENDER_PATH (see DataPageRenderer), and the page
   * file above is their frame, sent when that answer cannot be had.
   */
  dataPages?: string[];
}

/**
 * Where a remote that has data pages answers for one (relative to its base, beside
 * routes.json): `GET <base>prerender/render?path=/stories/<slug>` → 200 or 404 with a
 * PrerenderedPage, 503 with one that says the content cannot be loaded now, ETag and 304.
 */
export const RENDER_PATH = 'prerender/render';
/** The file in a remote's build (so in each of its releases) its server renders them with. */
export const RENDER_ENTRY = 'prerender/server/render.cjs';

/** A rendered data page: 404 for a path with no content, 503 while the data is unavailable. */
export interface RenderedDataPage {
  status: 200 | 404 | 503;
  page: PrerenderedPage;
}

/** What RENDER_ENTRY exports: the remote's own code, shipped with its build. */
export interface DataPageRenderer {
  /** The page keys it renders (PrerenderRoutes.dataPages). */
  dataPages: string[];
  render(request: {
    /** The path asked for (no query: a data page is rendered by its path alone). */
    path: string;
    /** The folder of the build or release it belongs to (its routes.json and page files). */
    dir: string;
    /** The reader API's base URL for this environment (the runtime config's apiBaseUrl). */
    apiBaseUrl: string;
    /** The topic keys the reader hides (@thrive/platform hiddenTopics, issue 45). */
    hiddenTopics?: readonly string[];
  }): Promise<RenderedDataPage>;
  /**
   * Readies the renderer for the build or release in `dir` without data (its page code loaded
   * and run once), so the first reader's page is not the one that waits for it. Optional.
   */
  warm?(dir: string): Promise<void>;
}

export interface PrerenderedPage {
  path: string;
  /** Complete HTML of the shell's `#root` for this path (no scripts). */
  html: string;
  /**
   * The page's CSS, inlined by the shell's server: the complete rules of `inlinedStylesheets`
   * (a build before those were inlined: only the rules the page's HTML uses).
   */
  css: string;
  /**
   * The stylesheets (relative to the base) whose complete rules `css` holds, in the order the
   * remote's runtime adds them: its entry's, then the page's. The browser need not fetch them.
   */
  inlinedStylesheets?: string[];
  head: {
    title: string;
    description: string;
    /** Open Graph image (absolute or relative to the remote's base), if the page has one. */
    image?: string;
  };
  /** Files the page loads when it hydrates, for preload hints (relative to the base). */
  assets: { js: string[]; css: string[]; images: string[] };
  /** The variant that shows a query parameter: its html holds queryPlaceholder(query.name). */
  query?: QueryParameter;
}

/** The route-table key (and page key) of a remote's not-found page: React Router's catch-all. */
export const NOT_FOUND_PATH = '*';

/**
 * One row of a public remote's route table (its src/routes.ts): its App.tsx renders a
 * <Route> for each, and its build prerenders each (scripts/prerender.ts), so no page can be
 * added without being prerendered.
 */
export interface PageRoute {
  /** The path ('/about'), or NOT_FOUND_PATH. */
  path: string;
  /** The page: a lazy() component, so each page is its own chunk. */
  Page: ComponentType;
  /** Meta description and the text of link previews. */
  description: string;
  /**
   * A query parameter the page shows (an e-mail link's token, a pre-filled subject), read
   * with queryValue(). The page is prerendered without it and with a placeholder the shell's
   * server replaces with the request's value, so the markup is what the browser renders.
   */
  query?: QueryParameter;
}

export interface QueryParameter {
  name: string;
  /** The longest value the page shows (longer values are cut). */
  maxLength: number;
}

/** A page's value of a query parameter, the same in the browser and in the shell's server. */
export function queryValue(search: string | URLSearchParams, query: QueryParameter): string {
  return (new URLSearchParams(search).get(query.name) ?? '').trim().slice(0, query.maxLength);
}

/** Stands for a query parameter's value in a prerendered page (letters only: never escaped). */
export const queryPlaceholder = (name: string) =>
  `thriveQueryPlaceholder${name.replace(/[^A-Za-z0-9]/g, '')}`;

/** The page key of the variant that shows query parameter `name`. */
export const queryPageKey = (path: string, name: string) => `${path}?${name}`;
