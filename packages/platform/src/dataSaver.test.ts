import {
  cookieValue,
  DATA_SAVER_COOKIE,
  dataSaverCookie,
  dataSaverCookieChoice,
  dataSaverFromRequest,
  dataSaverMode,
  isSlowLink,
} from './dataSaver';

describe('the data saver choice', () => {
  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; thrive_data_saver=on; b=2', DATA_SAVER_COOKIE)).toBe('on');
    expect(cookieValue('xthrive_data_saver=on', DATA_SAVER_COOKIE)).toBeNull();
    expect(dataSaverCookieChoice('thrive_data_saver=maybe')).toBeNull();
  });

  it("follows the reader's cookie first, then the browser's Save-Data header", () => {
    expect(dataSaverFromRequest('thrive_data_saver=on', undefined)).toBe(true);
    expect(dataSaverFromRequest('thrive_data_saver=off', 'on')).toBe(false);
    expect(dataSaverFromRequest('', 'on')).toBe(true);
    expect(dataSaverFromRequest('', 'On ')).toBe(true);
    expect(dataSaverFromRequest('', undefined)).toBe(false);
    expect(dataSaverFromRequest('thrive_data_saver=bogus', 'off')).toBe(false);
  });

  it('writes a lasting, site-wide cookie, Secure over HTTPS', () => {
    expect(dataSaverCookie(true, false)).toBe(
      'thrive_data_saver=on; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(dataSaverCookie(false, true)).toMatch(/^thrive_data_saver=off; .*; Secure$/);
  });
});

describe('the light page where the link is slow (issue 48)', () => {
  const mode = (headers: { cookie?: string; saveData?: string; ect?: string; rtt?: string }) =>
    dataSaverMode({ cookie: '', ...headers });

  it('is on for a first visit whose effective type is 2g or slow-2g', () => {
    expect(mode({ ect: '2g' })).toEqual({ on: true, reason: 'slow-link' });
    expect(mode({ ect: 'slow-2g' })).toEqual({ on: true, reason: 'slow-link' });
    expect(mode({ ect: ' 2G ' })).toEqual({ on: true, reason: 'slow-link' });
  });

  it('is on for a round trip of 600 ms or more, whatever the effective type says', () => {
    expect(mode({ ect: '3g', rtt: '800' })).toEqual({ on: true, reason: 'slow-link' });
    expect(mode({ rtt: '600' })).toEqual({ on: true, reason: 'slow-link' });
    expect(mode({ rtt: '550' })).toEqual({ on: false, reason: 'none' });
  });

  it('is off on a fast link, and without any hint (Safari, Firefox)', () => {
    expect(mode({ ect: '4g', rtt: '50' })).toEqual({ on: false, reason: 'none' });
    expect(mode({ ect: '3g', rtt: '400' })).toEqual({ on: false, reason: 'none' });
    expect(mode({})).toEqual({ on: false, reason: 'none' });
  });

  it('ignores hints that are not what the header allows', () => {
    expect(mode({ rtt: '-800' })).toEqual({ on: false, reason: 'none' });
    expect(mode({ rtt: '800ms' })).toEqual({ on: false, reason: 'none' });
    expect(mode({ ect: '2g-ish' })).toEqual({ on: false, reason: 'none' });
  });

  it("lets the reader's remembered choice win over the link, either way", () => {
    expect(mode({ cookie: 'thrive_data_saver=off', ect: '2g', rtt: '2000' })).toEqual({
      on: false,
      reason: 'choice',
    });
    expect(mode({ cookie: 'thrive_data_saver=on', ect: '4g' })).toEqual({
      on: true,
      reason: 'choice',
    });
  });

  it("names Save-Data as the reason before the link's speed", () => {
    expect(mode({ saveData: 'on', ect: '2g' })).toEqual({ on: true, reason: 'save-data' });
  });

  it('decides the same from the Network Information API in the browser', () => {
    expect(isSlowLink('2g', undefined)).toBe(true);
    expect(isSlowLink('3g', 800)).toBe(true);
    expect(isSlowLink('4g', 100)).toBe(false);
    expect(isSlowLink(undefined, undefined)).toBe(false);
    expect(dataSaverFromRequest('', undefined, { rtt: '900' })).toBe(true);
  });
});
