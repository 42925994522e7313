/**
 * Server-rendered content of a page (issue 24: a story approved a minute ago is in the first
 * HTML). The stories remote's data page renderer (server/render.ts) renders a page with the
 * data it read from the API, or with the API's refusal (a story that does not exist, the API
 * away), and the page writes that beside its markup, as JSON that never runs (the CSP allows no
 * inline script, and needs none for a data block). The browser's first render reads it back, so
 * hydration renders exactly what the server did, without a request.
 */
import type { StoryList, StoryPage, WriterPage } from '@thrive/reader-contract/content';
import type { PublicComment } from '@thrive/reader-contract/community';

/** The element that carries the page's data. */
export const PAGE_DATA_ID = 'stories-page-data';

/** The keys a page's data is known by, in the browser and in the renderer. */
export const pageDataKey = {
  list: (genre: string | null) => `list:${genre ?? ''}`,
  story: (slug: string) => `story:${slug}`,
  writer: (username: string) => `writer:${username}`,
};

/** What each server-rendered page's data is (the API's own responses). */
export interface PageDataOf {
  list: StoryList;
  /** The story, and its published comments when the server could read them. */
  story: { story: StoryPage; comments?: PublicComment[] };
  writer: WriterPage;
}

/** What the API answered instead of the data: its status (null: no answer) and the words. */
export interface PageDataError {
  status: number | null;
  message: string;
}

/** A page's data as the server rendered it: the content, or why there is none. */
export type Given<T> = { data: T; error?: undefined } | { error: PageDataError; data?: undefined };

export type GivenPageData = { key: string } & Given<unknown>;

declare global {
  /** Set by the data page renderer around one server render (never in a browser). */
  var __THRIVE_STORIES_PAGE_DATA__: GivenPageData | undefined;
}

/** What the server rendered `key` with, if this render (or the page being hydrated) has it. */
export function embeddedData<T>(key: string): Given<T> | undefined {
  if (typeof document === 'undefined') {
    const given = globalThis.__THRIVE_STORIES_PAGE_DATA__;
    return given?.key === key ? (given as Given<T>) : undefined;
  }
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element || element.dataset.key !== key) return undefined;
  try {
    const value = JSON.parse(element.textContent ?? '') as unknown;
    return element.dataset.error === undefined
      ? { data: value as T }
      : { error: value as PageDataError };
  } catch {
    return undefined;
  }
}

/** JSON that cannot close its element (`</script>`) or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The data block a server-rendered page carries, rendered the same on the server and client. */
export function PageData({ dataKey, given }: { dataKey: string; given: Given<unknown> }) {
  return (
    <script
      type="application/json"
      id={PAGE_DATA_ID}
      data-key={dataKey}
      data-error={given.error ? '' : undefined}
      dangerouslySetInnerHTML={{ __html: scriptJson(given.error ?? given.data) }}
    />
  );
}
