import { namesNothing } from './storiesApi';

describe('namesNothing (the data pages’ 404)', () => {
  it('takes the API’s 404 and its 414 for an over-long name as "no such page"', () => {
    expect(namesNothing(404)).toBe(true);
    expect(namesNothing(414)).toBe(true);
  });

  it('leaves the answers of an API that is away or failing to the page’s retry (503)', () => {
    for (const status of [200, 429, 500, 502, 503]) expect(namesNothing(status)).toBe(false);
  });
});
