/**
 * Server-rendered content of a page (issue 24: a story approved a minute ago is in the first
 * HTML). The stories remote's regeneration job (server/regenerate.ts) renders a page with the
 * data it read from the API and the page writes that data beside its markup, as JSON that never
 * runs (the CSP allows no inline script, and needs none for a data block). The browser's first
 * render reads it back, so hydration renders exactly what the server did, without a request.
 */
import type { StoryList, StoryPage, WriterPage } from '@thrive/reader-contract/content';

/** The element that carries the page's data. */
export const PAGE_DATA_ID = 'stories-page-data';

/** The keys a page's data is known by, in the browser and in the regeneration job. */
export const pageDataKey = {
  list: (genre: string | null) => `list:${genre ?? ''}`,
  story: (slug: string) => `story:${slug}`,
  writer: (username: string) => `writer:${username}`,
};

/** What each server-rendered page's data is (the API's own responses). */
export interface PageDataOf {
  list: StoryList;
  story: { story: StoryPage };
  writer: WriterPage;
}

export interface GivenPageData {
  key: string;
  data: unknown;
}

declare global {
  /** Set by the regeneration job around one server render (never in a browser). */
  var __THRIVE_STORIES_PAGE_DATA__: GivenPageData | undefined;
}

/** The server-rendered data for `key`, if this render (or the page being hydrated) has it. */
export function embeddedData<T>(key: string): T | undefined {
  if (typeof document === 'undefined') {
    const given = globalThis.__THRIVE_STORIES_PAGE_DATA__;
    return given?.key === key ? (given.data as T) : undefined;
  }
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element || element.dataset.key !== key) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/** JSON that cannot close its element (`</script>`) or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The data block a server-rendered page carries, rendered the same on the server and client. */
export function PageData({ dataKey, data }: { dataKey: string; data: unknown }) {
  return (
    <script
      type="application/json"
      id={PAGE_DATA_ID}
      data-key={dataKey}
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
