/**
 * The shell's server-side page composition. For each page request it:
 *  1. picks the owning remote from the runtime config, with the browser's own code
 *     (selectHost + remoteForPath): `pageTarget`;
 *  2. takes that remote's prerendered page from the remote's published origin
 *     (prerender/routes.json, revalidated every couple of seconds, and the immutable page
 *     file it names; see contract.ts and remotePages.ts): `prerenderedOf`;
 *  3. returns the shell's index.html with the page in #root, the page's title, description
 *     and link-preview tags, its CSS (inlineStylesheets.ts), the runtime config inlined and
 *     preload hints (prerenderedHtml.ts);
 *     a path the owning remote has no page for gets its not-found page with status 404.
 * Anything missing, slow or broken falls back to today's page: index.html with the runtime
 * config inlined, mounted in the browser (`clientMount`). It never throws.
 */
import {
  dataSaverMode,
  hiddenTopicsFromCookie,
  localeOfPath,
  offeredLocales,
  SOURCE_LOCALE,
  type Locale,
  remoteForPath,
  selectHost,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import { overriddenRemotes, OFFLINE_PAGE_ATTRIBUTE } from './prerendered.ts';
import { ROUTES_FILE } from './contract.ts';
import type { ShellFonts } from './fonts/shellFonts.ts';
import { withDataSaver } from './dataSaver.ts';
import { withWebAppHead } from './webAppHead.ts';
import { createDataPages } from './dataPages.ts';
import { shellStylesheetReader } from './inlineStylesheets.ts';
import { configScript, cssText, fontHead, withLang } from './pageMarkup.ts';
import { prerenderedHtml } from './prerenderedHtml.ts';
import { createRemotePages, pageFor } from './remotePages.ts';

export { NO_SCRIPT_MOTION, PAGE_END_ID } from './pageMarkup.ts';

export interface CompositionOptions {
  /** The shell's built index.html (read on every call: a shell redeploy is picked up). */
  indexHtml: () => Promise<string>;
  /**
   * The runtime config the browser would read from /config.json, for a request that brings
   * none (PageRequest.config).
   */
  runtimeConfig: () => Promise<RuntimeConfig>;
  /**
   * The origins the site is served from. Canonical and link-preview URLs use the request's
   * origin only when it is one of these, else the first: a request's Host header is never
   * written into a page unchecked.
   */
  siteOrigins: readonly string[];
  /**
   * The text of one of the shell's built stylesheets, by the path its loader names
   * (`/assets/484.css`): a composed page holds it inline with the remote's (inlineStylesheets.ts).
   */
  shellStylesheet?: (href: string) => Promise<string>;
  /** The shell's @font-face rules and font preloads (its build's fonts.json), if any. */
  fonts?: () => Promise<ShellFonts | null>;
  /** How long a remote's routes.json is trusted before it is revalidated. */
  revalidateAfterMs?: number;
  /** How long to wait for a remote's origin before falling back to the client-side mount. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export interface PageRequest {
  /** Host header value, e.g. "localhost:3000" or "admin.localhost:3000". */
  host: string;
  /** Path without the query string. */
  path: string;
  /** "http" or "https", for absolute link-preview URLs. */
  protocol: string;
  /** Query string ("?a=b" or ""): a staging override of the owning remote skips the prerender. */
  search?: string;
  /** Cookie header: the overrides the browser keeps for the session, the data saver choice. */
  cookie?: string;
  /** The Save-Data request header: the data saver's default when the reader chose nothing. */
  saveData?: string;
  /** The `ECT` and `RTT` client hints: on a slow link the saver is on by default (issue 48). */
  ect?: string;
  rtt?: string;
  /**
   * The runtime config the server read for this request (the same value its CSP was built
   * from); without it the composer reads CompositionOptions.runtimeConfig.
   */
  config?: RuntimeConfig;
}

export interface ComposedPage {
  html: string;
  /** 404 for a path the owning remote has no page for, 503 for a data page whose data is
   * away (with a page that says so), else 200. */
  status: 200 | 404 | 503;
  /** The remote whose prerendered page is inside, or null for the client-side mount. */
  prerendered: RemoteName | null;
}

/** Where a request goes: its locale, its path without the locale, and the remote that owns it. */
interface PageTarget {
  locale: Locale;
  localPath: string;
  /** The public remote whose page it is, or null (another host: the browser mounts it). */
  owner: RemoteName | null;
}

const hostnameOf = (host: string) => host.replace(/:\d+$/, '');

function pageTarget(request: PageRequest, config: RuntimeConfig): PageTarget {
  const kind = selectHost(hostnameOf(request.host));
  // `/pcm/signup` is auth's `/signup` in Pidgin: the route tables know no locale.
  const { locale, path: localPath } =
    kind === 'public'
      ? localeOfPath(request.path)
      : { locale: offeredLocales()[0]!, path: request.path };
  const owner = kind === 'public' ? remoteForPath(localPath, config.hosts.public) : null;
  return { locale, localPath, owner };
}

/** The origins a page may name as its own, and the pick for a request. */
function siteOriginPicker(siteOrigins: readonly string[]) {
  const allowedOrigins = new Set(siteOrigins.map((origin) => new URL(origin).origin));
  const [defaultOrigin] = allowedOrigins;
  if (!defaultOrigin) throw new Error('CompositionOptions.siteOrigins is empty.');
  /** The request's own origin if the site is served from it, else the site's first origin. */
  return (request: PageRequest): string => {
    try {
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      return allowedOrigins.has(origin) ? origin : defaultOrigin;
    } catch {
      return defaultOrigin;
    }
  };
}

/** What every step of a composition uses: the options, the remotes' pages, the log. */
interface Composition {
  options: CompositionOptions;
  log: (message: string) => void;
  remotes: ReturnType<typeof createRemotePages>;
  shellStylesheet: (href: string) => Promise<string | null>;
  dataPage: ReturnType<typeof createDataPages>;
  siteOrigin: (request: PageRequest) => string;
}

function compositionOf(options: CompositionOptions): Composition {
  const revalidateAfterMs = options.revalidateAfterMs ?? 2000;
  const log = options.log ?? ((message: string) => console.warn(message));
  const remotes = createRemotePages({
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 1500,
    revalidateAfterMs,
    log,
  });
  return {
    options,
    log,
    remotes,
    shellStylesheet: shellStylesheetReader(options.shellStylesheet, log),
    dataPage: createDataPages({ get: remotes.get, log, freshForMs: revalidateAfterMs }),
    siteOrigin: siteOriginPicker(options.siteOrigins),
  };
}

/** The shell's index.html, the request's runtime config and the shell's fonts. */
const shellParts = ({ options }: Composition, request: Pick<PageRequest, 'config'>) =>
  Promise.all([
    options.indexHtml(),
    request.config ?? options.runtimeConfig(),
    options.fonts?.().catch(() => null) ?? null,
  ]);

/** The page, shaped for the reader's data saver choice (dataSaver.ts). */
async function compose(composition: Composition, request: PageRequest): Promise<ComposedPage> {
  const { on, reason } = dataSaverMode({
    cookie: request.cookie ?? '',
    saveData: request.saveData,
    ect: request.ect,
    rtt: request.rtt,
  });
  const page = await composePage(composition, request, on);
  const html = withDataSaver(page.html, on, reason);
  // Installable on the public host only (issue 46).
  const publicHost = selectHost(hostnameOf(request.host)) === 'public';
  return { ...page, html: publicHost ? withWebAppHead(html) : html };
}

async function composePage(
  composition: Composition,
  request: PageRequest,
  dataSaver: boolean,
): Promise<ComposedPage> {
  const [template, config, fonts] = await shellParts(composition, request);
  const { locale, localPath, owner } = pageTarget(request, config);
  const fontStyles = fontHead(fonts);
  const script = configScript(config);
  const clientMount = (status: 200 | 404 = 200): ComposedPage => ({
    html: withLang(template, locale.code).replace('</head>', `${fontStyles}${script}</head>`),
    prerendered: null,
    status,
  });
  if (!owner) return clientMount();
  // The browser loads this remote from a staging build: its own render, no preloads.
  if (overriddenRemotes(request.cookie ?? '', request.search ?? '').has(owner)) {
    return clientMount();
  }
  try {
    const base = new URL('.', config.remotes[owner].manifest).href;
    const found = await prerenderedOf(composition, request, base, locale, localPath);
    if ('mount' in found) return clientMount(found.mount);
    const html = await prerenderedHtml({
      ...found,
      template,
      config,
      owner,
      base,
      locale,
      localPath,
      search: request.search ?? '',
      siteOrigin: composition.siteOrigin(request),
      fontHead: fontStyles,
      configScript: script,
      dataSaver,
      shellStylesheet: composition.shellStylesheet,
    });
    return { html, prerendered: owner, status: found.status };
  } catch (error) {
    composition.log(
      `Composition of ${request.path} failed, mounting in the browser: ${String(error)}`,
    );
    return clientMount();
  }
}

/**
 * The remote's page for the request (its route table, the page and its status), or how the
 * browser mounts it instead: 200, or 404 for a remote without a not-found page.
 */
async function prerenderedOf(
  { remotes, dataPage }: Composition,
  request: PageRequest,
  base: string,
  locale: Locale,
  path: string,
) {
  const routes = await remotes.routesOf(base);
  if (!routes) return { mount: 200 as const };
  // A remote built before it offered this locale: the browser renders the page in it.
  const pages = locale.code === SOURCE_LOCALE ? routes.pages : routes.localePages?.[locale.code];
  if (!pages) return { mount: 200 as const };
  const answer = pageFor({ pages }, path, request.search ?? '');
  // A remote without a not-found page: the browser mounts it, the status still says 404.
  if (!answer) return { mount: 404 as const };
  // A page whose content changes at run time: rendered by the remote's server, else its frame.
  const rendered = routes.dataPages?.includes(answer.key)
    ? await dataPage(base, request.path, hiddenTopicsFromCookie(request.cookie ?? ''))
    : null;
  const page = rendered?.page ?? (await remotes.pageOf(base, answer.file));
  if (!page) return { mount: 200 as const };
  return { routes, page, status: rendered?.status ?? answer.status };
}

/**
 * The page the shell's service worker shows offline for a page the reader never visited: the
 * shell with the runtime config (the crisis help's helplines), marked for the shell to mount
 * its offline page (shell/src/offline) instead of the site's routes.
 */
async function offlinePage(
  composition: Composition,
  request: Pick<PageRequest, 'config'>,
): Promise<string> {
  const [template, config, fonts] = await shellParts(composition, request);
  const fallbackFonts = fonts ? `<style data-fonts>${cssText(fonts.fallbacks)}</style>` : '';
  // The service worker that shows it is the public host's: installable like its other pages.
  return withWebAppHead(template)
    .replace(/<html([^>]*)>/, `<html$1 ${OFFLINE_PAGE_ATTRIBUTE}>`)
    .replace(/<title>[\s\S]*?<\/title>/, '<title>You are offline — Thrive</title>')
    .replace('</head>', `${fallbackFonts}${configScript(config)}</head>`);
}

/**
 * Fetches the public remotes' route tables once, before readers come: the first page asked
 * for would otherwise wait for them, and a cold, busy machine can take past `timeoutMs`, so
 * that page would be mounted in the browser instead of arriving prerendered.
 */
async function warm({ options, remotes }: Composition, attempts: number, pauseMs: number) {
  const config = await options.runtimeConfig();
  const bases = [...new Set(config.hosts.public.map(({ remote }) => remote))].map(
    (remote) => new URL('.', config.remotes[remote].manifest).href,
  );
  await Promise.all(
    bases.map(async (base) => {
      const url = new URL(ROUTES_FILE, base).href;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          await remotes.fetchRoutes(url);
          return;
        } catch {
          // Not listening yet: the next attempt.
        }
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
}

export function createComposer(options: CompositionOptions) {
  const composition = compositionOf(options);
  return {
    compose: (request: PageRequest) => compose(composition, request),
    offlinePage: (request: Pick<PageRequest, 'config'> = {}) => offlinePage(composition, request),
    warm: (attempts = 20, pauseMs = 250) => warm(composition, attempts, pauseMs),
  };
}
