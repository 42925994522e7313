/**
 * The composed page for a remote's prerendered page (composer.ts decides that there is one):
 * the shell's index.html with the page in #root, its title, description and link-preview tags,
 * its CSS (inlineStylesheets.ts), the runtime config inlined, and the hints of what hydration
 * fetches (the shell's loader asks for them once the page is in). Each step is a function here.
 */
import { localizedPath, SOURCE_LOCALE, type Locale, type RemoteName } from '@thrive/platform';
import type { RuntimeConfig } from '@thrive/platform';
import {
  EARLY_PRELOADS_ID,
  HYDRATION_HINTS_ID,
  MANIFEST_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_CSS_ATTRIBUTE,
  type HydrationHint,
} from './prerendered.ts';
import {
  NOT_FOUND_PATH,
  queryPlaceholder,
  queryValue,
  REMOTE_BASE,
  type PrerenderedPage,
  type PrerenderRoutes,
} from './contract.ts';
import { CHARSET, startupHintsOf } from './loaderContract.ts';
import { INLINED_STYLESHEET_ATTRIBUTE } from './inlineStylesheets.ts';
import {
  alternates,
  cssText,
  escapeHtml,
  NO_SCRIPT_MOTION,
  PAGE_END_ID,
  scriptJson,
  withLang,
} from './pageMarkup.ts';

export interface PrerenderedInput {
  /** The shell's index.html. */
  template: string;
  config: RuntimeConfig;
  owner: RemoteName;
  /** The remote's published origin (its manifest's folder). */
  base: string;
  routes: PrerenderRoutes;
  page: PrerenderedPage;
  status: 200 | 404 | 503;
  locale: Locale;
  /** The path without its locale prefix, as the remote's route table knows it. */
  localPath: string;
  search: string;
  /** The origin the page's canonical and link-preview URLs use. */
  siteOrigin: string;
  /** The shell's font styles (pageMarkup.ts fontHead) and the inlined runtime config. */
  fontHead: string;
  configScript: string;
  /** The reader's data saver is on: nothing is fetched early. */
  dataSaver: boolean;
  /** The text of a shell stylesheet by its path, or null (inlineStylesheets.ts). */
  shellStylesheet: (href: string) => Promise<string | null>;
}

/** A remote's URLs: `REMOTE_BASE`-relative or relative to its origin, made absolute. */
function remoteUrls(base: string) {
  return {
    abs: (url: string) =>
      url.startsWith(REMOTE_BASE) ? base + url.slice(REMOTE_BASE.length) : new URL(url, base).href,
    fromBase: (text: string) => text.split(REMOTE_BASE).join(base),
  };
}

/**
 * The stylesheets held inline: a page built with its stylesheets' complete rules gets the
 * shell's startup ones too, so none of them is fetched (inlineStylesheets.ts). One built with
 * only the rules its markup uses (an older release) leaves every stylesheet to load as a file.
 */
async function inlineStyles(input: PrerenderedInput, startupHints: HydrationHint[]) {
  const { page } = input;
  const { abs, fromBase } = remoteUrls(input.base);
  const shellSheets = page.inlinedStylesheets
    ? await Promise.all(
        startupHints
          .filter((hint) => hint.as === 'style')
          .map(async ({ href }) => ({ href, css: await input.shellStylesheet(href) })),
      )
    : [];
  const inlined = new Set([
    ...shellSheets.filter(({ css }) => css !== null).map(({ href }) => href),
    ...(page.inlinedStylesheets ?? []).map(abs),
  ]);
  const pageCss = shellSheets.map(({ css }) => css ?? '').join('') + fromBase(page.css);
  return { inlined, pageCss };
}

/**
 * What hydration fetches: the remote's manifest and entry (with their recorded hashes, as
 * shell/src/integrity.ts fetches a released remote's), the entry's and the page's chunks and
 * their stylesheets, less those held inline.
 */
