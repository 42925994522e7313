/**
 * Approximate times in plain words, as a person says them ("5 minutes ago", "yesterday",
 * "on 20 September 2026"), for the reader's and the admin's account pages: a session's last
 * activity is written at most once a minute, so anything under two minutes is "just now".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function timeAgoInWords(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'at an unknown time';
  const ago = Math.max(0, now - at);
  if (ago < 2 * MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return `on ${new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}`;
}
