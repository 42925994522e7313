import { i18n } from '@thrive/i18n';

/**
 * Approximate times in plain words, as a person says them ("5 minutes ago", "yesterday",
 * "on 20 September 2026"), for the reader's and the admin's account pages, in the page's
 * language (the catalog's plurals: `Intl.RelativeTimeFormat` has no Pidgin). A session's last
 * activity is written at most once a minute, so anything under two minutes is "just now".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgoInWords(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return i18n._('ui.time.unknown');
  const ago = Math.max(0, now - at);
  if (ago < 2 * MINUTE) return i18n._('ui.time.justNow');
  if (ago < HOUR) return i18n._('ui.time.minutesAgo', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return i18n._('ui.time.hoursAgo', { count: Math.floor(ago / HOUR) });
  if (ago < 30 * DAY) return i18n._('ui.time.daysAgo', { count: Math.floor(ago / DAY) });
  // English month names in both languages (docs/i18n/glossary-pcm.md).
  const date = new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return i18n._('ui.time.onDate', { date });
}
