import { messageChunks, messageRows } from './messageChunks';

const record = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([file, modules]) => [file, new Set(modules)]));

describe('message chunks of a build', () => {
  const chunks = messageChunks(
    record({
      'assets/1.aa.js': ['./src/layout/locales/pcm.po'],
      // Two owners in one file (marketing's home copy and writer cards).
      'assets/2.bb.js': ['./src/writers/locales/pcm.po', './src/content/locales/pcm.po'],
      'assets/3.cc.js': ['./src/terms/locales/pseudo-LOCALE.po'],
      // The UI kit's, built into every remote: the platform's, not the page's.
      'assets/4.dd.js': ['../../packages/ui/src/locales/pcm.po'],
      // A page's chunk holding its English catalog is code, not a message chunk.
      'assets/5.ee.js': ['./src/home/HomePage.tsx', './src/content/locales/en.po'],
      'assets/6.ff.js': ['./src/content/locales/en.po'],
      'assets/1.aa.js.map': ['./src/layout/locales/pcm.po'],
      'assets/7.gg.js': [],
    }),
    'en',
  );

  it('finds each file holding only catalogs of one locale other than the source', () => {
    expect(Object.fromEntries(chunks)).toEqual({
      'assets/1.aa.js': { locale: 'pcm', owners: ['src/layout'] },
      'assets/2.bb.js': { locale: 'pcm', owners: ['src/content', 'src/writers'] },
      'assets/3.cc.js': { locale: 'pseudo-LOCALE', owners: ['src/terms'] },
    });
  });
});

describe('message rows', () => {
  it('sums a page’s message chunks against the 3 KB budget', () => {
    const chunk = { locale: 'pcm', owners: ['src/layout'] };
    const rows = messageRows([
      {
        route: '/pcm/',
        chunks: [
          { ...chunk, url: 'http://m/a.js', bytes: 531 },
          { ...chunk, url: 'http://m/b.js', bytes: 2005 },
        ],
      },
      { route: '/pcm/terms', chunks: [{ ...chunk, url: 'http://m/c.js', bytes: 3001 }] },
    ]);
    expect(rows.map((row) => [row.subject, row.value, row.limit, row.kind])).toEqual([
      ['/pcm/', 2.536, 3, 'max'],
      ['/pcm/terms', 3.001, 3, 'max'],
    ]);
  });
});
