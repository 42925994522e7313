/**
 * The second half of a public remote's production build: after the browser build (rspack
 * CLI), its public pages are rendered to complete HTML with the CSS each page uses and
 * published under dist/prerender/ beside mf-manifest.json (see ../contract.ts). The remote's
 * `build` script runs:
 *
 *   rspack build --mode production && tsx ../../scripts/prerender.ts <remote>
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import {
  offeredLocales,
  SOURCE_LOCALE,
  type FormDescriptor,
  type RemoteName,
} from '@thrive/platform';
import { appDir, distDir } from '@thrive/platform/node';
import { isPageChunk, packageDirsOf, readChunkImports, readChunkModules } from './chunkModules.ts';
import { inlinableCss } from '../inlineStylesheets.ts';
import { createPrerenderConfig, serverBundleDir } from './config.ts';
import {
  NOT_FOUND_PATH,
  queryPageKey,
  queryPlaceholder,
  REMOTE_BASE,
  RENDER_ENTRY,
  ROUTES_FILE,
  type DataPageRenderer,
  type PageRoute,
  type PrerenderedPage,
  type PrerenderRoutes,
} from '../contract.ts';

interface ServerBundle {
  routes: Omit<PageRoute, 'Page'>[];
  renderPage: (
    location: string,
    locale: string,
  ) => Promise<{ html: string; title: string | undefined; modules: string[] }>;
  describe: (routePath: string) => string | undefined;
}

/** A path no route table has: the remote renders its not-found page there. */
const NOT_FOUND_PROBE = '/thrive-not-found';

/** Every page of a route table: each route, and each query variant, under its page key. */
export function pagesOf(
  routes: Omit<PageRoute, 'Page'>[],
): { key: string; location: string; route: Omit<PageRoute, 'Page'> }[] {
  return routes.flatMap((route) => {
    const location = route.path === NOT_FOUND_PATH ? NOT_FOUND_PROBE : route.path;
    const page = { key: route.path, location, route };
    if (!route.query) return [page];
    const { name } = route.query;
    const variant = `${location}?${new URLSearchParams({ [name]: queryPlaceholder(name) })}`;
    return [page, { key: queryPageKey(route.path, name), location: variant, route }];
  });
}

interface MfStats {
  shared: { name: string; assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
  exposes: { path: string; assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }[];
}

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('rspack returned no stats'));
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      }
      resolve(stats);
    });
  });
}

/**
 * The remote's public forms (src/publicForms.ts, plain data), for the shell's server, in each
 * offered locale: their messages are read from catalogs as the module is evaluated, so the
 * module is evaluated afresh with each locale active (a Pidgin page's form answers in Pidgin).
 */
async function publicForms(
  remoteDir: string,
): Promise<Pick<PrerenderRoutes, 'forms' | 'localeForms'>> {
  const file = path.join(remoteDir, 'src/publicForms.ts');
  if (!existsSync(file)) return {};
  // Its copy reads Lingui catalogs: `.po` imports compile as in the browser build.
  register('./poHooks.mjs', import.meta.url);
  // The i18n runtime the remote's modules import (one instance: the locale is activated there).
  const { activateLocale } = (await import(
    pathToFileURL(createRequire(file).resolve('@thrive/i18n')).href
  )) as { activateLocale(code: string): Promise<void> };
  const formsIn = async (locale: string) => {
    await activateLocale(locale);
    const url = `${pathToFileURL(file).href}?locale=${locale}`;
    return ((await import(url)) as { PUBLIC_FORMS: FormDescriptor[] }).PUBLIC_FORMS;
  };
  try {
    const forms = await formsIn(SOURCE_LOCALE);
    const localeForms: Record<string, FormDescriptor[]> = {};
    for (const { code } of offeredLocales()) {
      if (code !== SOURCE_LOCALE) localeForms[code] = await formsIn(code);
    }
    return { forms, ...(Object.keys(localeForms).length && { localeForms }) };
  } finally {
    await activateLocale(SOURCE_LOCALE);
  }
}

const slug = (key: string) =>
  key === '/' ? 'home' : key === NOT_FOUND_PATH ? 'not-found' : key.slice(1).replace(/\W+/g, '-');
const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The SHA-384 (as Subresource Integrity) of each file, read from the finished browser build:
 * the very bytes the remote's runtime checks (its hashes, written by rspack's
 * SubresourceIntegrityPlugin, are of these files).
 */
export function integrityOf(dist: string, files: string[]): Record<string, string> {
  return Object.fromEntries(
    [...new Set(files)].sort().map((file) => [
      file,
      `sha384-${createHash('sha384')
        .update(readFileSync(path.join(dist, file)))
        .digest('base64')}`,
    ]),
  );
}

