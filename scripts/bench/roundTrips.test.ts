import { roundTripsBeforeFcp, type NetworkRequest } from './roundTrips';

const site = 'http://localhost:3000';
const remote = 'http://localhost:3001';
const req = (url: string, initiatorUrl: string | null, responseEnd: number): NetworkRequest => ({
  url,
  initiatorUrl,
  responseEnd,
});

describe('round trips before first contentful paint', () => {
  it('a page painted from its HTML counts 1, whatever else it started in parallel', () => {
    const requests = [
      req(`${site}/about`, null, 400),
      // Preloads and scripts named by the HTML that finish after the paint do not count.
      req(`${site}/assets/main.js`, `${site}/about`, 1900),
      req(`${remote}/mf-manifest.json`, `${site}/about`, 1700),
      req(`${site}/assets/chunk.js`, `${site}/assets/main.js`, 2600),
    ];
    expect(roundTripsBeforeFcp(requests, 800)).toEqual({ count: 1, chain: [`${site}/about`] });
  });

  it('a client-rendered page counts each request that waited for the previous one', () => {
    const requests = [
      req(`${site}/`, null, 400),
      req(`${site}/assets/main.js`, `${site}/`, 1200),
      req(`${site}/config.json`, `${site}/assets/main.js`, 1700),
      req(`${remote}/mf-manifest.json`, `${site}/assets/main.js`, 2300),
      req(`${remote}/remoteEntry.js`, `${site}/assets/main.js`, 2900),
      req(`${remote}/assets/page.js`, `${remote}/remoteEntry.js`, 3600),
      req(`${remote}/assets/page.css`, `${remote}/remoteEntry.js`, 3500),
      req(`${site}/assets/late.js`, `${remote}/assets/page.js`, 9000),
    ];
    expect(roundTripsBeforeFcp(requests, 4000)).toEqual({
      count: 4,
      chain: [
        `${site}/`,
        `${site}/assets/main.js`,
        `${remote}/remoteEntry.js`,
        `${remote}/assets/page.js`,
      ],
    });
  });

  it('leaves out preload hints the paint did not wait for, unless they block rendering', () => {
    const page = `${site}/about`;
    const requests: NetworkRequest[] = [
      req(page, null, 400),
      { ...req(`${remote}/mf-manifest.json`, page, 700), preload: true },
      { ...req(`${site}/assets/inter.woff2`, page, 750), preload: true },
    ];
    expect(roundTripsBeforeFcp(requests, 800).count).toBe(1);
    requests.push({
      ...req(`${site}/assets/site.css`, page, 780),
      preload: true,
      renderBlocking: true,
    });
    expect(roundTripsBeforeFcp(requests, 800)).toEqual({
      count: 2,
      chain: [page, `${site}/assets/site.css`],
    });
  });

  it('leaves out an image that arrived before the text painted', () => {
    const page = `${site}/download2`;
    const requests: NetworkRequest[] = [
      req(page, null, 400),
      { ...req(`${site}/assets/google-play-badge.svg`, page, 900), image: true },
    ];
    expect(roundTripsBeforeFcp(requests, 1000).count).toBe(1);
  });

  it('counts a render-blocking stylesheet and the font it names', () => {
    const requests = [
      req(`${site}/`, null, 300),
      req(`${site}/assets/site.css`, `${site}/`, 700),
      req(`${site}/assets/inter.woff2`, `${site}/assets/site.css`, 1100),
    ];
    expect(roundTripsBeforeFcp(requests, 1150).count).toBe(3);
  });

  it('ignores fragments and an initiator that finished after the request itself', () => {
    const requests = [
      req(`${site}/`, null, 300),
      req(`${site}/icons.svg#logo`, `${site}/`, 600),
      // Initiated by an inline script in a stylesheet fetched later: no chain through it.
      req(`${site}/x.js`, `${site}/late.css`, 500),
      req(`${site}/late.css`, `${site}/`, 700),
    ];
    expect(roundTripsBeforeFcp(requests, 1000).count).toBe(2);
    expect(roundTripsBeforeFcp(requests, 1000).chain[1]).toBe(`${site}/icons.svg#logo`);
  });

  it('does not hang on an initiator cycle', () => {
    const requests = [req(`${site}/a`, `${site}/b`, 100), req(`${site}/b`, `${site}/a`, 100)];
    expect(roundTripsBeforeFcp(requests, 200).count).toBe(2);
  });

  it('is 0 when nothing finished before the paint', () => {
    expect(roundTripsBeforeFcp([req(`${site}/`, null, 500)], 100)).toEqual({ count: 0, chain: [] });
  });
});
