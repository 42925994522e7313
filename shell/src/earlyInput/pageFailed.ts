/**
 * The shell tells the early-capture script (earlyInput.js, which spells the name out) that the
 * page's code failed to load for good: what the reader submitted goes to the server as a plain
 * HTML form, and buttons held busy are released.
 */
export const PAGE_FAILED_EVENT = 'thrive:page-failed';

export function reportPageFailed(): void {
  window.dispatchEvent(new Event(PAGE_FAILED_EVENT));
}
