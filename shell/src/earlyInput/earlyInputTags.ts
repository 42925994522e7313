/** What the shell's build writes into index.html for early input capture (earlyInput.js). */
import { createHash } from 'node:crypto';

export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  innerHTML?: string;
}

/** The attribute earlyInput.js puts on a button or form (and its submitter) it holds. */
export const PENDING_ATTRIBUTE = 'data-thrive-pending';

export const earlyInputFileName = (source: string) =>
  `assets/input.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

/**
 * The held control's look, in the page from the start (the CSP allows inline styles): an
 * outline and a progress cursor say "received, working" without changing the text's contrast
 * and without motion.
 */
export const PENDING_CSS =
  `[${PENDING_ATTRIBUTE}]{cursor:progress}` +
  `button[${PENDING_ATTRIBUTE}],[role="button"][${PENDING_ATTRIBUTE}]` +
  `{outline:2px dashed currentColor;outline-offset:2px}`;

/**
 * The head's tags with the pending style and the capture script first: deferred scripts run in
 * document order, so it listens before the loader starts anything, and at the latest when the
 * document is parsed (about when the prerendered page first paints); it is tiny and fetched in
 * parallel with the page, never blocking its paint.
 */
export function earlyInputTags(headTags: HtmlTag[], scriptSrc: string): HtmlTag[] {
  return [
    { tagName: 'style', voidTag: false, attributes: {}, innerHTML: PENDING_CSS },
    { tagName: 'script', voidTag: false, attributes: { defer: true, src: scriptSrc } },
    ...headTags,
  ];
}