/** @param client the remote's browser build configuration (rspack.base.ts createAppConfig) */
export async function buildRemote(name: RemoteName, client: Configuration): Promise<void> {
  const remoteDir = appDir(name);
  const dist = distDir(name);
  // The browser build ran just before (rspack CLI) and recorded its chunks' modules.
  const chunks = readChunkModules(remoteDir);
  const imports = readChunkImports(remoteDir);
  await compile(createPrerenderConfig(name, remoteDir, client));

  const mf = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8')) as MfStats;
  const app = mf.exposes.find((e) => e.path === './App');
  if (!app) throw new Error(`${name} exposes no ./App`);
  // The packages it shares (the UI kit, the i18n runtime…): their chunks are the shell's in a page.
  const sharedPackageDirs = packageDirsOf(
    remoteDir,
    mf.shared.flatMap((shared) =>
      shared.assets.js.sync.flatMap((file) => [...(chunks.get(file) ?? [])]),
    ),
  );

  const serverEntry = path.join(serverBundleDir(remoteDir), 'server.cjs');
  const requireFresh = createRequire(import.meta.url);
  const outDir = path.join(dist, 'prerender');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'pages'), { recursive: true });

  const loadBundle = (): ServerBundle => {
    // A fresh instance per page: the modules it loads are exactly those the page needs.
    for (const id of Object.keys(requireFresh.cache)) {
      if (id.startsWith(serverBundleDir(remoteDir))) delete requireFresh.cache[id];
    }
    return requireFresh(serverEntry) as ServerBundle;
  };

  const stylesheetTexts = new Map<string, string>();
  const stylesheetText = (file: string) => {
    if (!stylesheetTexts.has(file)) {
      const css = readFileSync(path.join(dist, file), 'utf8');
      stylesheetTexts.set(file, inlinableCss(css, new URL(file, REMOTE_BASE)));
    }
    return stylesheetTexts.get(file)!;
  };

  const routes: PrerenderRoutes = {
    remote: name,
    entry: { js: ['remoteEntry.js', ...app.assets.js.sync], css: app.assets.css.sync },
    pages: {},
  };
  const pageAssets: string[] = [];
  // Every page once per offered locale (docs/i18n-design.md): English under `pages`, the
  // others under `localePages[<code>]`, each with its own title and description.
  for (const { code: locale } of offeredLocales())
    for (const { key, location, route } of pagesOf(loadBundle().routes)) {
      const bundle = loadBundle();
      const rendered = await bundle.renderPage(location, locale);
      const query = key === route.path ? undefined : route.query;
      // React puts preload hints for the page's images ahead of the markup; the shell's server
      // writes the LCP one (fetchpriority high) into <head> instead.
      const hints = /^(?:<link\b[^>]*>)+/.exec(rendered.html)?.[0] ?? '';
      rendered.html = rendered.html.slice(hints.length);
      const images = [...hints.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /fetchPriority="high"/i.test(tag))
        .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')
        .filter((href) => href.startsWith(REMOTE_BASE))
        .map((href) => href.slice(REMOTE_BASE.length));
      const facts = { chunks, imports, sharedPackageDirs, loaded: new Set(rendered.modules) };
      const pageChunk = (file: string) => isPageChunk(file, facts);
      const js = app.assets.js.async.filter(pageChunk);
      const css = app.assets.css.async.filter(pageChunk);
      if (!js.length) throw new Error(`${name} ${location}: no page chunk found for the render`);
      // What the remote's runtime adds as the page hydrates, in its order (the shell's
      // server adds its own startup stylesheets, the UI kit's among them, before these).
      const stylesheets = [...app.assets.css.sync, ...css];
      const record: PrerenderedPage = {
        path: route.path,
        html: rendered.html,
        css: stylesheets.map(stylesheetText).join(''),
        inlinedStylesheets: stylesheets,
        head: {
          title: rendered.title ?? 'Thrive',
          description: bundle.describe(route.path) ?? route.description,
        },
        assets: { js, css, images },
        ...(query && { query }),
      };
      const body = JSON.stringify(record);
      const prefix = locale === SOURCE_LOCALE ? '' : `${locale}-`;
      const file = `prerender/pages/${prefix}${slug(key)}.${contentHash(body)}.json`;
      writeFileSync(path.join(dist, file), body);
      if (locale === SOURCE_LOCALE) routes.pages[key] = file;
      else ((routes.localePages ??= {})[locale] ??= {})[key] = file;
      pageAssets.push(...js, ...css);
      console.info(
        `${name}: prerendered ${`${prefix}${key}`.padEnd(24)} ${(rendered.html.length / 1024).toFixed(1)} KiB HTML, ${(record.css.length / 1024).toFixed(1)} KiB CSS, ${js.length} chunk(s)`,
      );
    }
  Object.assign(routes, await publicForms(remoteDir));
  const renderer = path.join(serverBundleDir(remoteDir), 'render.cjs');
  if (existsSync(renderer)) {
    // The remote's data page renderer ships with the build (and so with each release).
    const target = path.join(dist, RENDER_ENTRY);
    cpSync(renderer, target);
    cpSync(
      path.join(serverBundleDir(remoteDir), 'chunks'),
      path.join(path.dirname(target), 'chunks'),
      {
        recursive: true,
      },
    );
    routes.dataPages = (requireFresh(target) as DataPageRenderer).dataPages;
    console.info(`${name}: pages rendered per request: ${routes.dataPages.join(', ')}`);
  }
  routes.integrity = integrityOf(dist, [
    ...routes.entry.js.slice(1),
    ...routes.entry.css,
    ...pageAssets,
  ]);
  writeFileSync(path.join(dist, ROUTES_FILE), JSON.stringify(routes, null, 2));
}
