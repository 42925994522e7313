import { timeAgoInWords } from '@thrive/ui';

/** 'Active now' within two minutes, else 'Last active 5 minutes ago', '… yesterday'… */
export function lastActive(iso: string, now = Date.now()): string {
  const ago = timeAgoInWords(iso, now);
  return ago === 'just now' ? 'Active now' : `Last active ${ago}`;
}

/** A date as the console shows dates ('15 Jan 2026, 09:30'). */
export const onDate = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
