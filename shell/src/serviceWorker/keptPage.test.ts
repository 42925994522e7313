import { keptHeaders, markKept, pageVariant, readerVariant, VARIANT_HEADER } from './keptPage';

describe('which kept copy may answer a visit', () => {
  it('follows the data saver as the server does: the cookie first, else Save-Data', () => {
    expect(readerVariant('', false)).toBe('data-saver=off');
    expect(readerVariant('', true)).toBe('data-saver=on');
    expect(readerVariant('thrive_data_saver=off', true)).toBe('data-saver=off');
    expect(readerVariant('a=1; thrive_data_saver=on', false)).toBe('data-saver=on');
    // A slow link (issue 48) as the server sees it: on, unless the reader chose.
    expect(readerVariant('', false, true)).toBe('data-saver=on');
    expect(readerVariant('thrive_data_saver=off', false, true)).toBe('data-saver=off');
  });

  it('never answers a reader with a staging override or the release indicator from a copy', () => {
    expect(readerVariant('thrive-remote-overrides=marketing', false)).toBeNull();
    expect(readerVariant('thrive-debug=release', false)).toBeNull();
    expect(readerVariant('thrive-debug=', false)).toBe('data-saver=off');
  });

  it('reads the variant a page was composed for from its markup', () => {
    expect(pageVariant('<html lang="en" data-data-saver="on"><head>')).toBe('data-saver=on');
    expect(pageVariant('<html lang="en" data-data-saver="off">')).toBe('data-saver=off');
    expect(pageVariant('<html lang="en">')).toBe('data-saver=off');
  });

  it('keeps the server’s security headers and validator, not the transfer’s or cookies', () => {
    const headers = keptHeaders(
      new Headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'",
        etag: '"abc"',
        'content-encoding': 'br',
        'content-length': '10',
        date: 'Thu, 26 Nov 2026 20:00:00 GMT',
      }),
      'data-saver=off',
    );
    expect(Object.fromEntries(headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'",
      etag: '"abc"',
      [VARIANT_HEADER]: 'data-saver=off',
    });
  });

  it('marks a page answered from its copy, so it checks before running remote code', () => {
    expect(markKept('<html lang="en" data-data-saver="off"><head>')).toBe(
      '<html lang="en" data-data-saver="off" data-kept-page=""><head>',
    );
  });
});
