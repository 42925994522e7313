/** What the shell's build writes into index.html for its loader (startAfterPaint.js). */
import { createHash } from 'node:crypto';

/** The attribute on the loader's own script element naming the entry to start. */
export const ENTRY_ATTRIBUTE = 'data-entry';

export const loaderFileName = (source: string) =>
  `assets/start.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  innerHTML?: string;
}

/** The index.html's script tags with the entry swapped for the loader, deferred as it was. */
export function startAfterPaintTags(scripts: HtmlTag[], loaderSrc: string): HtmlTag[] {
  return scripts.map((tag) => {
    const src = tag.attributes.src;
    if (tag.tagName !== 'script' || typeof src !== 'string') return tag;
    return {
      ...tag,
      attributes: { ...tag.attributes, src: loaderSrc, defer: true, [ENTRY_ATTRIBUTE]: src },
    };
  });
}
