/** What the shell's build writes into index.html for early input capture (earlyInput.js). */

export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  innerHTML?: string;
}

/** The attribute earlyInput.js puts on a button or form (and its submitter) it holds. */
export const PENDING_ATTRIBUTE = 'data-thrive-pending';

/**
 * The held control's look, in the page from the start (the CSP allows inline styles): an
 * outline and a progress cursor say "received, working" without changing the text's contrast
 * and without motion.
 */
export const PENDING_CSS =
  `[${PENDING_ATTRIBUTE}]{cursor:progress}` +
  `button[${PENDING_ATTRIBUTE}],[role="button"][${PENDING_ATTRIBUTE}]` +
  `{outline:2px dashed currentColor;outline-offset:2px}`;

/** The head's tags with the held controls' style first. */
export function earlyInputHeadTags(headTags: HtmlTag[]): HtmlTag[] {
  return [
    { tagName: 'style', voidTag: false, attributes: {}, innerHTML: PENDING_CSS },
    ...headTags,
  ];
}

/**
 * The body's tags with the capture script first, inline, right after `#root`: the parser runs it
 * as soon as the prerendered page is parsed, before the first paint. Fetched as a file, it would
 * arrive a round trip after the page on a slow link, and a tap or a submit in between would be
 * lost (or sent natively); made render-blocking, it would delay the first paint by that round
 * trip. It is allowed by its hash in the page's CSP (`inlineScriptHashes`, no 'unsafe-inline').
 */
export function earlyInputBodyTags(bodyTags: HtmlTag[], source: string): HtmlTag[] {
  return [
    {
      tagName: 'script',
      voidTag: false,
      attributes: { 'data-thrive-early-input': '' },
      innerHTML: source,
    },
    ...bodyTags,
  ];
}
