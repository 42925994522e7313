/**
 * The data saver's contract, shared by the shell's server (which shapes the HTML), the page's
 * inline scripts (which decide before the first paint), the UI kit's switch and the remotes
 * that hold back heavy media. The reader's choice lives in localStorage and is mirrored in a
 * cookie, so the server composes the page the way the reader asked for.
 */

/** The cookie the server reads: `on` or `off`. No cookie: the browser's `Save-Data` decides. */
export const DATA_SAVER_COOKIE = 'thrive_data_saver';
/** Where the page keeps the reader's choice (`on` / `off`). */
export const DATA_SAVER_STORAGE_KEY = 'thrive-data-saver';
/** On `<html>`: `on` or `off`, set by the server and corrected before the first paint. */
export const DATA_SAVER_ATTRIBUTE = 'data-data-saver';
/**
 * On `<html>` beside DATA_SAVER_ATTRIBUTE when the saver is on because the link looks slow (no
 * choice of the reader's, no Save-Data): the switch then says why (issue 48).
 */
export const DATA_SAVER_REASON_ATTRIBUTE = 'data-data-saver-reason';
/** The reason DATA_SAVER_REASON_ATTRIBUTE names (the only one: the others need no words). */
export const SLOW_LINK_REASON = 'slow-link';
/** On the switch's note that says why: shown (its `hidden` dropped) for SLOW_LINK_REASON. */
export const SLOW_LINK_NOTE_ATTRIBUTE = 'data-slow-link-note';
/**
 * The network client hints the page server asks for (issue 48). ECT and RTT decide; Downlink
 * is asked for beside them (the bench and logs read it); Save-Data is sent by every browser
 * that has it on anyway, and is listed so that the ask is complete.
 */
export const NETWORK_HINTS = ['ECT', 'RTT', 'Downlink', 'Save-Data'] as const;
/**
 * A round trip this long or longer counts as a slow link: Chromium's effective type says `3g`
 * up to 1400 ms, but at 600 ms and more a page's scripts (150 KB and up, four or five chains of
 * requests) cost most of ten seconds on the 250 kbit/s that comes with it (Naija-2G, 800 ms).
 */
export const SLOW_LINK_RTT_MS = 600;
/** The effective connection types that count as a slow link. */
const SLOW_TYPES = new Set(['2g', 'slow-2g']);

/** On the switch: the inline script sets its `aria-checked` before the first paint. */
export const DATA_SAVER_SWITCH_ATTRIBUTE = 'data-data-saver-switch';
/** Where the switch's form posts without JavaScript: the server flips the cookie, 303 back. */
export const DATA_SAVER_PATH = '/__thrive/data-saver';
/** A year: the choice stays until the reader changes it. */
export const DATA_SAVER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * What a gigabyte of mobile data roughly costs a reader, in naira, when the deployment sets
 * nothing (runtime config `dataPriceNairaPerGb`, env DATA_PRICE_NAIRA_PER_GB). ₦475: the
 * average price of 1 GB across MTN, Airtel, Glo and 9mobile's published bundles after the NCC's
 * January 2025 tariff adjustment (BusinessDay price analysis, February 2025: Airtel ₦500, MTN
 * ₦350, Glo ₦750, 9mobile ₦300; reported at https://mediaone.encuzzie.com/contents/64267798).
 */
export const DEFAULT_DATA_PRICE_NAIRA_PER_GB = 475;

export type DataSaverChoice = 'on' | 'off';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The reader's stored choice, or null when the cookie says nothing valid. */
export function dataSaverCookieChoice(cookieHeader: string): DataSaverChoice | null {
  const value = cookieValue(cookieHeader, DATA_SAVER_COOKIE);
  return value === 'on' || value === 'off' ? value : null;
}

/**
 * Whether a connection looks slow: an effective type of `2g` or `slow-2g`, or a round trip of
 * SLOW_LINK_RTT_MS or more. Either value may be missing (a browser without the hints or the
 * Network Information API): what is missing says nothing.
 */
export function isSlowLink(effectiveType: string | undefined, rttMs: number | undefined): boolean {
  if (SLOW_TYPES.has((effectiveType ?? '').trim().toLowerCase())) return true;
  return rttMs !== undefined && Number.isFinite(rttMs) && rttMs >= SLOW_LINK_RTT_MS;
}

/** The request's `ECT` and `RTT` client hints, as isSlowLink takes them. */
export function slowLinkFromHints(ect: string | undefined, rtt: string | undefined): boolean {
  const trimmed = (rtt ?? '').trim();
  return isSlowLink(ect, /^\d+$/.test(trimmed) ? Number(trimmed) : undefined);
}

/**
 * Why the saver is on or off: the reader's choice (the cookie), the browser's Save-Data, a slow
 * link, or nothing (off).
 */
export type DataSaverReason = 'choice' | 'save-data' | typeof SLOW_LINK_REASON | 'none';

export interface DataSaverMode {
  on: boolean;
  reason: DataSaverReason;
}

/** What a request says about the reader's link and wishes (the headers, as sent). */
export interface DataSaverSignals {
  cookie: string;
  saveData?: string;
  ect?: string;
  rtt?: string;
}

/**
 * The page a request gets: the reader's choice when there is one (it always wins), else on
 * with the browser's `Save-Data: on` (an OS or browser data saver), else on where the link
 * looks slow (the `ECT` / `RTT` client hints), else off. A browser without client hints
 * (Safari, Firefox) sends neither: the page decides from the Network Information API where
 * it has one (index.html's inline script), as it did before.
 */
export function dataSaverMode(signals: DataSaverSignals): DataSaverMode {
  const choice = dataSaverCookieChoice(signals.cookie);
  if (choice) return { on: choice === 'on', reason: 'choice' };
  if ((signals.saveData ?? '').trim().toLowerCase() === 'on') {
    return { on: true, reason: 'save-data' };
  }
  if (slowLinkFromHints(signals.ect, signals.rtt)) return { on: true, reason: SLOW_LINK_REASON };
  return { on: false, reason: 'none' };
}

/** Whether a request gets the data-saving page (dataSaverMode, without the reason). */
export function dataSaverFromRequest(
  cookieHeader: string,
  saveDataHeader: string | undefined,
  hints: { ect?: string; rtt?: string } = {},
): boolean {
  return dataSaverMode({ cookie: cookieHeader, saveData: saveDataHeader, ...hints }).on;
}

/** The Set-Cookie / document.cookie value that mirrors the choice. */
export function dataSaverCookie(on: boolean, secure: boolean): string {
  return (
    `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax` +
    (secure ? '; Secure' : '')
  );
}
