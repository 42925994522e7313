import { i18n } from '@thrive/i18n';
import './catalog';

/**
 * '2026-11-20T…Z' → '20 November 2026' in the page's locale (the catalog's date message;
 * Pidgin uses the English month names), in UTC: the same on the server and in every browser.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return i18n._('stories.common.date', {
    day: String(date.getUTCDate()),
    month: String(date.getUTCMonth() + 1),
    year: String(date.getUTCFullYear()),
  });
}
