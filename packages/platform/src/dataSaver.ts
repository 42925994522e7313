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
 * Whether a request gets the data-saving page: the reader's choice when there is one, else the
 * browser's `Save-Data: on` (an OS or browser data saver).
 */
export function dataSaverFromRequest(cookieHeader: string, saveDataHeader: string | undefined) {
  const choice = dataSaverCookieChoice(cookieHeader);
  if (choice) return choice === 'on';
  return (saveDataHeader ?? '').trim().toLowerCase() === 'on';
}

/** The Set-Cookie / document.cookie value that mirrors the choice. */
export function dataSaverCookie(on: boolean, secure: boolean): string {
  return (
    `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax` +
    (secure ? '; Secure' : '')
  );
}
