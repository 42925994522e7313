/** A day as people read it, in Lagos time ('7 December 2026'), for the studio's pages. */
export function formatDay(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      });
}
