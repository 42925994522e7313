import {
  cookieValue,
  DATA_SAVER_COOKIE,
  dataSaverCookie,
  dataSaverCookieChoice,
  dataSaverFromRequest,
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
