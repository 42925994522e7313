/** What the shell's build writes into index.html for its loader (startAfterPaint.js). */

/** The attribute on the loader's own script element naming the entry to start. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** The attribute listing (space-separated) what the entry fetches as it starts. */
export const STARTUP_ATTRIBUTE = 'data-startup';

export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  innerHTML?: string;
}

/**
 * The page's tags with the entry's script replaced by the loader, inline at the end of the body
 * (after the page and the early input capture): it needs no request of its own, a round trip on
 * a slow link before anything could start, and runs once the page is parsed, as a deferred
 * script did. It is allowed by its hash in the page's CSP (`inlineScriptHashes`).
 * @param startup the URLs of what the entry fetches as it starts (startupAssets.ts)
 */
export function startAfterPaintTagGroups(
  groups: { headTags: HtmlTag[]; bodyTags: HtmlTag[] },
  loaderSource: string,
  startup: readonly string[] = [],
): { headTags: HtmlTag[]; bodyTags: HtmlTag[] } {
  const isEntry = (tag: HtmlTag) =>
    tag.tagName === 'script' && typeof tag.attributes.src === 'string';
  const entry = [...groups.headTags, ...groups.bodyTags].find(isEntry);
  if (!entry) return groups;
  const loader: HtmlTag = {
    tagName: 'script',
    voidTag: false,
    attributes: {
      [ENTRY_ATTRIBUTE]: entry.attributes.src as string,
      ...(startup.length && { [STARTUP_ATTRIBUTE]: startup.join(' ') }),
    },
    innerHTML: loaderSource,
  };
  return {
    headTags: groups.headTags.filter((tag) => tag !== entry),
    bodyTags: [...groups.bodyTags.filter((tag) => tag !== entry), loader],
  };
}
