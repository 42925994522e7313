/**
 * The shell's server-side page composition. For each page request it:
 *  1. picks the owning remote from the runtime config, with the browser's own code
 *     (selectHost + remoteForPath);
 *  2. takes that remote's prerendered page from the remote's published origin
 *     (prerender/routes.json, revalidated every couple of seconds, and the immutable page
 *     file it names; see contract.ts);
 *  3. returns the shell's index.html with the page in #root, the page's title, description
 *     and link-preview tags, its CSS (inlineStylesheets.ts), the runtime config inlined and
 *     preload hints;
 *     a path the owning remote has no page for gets its not-found page with status 404.
 * Anything missing, slow or broken falls back to today's page: index.html with the runtime
 * config inlined, mounted in the browser. It never throws.
 */
import { createHash } from 'node:crypto';
import {
  alternateLocales,
  dataSaverMode,
  hiddenTopicsFromCookie,
  languageTag,
  localeOfPath,
  localizedPath,
  offeredLocales,
  SOURCE_LOCALE,
  type Locale,
  remoteForPath,
  selectHost,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import {
  MANIFEST_ATTRIBUTE,
  overriddenRemotes,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_CSS_ATTRIBUTE,
  EARLY_PRELOADS_ID,
  HYDRATION_HINTS_ID,
  OFFLINE_PAGE_ATTRIBUTE,
  RUNTIME_CONFIG_ELEMENT_ID,
  type HydrationHint,
} from './prerendered.ts';
import {
  NOT_FOUND_PATH,
  queryPlaceholder,
  queryValue,
  REMOTE_BASE,
  ROUTES_FILE,
  type PrerenderedPage,
  type PrerenderRoutes,
} from './contract.ts';
import { WEB_FONTS_ATTRIBUTE, type ShellFonts } from './fonts/shellFonts.ts';
import { withDataSaver } from './dataSaver.ts';
import { withWebAppHead } from './webAppHead.ts';
import { CHARSET, startupHintsOf } from './loaderContract.ts';
import { createDataPages } from './dataPages.ts';
import { INLINED_STYLESHEET_ATTRIBUTE, shellStylesheetReader } from './inlineStylesheets.ts';
import { pageKeyOf, patternKeyFor } from './pageKeys.ts';

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

interface CachedJson<T> {
  value: T;
  etag: string | null;
  checkedAt: number;
}

/**
 * Without JavaScript nothing on a page moves on its own: the pause buttons that WCAG 2.2.2 asks
 * for on moving content (marquees, turning rings) need JavaScript, so CSS animations are held
 * still and those buttons (`data-needs-js`) are hidden rather than shown inert.
 */
export const NO_SCRIPT_MOTION =
  '<noscript><style data-no-script>*,*::before,*::after{animation-play-state:paused!important}[data-needs-js]{visibility:hidden}</style></noscript>';

/** The element after #root whose parsing unblocks the first paint of a composed page. */
export const PAGE_END_ID = 'thrive-page-end';

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script type="application/json">: nothing can close the element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page's language on its <html> element (its tag: en-XA for the pseudo-locale). */
const withLang = (html: string, code: string) =>
  html.replace(/<html([^>]*)>/, (_tag, attributes: string) =>
    /\blang="[^"]*"/.test(attributes)
      ? `<html${attributes.replace(/\blang="[^"]*"/, `lang="${languageTag(code)}"`)}>`
      : `<html lang="${languageTag(code)}"${attributes}>`,
  );

/**
 * The page's other languages for search engines and link previews: an `hreflang` alternate per
 * offered locale (itself included, as Google asks) and x-default (the source locale's). A
 * pseudo-locale page names the languages too, but no page names it (alternateLocales).
 */
