/**
 * The stories remote's regeneration job (issue 24): a story approved a minute ago is in the
 * first HTML of /stories, of its own page and of its writer's page.
 *
 * The remote's build prerenders those pages as frames (a loading state; `:parameter` pages
 * stand for every story). This job, part of the remote's own deployable, follows the reader
 * API's public reads (ETag-revalidated) and renders the newest stories' pages, their writers'
 * pages and /stories with their content, with the same server bundle the build prerendered
 * with (so the markup is what the browser hydrates), then publishes them as the build does:
 * content-hashed page files and a new prerender/routes.json, which the shell's server
 * revalidates every 2 s. An exact key (`/stories/<slug>`) wins over the `:slug` frame; a story
 * taken down leaves routes.json at the next sweep and its address falls back to the frame.
 * Nothing changes in the composition contract, the shell or the CSP: the page's data rides in
 * a JSON block that never runs (src/common/pageData.tsx).
 *
 *   tsx remotes/stories/server/regenerate.ts     (`pnpm start` runs it: the platform row's `job`)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api } from '@thrive/platform';
import { appDir, distDir, origins } from '@thrive/platform/node';
import {
  REMOTE_BASE,
  ROUTES_FILE,
  type PrerenderedPage,
  type PrerenderRoutes,
} from '@thrive/composition/server';
import { serverBundleDir } from '@thrive/composition/build';
import type { StoryList, StoryPage, WriterPage } from '@thrive/reader-contract/content';
import { PAGE_DATA_ID, pageDataKey, type GivenPageData } from '../src/common/pageData';
import { STORY_PATHS, storyHref, writerHref } from '../src/paths';

/** How often the newest stories are asked for (a 304 costs the API almost nothing). */
const TICK_MS = Number(process.env.STORIES_REGENERATE_MS ?? 2000);
/** Every so often everything is checked again, for edits and take-downs below the first page. */
const SWEEP_MS = 30_000;
/** The newest stories whose pages are rendered with their content (older ones: the frame). */
const WINDOW = Number(process.env.STORIES_REGENERATE_WINDOW ?? 40);
/** The build's own routes.json, kept while this job publishes its own. */
const BUILD_ROUTES = 'prerender/build-routes.json';
const LIVE_PREFIX = 'live-';

interface ServerBundle {
  renderPage: (location: string) => Promise<{ html: string; title: string | undefined }>;
}

interface LivePage {
  /** The page key: the path as the shell's server looks it up (lower case). */
  key: string;
  /** The path, as links and the canonical URL spell it. */
  location: string;
  /** The frame page of the build this page fills (its chunks, stylesheets, description). */
  frame: string;
  data: GivenPageData;
  description: string | null;
}

const dist = distDir('stories');
const apiBase = `${origins.api}${api.basePath}`;
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
const cut = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;

/** Writes a file so that a reader sees the old or the new content, never half of one. */
function publish(file: string, text: string) {
  const target = path.join(dist, file);
  writeFileSync(`${target}.tmp`, text);
  renameSync(`${target}.tmp`, target);
}

/** The build's routes: kept aside the first time this job replaces routes.json. */
function buildRoutes(): PrerenderRoutes {
  const current = readJson<PrerenderRoutes & { regeneratedAt?: string }>(ROUTES_FILE);
  if (!current.regeneratedAt) {
    publish(BUILD_ROUTES, JSON.stringify(current, null, 2));
    return current;
  }
  return readJson<PrerenderRoutes>(BUILD_ROUTES);
}

