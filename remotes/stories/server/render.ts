/**
 * The stories remote's data page renderer (issue 24): a story approved a minute ago is in the
 * first HTML of /stories, of its own page and of its writer's page, in every environment.
 *
 * The build bundles this file with the prerender's renderer and ships it in dist/ (so in every
 * release, @thrive/composition RENDER_ENTRY); the remote's server calls it per request for the
 * shell's server, which keeps each answer for a moment. It reads the reader API's public reads
 * (ETag-revalidated), renders the page with that data in the shell's route tree, as the build
 * renders its frames, and completes the frame's record with it. A story or writer the API does
 * not know is the page's 404 ("We could not find that story…"); with the API away, the page says
 * it could not load (503) and tries again once in the browser.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { activateLocale } from '@thrive/i18n';
import { localeOfPath, SOURCE_LOCALE } from '@thrive/platform';
import { renderPage } from 'thrive-prerender/entry';
import {
  ROUTES_FILE,
  type DataPageRenderer,
  type PrerenderedPage,
  type PrerenderRoutes,
  type RenderedDataPage,
} from '@thrive/composition/server';
import type { StoryPage, WriterPage } from '@thrive/reader-contract/content';
import { PAGE_DATA_ID, pageDataKey, type GivenPageData } from '../src/common/pageData';
import { STORY_PATHS } from '../src/paths';
import { loadFailed, namesNothing } from '../src/storiesApi';
import { STORY } from '../src/story/copy';
import { WRITER } from '../src/writer/copy';

/** Below the shell server's own wait (1.5 s): an answer that says so beats no answer. */
const API_TIMEOUT_MS = 1000;
const KEPT = 2000;

const cut = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A data page: the frame it fills, the API read it shows, and its link-preview text (in the
 * page's locale: read while the page's render holds it).
 */
interface DataPage {
  frame: string;
  key: string;
  apiPath: string;
  description: (data: never) => string;
  /**
   * A second read whose answer joins the page's data under `field` (a story's published
   * comments). It is a detail: when it fails, the page shows without it and reads it itself.
   */
  more?: (data: never) => { field: string; apiPath: string } | null;
}

function dataPageFor(pagePath: string): DataPage | null {
  if (matchPath(STORY_PATHS.stories, pagePath)) {
    return {
      frame: STORY_PATHS.stories,
      key: pageDataKey.list(null),
      apiPath: '/stories',
      description: () => '',
    };
  }
  const story = matchPath(STORY_PATHS.story, pagePath)?.params.slug;
  if (story) {
    return {
      frame: STORY_PATHS.story,
      key: pageDataKey.story(story),
      apiPath: `/stories/${encodeURIComponent(story)}`,
      // A link preview never shows what a content warning holds back.
      description: ({ story: found }: { story: StoryPage }) =>
        found.content_warnings.length
          ? STORY.preview(found.content_warnings, found.writer.display_name)
          : cut(found.paragraphs[0] ?? found.title, 160),
      more: ({ story: found }: { story: StoryPage }) =>
        Number.isSafeInteger(found.id)
          ? { field: 'comments', apiPath: `/comments?target=story&id=${found.id}` }
          : null,
    };
  }
  const writer = matchPath(STORY_PATHS.writer, pagePath)?.params.username;
  if (writer) {
    return {
      frame: STORY_PATHS.writer,
      key: pageDataKey.writer(writer),
      apiPath: `/writers/${encodeURIComponent(writer)}`,
      description: ({ writer: found }: WriterPage) =>
        cut(WRITER.preview(found.display_name, found.about), 160),
    };
  }
  return null;
}

/** Bounded, least recently used first out. */
function keep<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value!);
}

