import { isStoryRoute, slowLinkRows } from './slowLinks';
import { passes } from './budgets';

describe('the slow links rows (issue 48)', () => {
  it('gives a story the tighter budget, in any language', () => {
    expect(isStoryRoute('/stories/the-week-i-stopped-pretending')).toBe(true);
    expect(isStoryRoute('/pcm/stories/the-week-i-stopped-pretending')).toBe(true);
    expect(isStoryRoute('/stories')).toBe(false);
    expect(isStoryRoute('/stories/ask')).toBe(false);
    expect(isStoryRoute('/pcm/stories/saved')).toBe(false);
    expect(isStoryRoute('/writers/ada')).toBe(false);
  });

  const row = (rows: ReturnType<typeof slowLinkRows>, metric: string) =>
    rows.find((r) => r.metric === metric)!;

  it('passes a route within every budget, on the medians', () => {
    const rows = slowLinkRows({
      route: '/stories/a-story',
      hydratedMs: [4200, 6100, 4800],
      light: [
        { bytes: 15_000, scripts: 0, lcpMs: 1300 },
        { bytes: 16_000, scripts: 0, lcpMs: 1500 },
        { bytes: 40_000, scripts: 0, lcpMs: 3500 },
      ],
    });
    expect(rows.every(passes)).toBe(true);
    expect(row(rows, 'Naija-2G fully hydrated, saver off').value).toBe(4.8);
    expect(row(rows, 'Naija-2G light page, bytes')).toMatchObject({ value: 16, limit: 35 });
  });

  it('fails when a page broke a budget: too slow, too heavy, a script, or never hydrated', () => {
    const failing = slowLinkRows({
      route: '/about',
      hydratedMs: [4000, null, 4000],
      light: [{ bytes: 46_000, scripts: 1, lcpMs: 3100 }],
    });
    expect(failing.filter((r) => !passes(r)).map((r) => r.metric)).toEqual([
      'Naija-2G fully hydrated, saver off',
      'Naija-2G light page, bytes',
      'Naija-2G light page, script files',
      'Naija-2G light page, LCP',
    ]);
    expect(row(failing, 'Naija-2G light page, bytes').limit).toBe(45);
  });
});
