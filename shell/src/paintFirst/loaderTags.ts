/** What the shell's build writes into index.html for its loader (startAfterPaint.js). */
import { createHash } from 'node:crypto';

/** The attribute on the loader's own script element naming the entry to start. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** The attribute listing (space-separated) what the entry fetches as it starts. */
export const STARTUP_ATTRIBUTE = 'data-startup';

export const loaderFileName = (source: string) =>
  `assets/start.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  innerHTML?: string;
}

/**
 * The index.html's script tags with the entry swapped for the loader, deferred as it was.
 * @param startup the URLs of what the entry fetches as it starts (startupAssets.ts)
 */
export function startAfterPaintTags(
  scripts: HtmlTag[],
  loaderSrc: string,
  startup: readonly string[] = [],
): HtmlTag[] {
  return scripts.map((tag) => {
    const src = tag.attributes.src;
    if (tag.tagName !== 'script' || typeof src !== 'string') return tag;
    return {
      ...tag,
      attributes: {
        ...tag.attributes,
        src: loaderSrc,
        defer: true,
        [ENTRY_ATTRIBUTE]: src,
        ...(startup.length && { [STARTUP_ATTRIBUTE]: startup.join(' ') }),
      },
    };
  });
}