/** The API's public reads, revalidated with their ETags. */
const reads = new Map<string, { etag: string; body: unknown }>();
async function read(url: string): Promise<{ status: 200 | 404; body: unknown }> {
  const cached = reads.get(url);
  const response = await fetch(url, {
    headers: cached ? { 'If-None-Match': cached.etag } : {},
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status === 304 && cached) return { status: 200, body: cached.body };
  // An over-long name (414) is no story either: the page's 404, not "could not load" (503).
  if (namesNothing(response.status)) return { status: 404, body: null };
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const etag = response.headers.get('etag');
  if (etag) keep(reads, url, { etag, body });
  return { status: 200, body };
}

/** The build's frames, read again when a local rebuild replaced routes.json. */
const builds = new Map<
  string,
  { mtimeMs: number; routes: PrerenderRoutes; files: Map<string, string> }
>();
function build(dir: string) {
  const routesFile = path.join(dir, ROUTES_FILE);
  const { mtimeMs } = statSync(routesFile);
  let known = builds.get(dir);
  if (known?.mtimeMs !== mtimeMs) {
    const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as PrerenderRoutes;
    known = { mtimeMs, routes, files: new Map() };
    builds.set(dir, known);
  }
  const { routes, files } = known;
  const file = (name: string) => {
    if (!files.has(name)) files.set(name, readFileSync(path.join(dir, name), 'utf8'));
    return files.get(name)!;
  };
  return {
    /** A frame in a locale: its own prerender, else (a build before it was offered) English. */
    frame: (key: string, locale: string = SOURCE_LOCALE) =>
      JSON.parse(
        file(
          (locale === SOURCE_LOCALE ? undefined : routes.localePages?.[locale]?.[key]) ??
            routes.pages[key]!,
        ),
      ) as PrerenderedPage,
  };
}

/** What the API answered for a page: its body, not found, or no answer (the API away). */
type Outcome = { status: 200; body: unknown } | { status: 404 | 503; body?: undefined };

/**
 * One render at a time: the page's data is handed over in a global around each, and the
 * locale is the runtime's, so the words a render needs beside the page (the error it was
 * given, the link preview) are read inside its turn, in its locale.
 */
let queue: Promise<unknown> = Promise.resolve();
function renderWith(
  page: DataPage,
  outcome: Outcome,
  location: string,
  locale: string = SOURCE_LOCALE,
  hiddenTopics: readonly string[] = [],
) {
  const run = queue.then(async () => {
    await activateLocale(locale);
    const given: GivenPageData =
      outcome.status === 200
        ? { key: page.key, data: outcome.body }
        : outcome.status === 404
          ? { key: page.key, error: { status: 404, message: 'Not found' } }
          : { key: page.key, error: { status: null, message: loadFailed() } };
    globalThis.__THRIVE_STORIES_PAGE_DATA__ = given;
    globalThis.__THRIVE_HIDDEN_TOPICS__ = hiddenTopics;
    try {
      const result = await renderPage(location, locale);
      const description = given.data === undefined ? '' : page.description(given.data as never);
      return { ...result, description };
    } finally {
      globalThis.__THRIVE_STORIES_PAGE_DATA__ = undefined;
      globalThis.__THRIVE_HIDDEN_TOPICS__ = undefined;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Rendered answers by path, reused while the data they show is the same. */
const rendered = new Map<string, { dataHash: string; answer: RenderedDataPage }>();

export const dataPages: DataPageRenderer['dataPages'] = [
  STORY_PATHS.stories,
  STORY_PATHS.story,
  STORY_PATHS.writer,
];

export const render: DataPageRenderer['render'] = async ({
  path: asked,
  dir,
  apiBaseUrl,
  hiddenTopics = [],
}) => {
  // `/pcm/stories/<slug>` is the story's page in Pidgin: its frame and render in that locale.
  const { locale, path: pagePath } = localeOfPath(asked);
  const page = dataPageFor(pagePath);
  if (!page) throw new Error(`${pagePath} is not a data page of the stories remote`);
  let outcome: Outcome;
  try {
    const answer = await read(`${apiBaseUrl}${page.apiPath}`);
    outcome = answer.status === 200 ? { status: 200, body: answer.body } : { status: 404 };
  } catch {
    outcome = { status: 503 };
  }
  const more = outcome.status === 200 ? page.more?.(outcome.body as never) : null;
  if (more && outcome.status === 200) {
    try {
      const extra = await read(`${apiBaseUrl}${more.apiPath}`);
      const value = (extra.body as Record<string, unknown> | null)?.[more.field];
      if (extra.status === 200 && value !== undefined) {
        outcome = { status: 200, body: { ...(outcome.body as object), [more.field]: value } };
      }
    } catch {
      // The page shows without it; the browser reads it once the page runs.
    }
  }
  const { status } = outcome;
  const { frame: frameOf } = build(dir);
  const dataHash = hashOf(`${dir}\n${status}\n${JSON.stringify(outcome.body ?? null)}`);
  // A page of its own for each choice of hidden topics (issue 45).
  const renderedKey = hiddenTopics.length ? `${asked}?hide=${hiddenTopics.join('.')}` : asked;
  const known = rendered.get(renderedKey);
  if (known?.dataHash === dataHash) return known.answer;

  const frame = frameOf(page.frame, locale.code);
  const result = await renderWith(page, outcome, pagePath, locale.code, hiddenTopics);
  // The page must have rendered what it was given, or it would not hydrate as it is.
  if (!result.html.includes(PAGE_DATA_ID)) throw new Error(`${pagePath}: no page data rendered`);
  const { description } = result;
  const answer: RenderedDataPage = {
    status,
    page: {
      path: pagePath,
      html: result.html.replace(/^(?:<link\b[^>]*>)+/, ''),
      // The complete rules of the frame's stylesheets: the content's are among them.
      css: frame.css,
      inlinedStylesheets: frame.inlinedStylesheets,
      head: {
        title: result.title ?? frame.head.title,
        description: description || frame.head.description,
      },
      assets: frame.assets,
    },
  };
  keep(rendered, renderedKey, { dataHash, answer });
  return answer;
};

/** A path of each data page for warming (the page's code runs once, with no data). */
const WARM_PATHS = [STORY_PATHS.stories, '/stories/warming-up', '/writers/warming-up'];

/**
 * Loads the build's frames and runs every data page's code once (the lazy page chunks, React's
 * first render), as with the API away: nothing is kept of it.
 */
export const warm: NonNullable<DataPageRenderer['warm']> = async (dir) => {
  const { frame } = build(dir);
  for (const pagePath of WARM_PATHS) {
    const page = dataPageFor(pagePath)!;
    frame(page.frame);
    await renderWith(page, { status: 503 }, pagePath);
  }
};
