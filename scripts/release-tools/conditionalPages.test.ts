import { ifNoneMatchHits, pageEtag } from './conditionalPages';

describe('page validators', () => {
  it('changes with the page and its status, and is the same for the same page', () => {
    const etag = pageEtag(200, '<p>a</p>');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(pageEtag(200, '<p>a</p>')).toBe(etag);
    expect(pageEtag(200, '<p>b</p>')).not.toBe(etag);
    expect(pageEtag(404, '<p>a</p>')).not.toBe(etag);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    const etag = pageEtag(200, 'x');
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('"other"', etag)).toBe(false);
    expect(ifNoneMatchHits(`"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits(`W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });
});