function alternates(origin: string, path: string, locale: Locale): string[] {
  const offered = alternateLocales();
  if (offered.length < 2) return [`<meta property="og:locale" content="${locale.ogLocale}">`];
  const href = (code: string) => escapeHtml(`${origin}${localizedPath(path, code)}`);
  return [
    ...offered.map(
      ({ code }) => `<link rel="alternate" hreflang="${languageTag(code)}" href="${href(code)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(SOURCE_LOCALE)}">`,
    `<meta property="og:locale" content="${locale.ogLocale}">`,
    ...offered
      .filter(({ code }) => code !== locale.code)
      .map(({ ogLocale }) => `<meta property="og:locale:alternate" content="${ogLocale}">`),
  ];
}

/** CSS inside <style>: `<` (never needed outside CSS strings) as its CSS escape. */
const cssText = (css: string) => css.replace(/</g, '\\3c ');

/** The page that answers a path: its own, its query variant, a `:parameter` page, or the
 * not-found page. */
function pageFor(
  routes: Pick<PrerenderRoutes, 'pages'>,
  path: string,
  search: string,
): { file: string; status: 200 | 404; key: string } | null {
  const exact = pageKeyOf(path);
  const key = routes.pages[exact]
    ? exact
    : (patternKeyFor(Object.keys(routes.pages), exact) ?? exact);
  if (routes.pages[key]) {
    const params = new URLSearchParams(search);
    const variant = Object.keys(routes.pages).find(
      (k) => k.startsWith(`${key}?`) && params.get(k.slice(key.length + 1))?.trim(),
    );
    return { file: routes.pages[variant ?? key]!, status: 200, key };
  }
  const notFound = routes.pages[NOT_FOUND_PATH];
  return notFound ? { file: notFound, status: 404, key: NOT_FOUND_PATH } : null;
}

export function createComposer(options: CompositionOptions) {
  const revalidateAfterMs = options.revalidateAfterMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 1500;
  const fetchJson = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.warn(message));
  const routesCache = new Map<string, CachedJson<PrerenderRoutes>>();
  const pageCache = new Map<string, PrerenderedPage>();
  const failures = new Map<string, number>();
  const shellStylesheet = shellStylesheetReader(options.shellStylesheet, log);

  const dataPage = createDataPages({
    get,
    log,
    freshForMs: revalidateAfterMs,
  });

  async function get(url: string, etag: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (etag) headers['If-None-Match'] = etag;
    return fetchJson(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  }

  /** Fetches a remote's routes.json (revalidating a kept copy) and keeps it; throws on failure. */
  async function fetchRoutes(
    url: string,
    cached?: CachedJson<PrerenderRoutes>,
  ): Promise<PrerenderRoutes> {
    const checkedAt = Date.now();
    const response = await get(url, cached?.etag ?? null);
    if (response.status === 304 && cached) {
      cached.checkedAt = checkedAt;
      return cached.value;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const value = (await response.json()) as PrerenderRoutes;
    routesCache.set(url, { value, etag: response.headers.get('etag'), checkedAt });
    failures.delete(url);
    return value;
  }

  /** routes.json of a remote: fresh for a moment, then revalidated with its ETag. */
  async function routesOf(base: string): Promise<PrerenderRoutes | null> {
    const url = new URL(ROUTES_FILE, base).href;
    const cached = routesCache.get(url);
    const now = Date.now();
    if (cached && now - cached.checkedAt < revalidateAfterMs) return cached.value;
    const failedAt = failures.get(url);
    if (!cached && failedAt && now - failedAt < revalidateAfterMs) return null;
    try {
      return await fetchRoutes(url, cached);
    } catch (error) {
      // The remote is down or has no prerendered pages: its own code will not load either,
      // so the browser mounts the page itself and shows the remote's fallback if need be.
      routesCache.delete(url);
      if (!failedAt) log(`Prerendered pages unavailable at ${url}: ${String(error)}`);
      failures.set(url, now);
      return null;
    }
  }

  async function pageOf(base: string, file: string): Promise<PrerenderedPage | null> {
    const url = new URL(file, base).href;
    const cached = pageCache.get(url);
    if (cached) return cached;
    try {
      const response = await get(url, null);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as PrerenderedPage;
      // Page files are content-hashed: one URL never changes.
      pageCache.set(url, page);
      return page;
    } catch (error) {
      log(`Prerendered page unavailable at ${url}: ${String(error)}`);
      return null;
    }
  }

  const allowedOrigins = new Set(options.siteOrigins.map((origin) => new URL(origin).origin));
  const [defaultOrigin] = allowedOrigins;
  if (!defaultOrigin) throw new Error('CompositionOptions.siteOrigins is empty.');
  /** The request's own origin if the site is served from it, else the site's first origin. */
  function siteOrigin(request: PageRequest): string {
    try {
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      return allowedOrigins.has(origin) ? origin : defaultOrigin!;
    } catch {
      return defaultOrigin!;
    }
  }

  /** The page, shaped for the reader's data saver choice (dataSaver.ts). */
  async function compose(request: PageRequest): Promise<ComposedPage> {
    const { on, reason } = dataSaverMode({
      cookie: request.cookie ?? '',
      saveData: request.saveData,
      ect: request.ect,
      rtt: request.rtt,
    });
    const page = await composePage(request, on);
    const html = withDataSaver(page.html, on, reason);
    // Installable on the public host only (issue 46).
    const publicHost = selectHost(request.host.replace(/:\d+$/, '')) === 'public';
    return { ...page, html: publicHost ? withWebAppHead(html) : html };
  }

  async function composePage(request: PageRequest, dataSaver: boolean): Promise<ComposedPage> {
    const [template, config, fonts] = await Promise.all([
      options.indexHtml(),
      request.config ?? options.runtimeConfig(),
      options.fonts?.().catch(() => null) ?? null,
    ]);
    const hostname = request.host.replace(/:\d+$/, '');
    const kind = selectHost(hostname);
    // `/pcm/signup` is auth's `/signup` in Pidgin: the route tables know no locale.
    const { locale, path: localPath } =
      kind === 'public'
        ? localeOfPath(request.path)
        : { locale: offeredLocales()[0]!, path: request.path };
    const owner = kind === 'public' ? remoteForPath(localPath, config.hosts.public) : null;
    const configScript = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
    // The size-matched fallbacks apply from the first paint; on a slow connection the web fonts
    // wait until the page's scripts have arrived, else a script switches them on at once
    // (WEB_FONTS_ATTRIBUTE). Without JavaScript nothing competes with them: they apply at once.
    const fontHead = fonts
      ? `<style data-fonts>${cssText(fonts.fallbacks)}</style>` +
        `<style ${WEB_FONTS_ATTRIBUTE}="${contentHash(fonts.webFonts)}" data-preload="${escapeHtml(fonts.preload.join(' '))}" media="not all">${cssText(fonts.webFonts)}</style>` +
        `<noscript><style>${cssText(fonts.webFonts)}</style></noscript>`
      : '';
    const clientMount = (status: 200 | 404 = 200): ComposedPage => ({
      html: withLang(template, locale.code).replace('</head>', `${fontHead}${configScript}</head>`),
      prerendered: null,
      status,
    });
    if (!owner) return clientMount();
    // The browser loads this remote from a staging build: its own render, no preloads.
    if (overriddenRemotes(request.cookie ?? '', request.search ?? '').has(owner)) {
      return clientMount();
    }

    try {
      const manifest = config.remotes[owner].manifest;
      const base = new URL('.', manifest).href;
      const routes = await routesOf(base);
      // A remote built before it offered this locale: the browser renders the page in it.
      const pages =
        locale.code === SOURCE_LOCALE ? routes?.pages : routes?.localePages?.[locale.code];
      if (routes && !pages) return clientMount();
      const answer = pages ? pageFor({ pages }, localPath, request.search ?? '') : null;
      // A remote without a not-found page: the browser mounts it, the status still says 404.
      if (routes && !answer) return clientMount(404);
      // A page whose content changes at run time: rendered by the remote's server, else its frame.
      const rendered =
        answer && routes?.dataPages?.includes(answer.key)
          ? await dataPage(base, request.path, hiddenTopicsFromCookie(request.cookie ?? ''))
          : null;
      const page = rendered?.page ?? (routes && answer ? await pageOf(base, answer.file) : null);
      if (!routes || !answer || !page) return clientMount();
      const status = rendered?.status ?? answer.status;

      const abs = (url: string) =>
        url.startsWith(REMOTE_BASE)
          ? base + url.slice(REMOTE_BASE.length)
          : new URL(url, base).href;
      const fromBase = (text: string) => text.split(REMOTE_BASE).join(base);
      // The not-found page and a `:parameter` page stand for the path asked for.
      const unprefixed =
        page.path === NOT_FOUND_PATH || page.path.includes('/:') ? localPath : page.path;
      const pageUrl = `${siteOrigin(request)}${localizedPath(unprefixed, locale.code)}`;
      // The query variant's value, escaped as the markup around it expects.
      const withQuery = (html: string) =>
        page.query
          ? html
              .split(queryPlaceholder(page.query.name))
              .join(escapeHtml(queryValue(request.search ?? '', page.query)))
          : html;
      const { title, description } = page.head;
      // A released remote's manifest and entry are fetched with their recorded hashes
      // (shell/src/integrity.ts); their preloads must say the same to be reused.
      const { integrity, manifestIntegrity } = config.remotes[owner];
      const [entryFile, ...entryChunks] = routes.entry.js;
      const startupHints = startupHintsOf(
        template,
        locale.code === SOURCE_LOCALE ? null : locale.code,
      );
      // A page built with its stylesheets' complete rules gets the shell's startup ones too:
      // then none of them is fetched (inlineStylesheets.ts). One built with only the rules its
      // markup uses (an older release) leaves every stylesheet to load as a file.
      const shellSheets = page.inlinedStylesheets
        ? await Promise.all(
            startupHints
              .filter((hint) => hint.as === 'style')
              .map(async ({ href }) => ({ href, css: await shellStylesheet(href) })),
          )
        : [];
      const inlined = new Set([
        ...shellSheets.filter(({ css }) => css !== null).map(({ href }) => href),
        ...(page.inlinedStylesheets ?? []).map(abs),
      ]);
      const notInlined = (hint: HydrationHint) => !inlined.has(hint.href);
      const pageCss = shellSheets.map(({ css }) => css ?? '').join('') + fromBase(page.css);
      // The remote's runtime loads each chunk and stylesheet with its hash and CORS (rspack's
      // SubresourceIntegrityPlugin): a hint asks the same, or the preload is not reused.
      const chunkHint = (src: string, as: 'script' | 'style'): HydrationHint => {
        const hash = routes.integrity?.[src];
        return {
          href: abs(src),
          as,
          ...(hash && { integrity: hash, crossOrigin: 'anonymous' as const }),
        };
      };
      const hydrationHints: HydrationHint[] = [
        {
          href: manifest,
          as: 'fetch' as const,
          ...(manifestIntegrity && { integrity: manifestIntegrity }),
        },
        ...(entryFile
          ? [
              {
                href: abs(entryFile),
                as: 'script' as const,
                ...(integrity && { integrity, crossOrigin: 'anonymous' as const }),
              },
            ]
          : []),
        ...[...entryChunks, ...page.assets.js].map((src) => chunkHint(src, 'script')),
        // The runtime resolves a chunk only once its stylesheet has loaded: one not inline,
        // requested late, would hold up hydration.
        ...[...routes.entry.css, ...page.assets.css].map((src) => chunkHint(src, 'style')),
      ].filter(notInlined);

      const head = [
        `<title>${escapeHtml(title)}</title>`,
        fontHead,
        `<meta name="description" content="${escapeHtml(description)}">`,
        `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="Thrive">`,
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
        ...(status === 200 ? alternates(siteOrigin(request), unprefixed, locale) : []),
        ...(page.head.image
          ? [
              `<meta property="og:image" content="${escapeHtml(abs(page.head.image))}">`,
              `<meta name="twitter:card" content="summary_large_image">`,
            ]
          : [`<meta name="twitter:card" content="summary">`]),
        `<meta name="twitter:title" content="${escapeHtml(title)}">`,
        `<meta name="twitter:description" content="${escapeHtml(description)}">`,
        // The LCP image is preloaded with the page. What hydration needs (the remote's
        // manifest, its entry, the page's chunks) is listed for the shell's loader, which asks
        // for it once the page is in: asked for with the page, it would compete with the page
        // and its image (and Lighthouse's model counts every request started before the LCP);
        // on a slow, far link the early preloads ask from the top of <head> (EARLY_PRELOADS_ID).
        ...page.assets.images.map(
          (src) =>
            `<link rel="preload" as="image" href="${escapeHtml(abs(src))}" fetchpriority="high">`,
        ),
        `<script type="application/json" id="${HYDRATION_HINTS_ID}">${scriptJson(hydrationHints)}</script>`,
        // No first paint of half a page: on a slow phone the parser yields mid-document, and a
        // frame painted then (content centred in a half-parsed frame) moves when the rest
        // arrives. Rendering waits until the page's end marker is parsed.
        `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`,
        configScript,
      ].join('');

      // Everything hydration fetches, in order, for the early preloads (preloadEarly.js, right
      // after it): the shell's entry and startup files (its loader's lists), then the hints.
      // Nothing with the data saver on: then nothing is fetched until the reader needs the app.
      const earlyPreloads = dataSaver
        ? ''
        : `<script type="application/json" id="${EARLY_PRELOADS_ID}">${scriptJson([
            ...startupHints.filter(notInlined),
            ...hydrationHints,
          ])}</script>`;
      const html = withLang(template, locale.code)
        .replace(CHARSET, (charset) => `${charset}${earlyPreloads}`)
        // The page reads without JavaScript: the "needs JavaScript" notice does not apply.
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="description"[^>]*>/, '')
        .replace('</head>', `${head}</head>`)
        .replace('</head>', `${NO_SCRIPT_MOTION}</head>`)
        .replace(
          /<div id="root"><\/div>/,
          // The page's CSS comes after every stylesheet in <head>: a stylesheet not inline
          // (an older release's page) arrives there while the page hydrates, and the UI kit's
          // rules, coming after the remote's, would restyle (and shift) the page
          // (settlePrerenderedCss moves it into <head>, before them, once the remote has loaded).
          `<style ${PRERENDERED_CSS_ATTRIBUTE}="${owner}">${cssText(pageCss)}</style>` +
            [...inlined]
              .map(
                (href) =>
                  `<link rel="stylesheet" href="${escapeHtml(href)}" disabled ${INLINED_STYLESHEET_ATTRIBUTE}>`,
              )
              .join('') +
            `<div id="root" ${PRERENDERED_ATTRIBUTE}="${owner}" ${MANIFEST_ATTRIBUTE}="${escapeHtml(manifest)}">${withQuery(fromBase(page.html))}</div><span id="${PAGE_END_ID}" hidden></span>`,
        );
      return { html, prerendered: owner, status };
    } catch (error) {
      log(`Composition of ${request.path} failed, mounting in the browser: ${String(error)}`);
      return clientMount();
    }
  }

  /**
   * The page the shell's service worker shows offline for a page the reader never visited: the
   * shell with the runtime config (the crisis help's helplines), marked for the shell to mount
   * its offline page (shell/src/offline) instead of the site's routes.
   */
  async function offlinePage(request: Pick<PageRequest, 'config'> = {}): Promise<string> {
    const [template, config, fonts] = await Promise.all([
      options.indexHtml(),
      request.config ?? options.runtimeConfig(),
      options.fonts?.().catch(() => null) ?? null,
    ]);
    const configScript = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
    const fontHead = fonts ? `<style data-fonts>${cssText(fonts.fallbacks)}</style>` : '';
    // The service worker that shows it is the public host's: installable like its other pages.
    return withWebAppHead(template)
      .replace(/<html([^>]*)>/, `<html$1 ${OFFLINE_PAGE_ATTRIBUTE}>`)
      .replace(/<title>[\s\S]*?<\/title>/, '<title>You are offline — Thrive</title>')
      .replace('</head>', `${fontHead}${configScript}</head>`);
  }

  /**
   * Fetches the public remotes' route tables once, before readers come: the first page asked
   * for would otherwise wait for them, and a cold, busy machine can take past `timeoutMs`, so
   * that page would be mounted in the browser instead of arriving prerendered.
   */
  async function warm(attempts = 20, pauseMs = 250): Promise<void> {
    const config = await options.runtimeConfig();
    const bases = [...new Set(config.hosts.public.map(({ remote }) => remote))].map(
      (remote) => new URL('.', config.remotes[remote].manifest).href,
    );
    await Promise.all(
      bases.map(async (base) => {
        const url = new URL(ROUTES_FILE, base).href;
        for (let attempt = 1; attempt <= attempts; attempt += 1) {
          try {
            await fetchRoutes(url);
            return;
          } catch {
            // Not listening yet: the next attempt.
          }
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }),
    );
  }

  return { compose, offlinePage, warm };
}
