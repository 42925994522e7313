/** Times on the account page in plain words: approximate, as a person would say them. */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'Active now' within two minutes, else 'Last active 5 minutes ago', '3 days ago'… */
export function lastActive(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 120) return 'Active now';
  let value = seconds / 60;
  for (const [unit, size] of STEPS) {
    if (value < size) return `Last active ${relative.format(-Math.floor(value), unit)}`;
    value /= size;
  }
  return 'Last active long ago';
}

/** A date as the console shows dates ('15 Jan 2026, 09:30'). */
export const onDate = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
