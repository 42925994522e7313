/**
 * The data saver in the composed HTML: the server knows the reader's choice from the cookie
 * (or the browser's Save-Data header) and writes it where it must hold from the first paint,
 * also without JavaScript: `data-data-saver` on <html> (the rules below keep marquees still),
 * and the switch's `aria-checked`. (Images need nothing here: every image of the public pages
 * is an SVG of at most 6 KB or the video's 8.6 KB still, and those below the first screen are
 * lazy.)
 */
import {
  DATA_SAVER_ATTRIBUTE,
  DATA_SAVER_REASON_ATTRIBUTE,
  DATA_SAVER_SWITCH_ATTRIBUTE,
  SLOW_LINK_NOTE_ATTRIBUTE,
  SLOW_LINK_REASON,
  type DataSaverReason,
} from '@thrive/platform';

/**
 * Marquees (`data-marquee=""`) hold still while the data saver is on, before any script runs;
 * a row the reader set moving again says `data-marquee="played"`.
 */
const HELD = `html[${DATA_SAVER_ATTRIBUTE}="on"] [data-marquee=""]`;
export const DATA_SAVER_STYLE = `<style data-data-saver-style>${HELD},${HELD} *{animation-play-state:paused!important}</style>`;

const SWITCH_TAG = new RegExp(`<button\\b[^>]*\\b${DATA_SAVER_SWITCH_ATTRIBUTE}=""[^>]*>`, 'g');
const NOTE_TAG = new RegExp(`<p\\b[^>]*\\b${SLOW_LINK_NOTE_ATTRIBUTE}=""[^>]*>`, 'g');
const OWN_ATTRIBUTES = new RegExp(
  `\\s(?:${DATA_SAVER_ATTRIBUTE}|${DATA_SAVER_REASON_ATTRIBUTE})="[^"]*"`,
  'g',
);

/**
 * The page as composed for a reader with the data saver on or off, and why: on because the
 * link looks slow, the switch's note says so (shown without JavaScript too, issue 48).
 */
export function withDataSaver(html: string, on: boolean, reason: DataSaverReason = 'none'): string {
  const state = on ? 'on' : 'off';
  const slowLink = on && reason === SLOW_LINK_REASON;
  const why = slowLink ? ` ${DATA_SAVER_REASON_ATTRIBUTE}="${SLOW_LINK_REASON}"` : '';
  return html
    .replace(/<html\b([^>]*)>/, (_tag, attributes: string) => {
      const rest = attributes.replace(OWN_ATTRIBUTES, '');
      return `<html${rest} ${DATA_SAVER_ATTRIBUTE}="${state}"${why}>`;
    })
    .replace(NOTE_TAG, (tag) => (slowLink ? tag.replace(/\shidden(?:="[^"]*")?/, '') : tag))
    .replace('</head>', `${DATA_SAVER_STYLE}</head>`)
    .replace(SWITCH_TAG, (tag) =>
      tag.replace(/aria-checked="(?:true|false)"/, `aria-checked="${on}"`),
    );
}