function hydrationHintsOf(input: PrerenderedInput, inlined: ReadonlySet<string>): HydrationHint[] {
  const { routes, page } = input;
  const { abs } = remoteUrls(input.base);
  const { manifest, integrity, manifestIntegrity } = input.config.remotes[input.owner];
  const [entryFile, ...entryChunks] = routes.entry.js;
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
  return [
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
  ].filter((hint) => !inlined.has(hint.href));
}

/** The page's <head> additions: title, description, link previews, preloads, hints, config. */
function pageHead(input: PrerenderedInput, pageUrl: string, hydrationHints: HydrationHint[]) {
  const { page, status, locale } = input;
  const { abs } = remoteUrls(input.base);
  const { title, description } = page.head;
  return [
    `<title>${escapeHtml(title)}</title>`,
    input.fontHead,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Thrive">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    ...(status === 200 ? alternates(input.siteOrigin, unprefixedPath(input), locale) : []),
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
    input.configScript,
  ].join('');
}

/** The not-found page and a `:parameter` page stand for the path asked for. */
const unprefixedPath = ({ page, localPath }: PrerenderedInput) =>
  page.path === NOT_FOUND_PATH || page.path.includes('/:') ? localPath : page.path;

/** #root with the page's markup (its query variant's value filled in), after its CSS. */
function pageBody(input: PrerenderedInput, inlined: ReadonlySet<string>, pageCss: string) {
  const { page, owner } = input;
  const { fromBase } = remoteUrls(input.base);
  const { manifest } = input.config.remotes[owner];
  // The query variant's value, escaped as the markup around it expects.
  const withQuery = (html: string) =>
    page.query
      ? html
          .split(queryPlaceholder(page.query.name))
          .join(escapeHtml(queryValue(input.search, page.query)))
      : html;
  // The page's CSS comes after every stylesheet in <head>: a stylesheet not inline (an older
  // release's page) arrives there while the page hydrates, and the UI kit's rules, coming after
  // the remote's, would restyle (and shift) the page (settlePrerenderedCss moves it into
  // <head>, before them, once the remote has loaded).
  return (
    `<style ${PRERENDERED_CSS_ATTRIBUTE}="${owner}">${cssText(pageCss)}</style>` +
    [...inlined]
      .map(
        (href) =>
          `<link rel="stylesheet" href="${escapeHtml(href)}" disabled ${INLINED_STYLESHEET_ATTRIBUTE}>`,
      )
      .join('') +
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${owner}" ${MANIFEST_ATTRIBUTE}="${escapeHtml(manifest)}">${withQuery(fromBase(page.html))}</div><span id="${PAGE_END_ID}" hidden></span>`
  );
}

export async function prerenderedHtml(input: PrerenderedInput): Promise<string> {
  const { template, locale } = input;
  const startupHints = startupHintsOf(template, locale.code === SOURCE_LOCALE ? null : locale.code);
  const { inlined, pageCss } = await inlineStyles(input, startupHints);
  const hydrationHints = hydrationHintsOf(input, inlined);
  const pageUrl = `${input.siteOrigin}${localizedPath(unprefixedPath(input), locale.code)}`;
  const head = pageHead(input, pageUrl, hydrationHints);
  // Everything hydration fetches, in order, for the early preloads (preloadEarly.js, right
  // after it): the shell's entry and startup files (its loader's lists), then the hints.
  // Nothing with the data saver on: then nothing is fetched until the reader needs the app.
  const earlyPreloads = input.dataSaver
    ? ''
    : `<script type="application/json" id="${EARLY_PRELOADS_ID}">${scriptJson([
        ...startupHints.filter((hint) => !inlined.has(hint.href)),
        ...hydrationHints,
      ])}</script>`;
  return (
    withLang(template, locale.code)
      .replace(CHARSET, (charset) => `${charset}${earlyPreloads}`)
      // The page reads without JavaScript: the "needs JavaScript" notice does not apply.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `${head}</head>`)
      .replace('</head>', `${NO_SCRIPT_MOTION}</head>`)
      .replace(/<div id="root"><\/div>/, pageBody(input, inlined, pageCss))
  );
}