/** The API's public reads, revalidated with their ETags; null for a 404. */
const cache = new Map<string, { etag: string; body: unknown }>();
async function read<T>(pathname: string): Promise<{ body: T; changed: boolean } | null> {
  const url = `${apiBase}${pathname}`;
  const cached = cache.get(url);
  const response = await fetch(url, {
    headers: cached ? { 'If-None-Match': cached.etag } : {},
    signal: AbortSignal.timeout(5000),
  });
  if (response.status === 304 && cached) return { body: cached.body as T, changed: false };
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${pathname}: HTTP ${response.status}`);
  const body = (await response.json()) as T;
  const etag = response.headers.get('etag');
  if (etag) cache.set(url, { etag, body });
  return { body, changed: true };
}

/** The pages to render now: /stories, the newest stories and their writers. */
async function wantedPages(first: StoryList): Promise<LivePage[]> {
  const stories = [...first.stories];
  for (let next = first.next; next && stories.length < WINDOW;) {
    const page = await read<StoryList>(`/stories?before=${encodeURIComponent(next)}`);
    if (!page) break;
    stories.push(...page.body.stories);
    next = page.body.next;
  }
  const pages: LivePage[] = [
    {
      key: STORY_PATHS.stories,
      location: STORY_PATHS.stories,
      frame: STORY_PATHS.stories,
      data: { key: pageDataKey.list(null), data: first },
      description: null,
    },
  ];
  const writers = new Set<string>();
  for (const { slug } of stories.slice(0, WINDOW)) {
    const found = await read<{ story: StoryPage }>(`/stories/${encodeURIComponent(slug)}`);
    if (!found) continue;
    const { story } = found.body;
    writers.add(story.writer.username);
    pages.push({
      key: storyHref(slug).toLowerCase(),
      location: storyHref(slug),
      frame: STORY_PATHS.story,
      data: { key: pageDataKey.story(slug), data: found.body },
      // A link preview never shows what a content warning holds back.
      description: story.content_warnings.length
        ? `Content warning: ${story.content_warnings.join(', ')}. A story by ${story.writer.display_name} on Thrive.`
        : cut(story.paragraphs[0] ?? story.title, 160),
    });
  }
  for (const username of writers) {
    const found = await read<WriterPage>(`/writers/${encodeURIComponent(username)}`);
    if (!found) continue;
    const { writer } = found.body;
    pages.push({
      key: writerHref(username).toLowerCase(),
      location: writerHref(username),
      frame: STORY_PATHS.writer,
      data: { key: pageDataKey.writer(username), data: found.body },
      description: cut(`Stories by ${writer.display_name} on Thrive. ${writer.about}`.trim(), 160),
    });
  }
  return pages;
}

/** A stylesheet of the build with its url()s under the placeholder base, as the build's. */
function stylesheet(file: string): string {
  const base = new URL(file, REMOTE_BASE);
  return readFileSync(path.join(dist, file), 'utf8')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote: string, url: string) =>
      /^(data:|[a-z]+:|#)/i.test(url) ? match : `url(${quote}${new URL(url, base).href}${quote})`,
    );
}

/** What the job renders with: the build's server bundle, its routes and its frame pages. */
function loadBuild() {
  const bundleDir = serverBundleDir(appDir('stories'));
  const bundlePath = path.join(bundleDir, 'server.cjs');
  if (!existsSync(bundlePath)) throw new Error(`${bundlePath} is missing: build the remote first.`);
  const requireFresh = createRequire(import.meta.url);
  for (const id of Object.keys(requireFresh.cache)) {
    if (id.startsWith(bundleDir)) delete requireFresh.cache[id];
  }
  const bundle = requireFresh(bundlePath) as ServerBundle;
  const routes = buildRoutes();
  const frames = new Map<string, PrerenderedPage>();
  const frameOf = (key: string) => {
    if (!frames.has(key)) frames.set(key, readJson<PrerenderedPage>(routes.pages[key]!));
    return frames.get(key)!;
  };
  return { bundle, routes, frameOf };
}

/** A new build replaced routes.json (and the page files this job had published). */
const rebuilt = () => !readJson<{ regeneratedAt?: string }>(ROUTES_FILE).regeneratedAt;

export async function runRegeneration(): Promise<never> {
  let build = loadBuild();
  /** Page key → the page file published for it and the data it was rendered from. */
  let published = new Map<string, { file: string; dataHash: string }>();

  async function render(page: LivePage): Promise<string> {
    const frame = build.frameOf(page.frame);
    globalThis.__THRIVE_STORIES_PAGE_DATA__ = page.data;
    let rendered: Awaited<ReturnType<ServerBundle['renderPage']>>;
    try {
      rendered = await build.bundle.renderPage(page.location);
    } finally {
      globalThis.__THRIVE_STORIES_PAGE_DATA__ = undefined;
    }
    // The page must have rendered the data it was given, or it would not hydrate as it is.
    if (!rendered.html.includes(PAGE_DATA_ID)) throw new Error(`${page.location}: no content`);
    const record: PrerenderedPage = {
      path: page.location,
      html: rendered.html.replace(/^(?:<link\b[^>]*>)+/, ''),
      // The frame's critical CSS and the whole of the page's own (small) stylesheets: the
      // content uses rules the loading frame did not.
      css: frame.css + frame.assets.css.map(stylesheet).join(''),
      head: {
        title: rendered.title ?? frame.head.title,
        description: page.description ?? frame.head.description,
      },
      assets: frame.assets,
    };
    const body = JSON.stringify(record);
    const name = page.key.slice(1).replace(/[^a-z0-9]+/g, '-');
    const file = `prerender/pages/${LIVE_PREFIX}${name}.${hash(body)}.json`;
    publish(file, body);
    return file;
  }

  async function regenerate(first: StoryList) {
    const next = new Map<string, { file: string; dataHash: string }>();
    for (const page of await wantedPages(first)) {
      const dataHash = hash(JSON.stringify(page.data));
      const known = published.get(page.key);
      next.set(page.key, {
        file: known?.dataHash === dataHash ? known.file : await render(page),
        dataHash,
      });
    }
    const same =
      next.size === published.size &&
      [...next].every(([key, { file }]) => published.get(key)?.file === file);
    published = next;
    if (same) return;
    const pages = { ...build.routes.pages };
    for (const [key, { file }] of next) pages[key] = file;
    publish(
      ROUTES_FILE,
      JSON.stringify({ ...build.routes, pages, regeneratedAt: new Date().toISOString() }, null, 2),
    );
    prune(new Set([...next.values()].map(({ file }) => path.basename(file))));
    console.info(`stories: ${next.size} page(s) with content published`);
  }

  let lastSweep = 0;
  let failing = false;
  for (;;) {
    try {
      if (published.size && rebuilt()) {
        // Deployed again: render everything with the new build.
        build = loadBuild();
        published = new Map();
        lastSweep = 0;
      }
      const first = await read<StoryList>('/stories');
      if (first && (first.changed || Date.now() - lastSweep > SWEEP_MS)) {
        lastSweep = Date.now();
        await regenerate(first.body);
      }
      if (failing) console.info('stories: the reader API answers again');
      failing = false;
    } catch (error) {
      // The API is starting or away: the pages published last stay, and so do the frames.
      if (!failing) console.warn(`stories: regeneration paused: ${String(error)}`);
      failing = true;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
}

/** Old page files of this job, a minute after routes.json stopped naming them. */
function prune(current: Set<string>) {
  const dir = path.join(dist, 'prerender/pages');
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(LIVE_PREFIX) || current.has(name)) continue;
    const file = path.join(dir, name);
    if (Date.now() - statSync(file).mtimeMs > 60_000) unlinkSync(file);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runRegeneration().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
