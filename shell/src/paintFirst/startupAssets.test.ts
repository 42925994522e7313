import { localeStartupAssets, startupAssets } from './startupAssets';

// Trimmed from the shell's real stats (rspack 2, Module Federation 2).
const stats = {
  chunks: [
    { files: ['assets/main.1.js'], origins: [{ moduleName: '', request: './src/index.ts' }] },
    {
      files: ['assets/575.2.css', 'assets/575.2.js'],
      origins: [{ moduleName: './src/index.ts', request: './bootstrap' }],
    },
    {
      files: ['assets/435.3.js'],
      origins: [
        { moduleName: 'provide shared module (default) react-dom/client@19.3.1 = /x' },
        { moduleName: 'consume shared module (default) react-dom/client@^19.3.1 (strict)' },
      ],
    },
    // A consume fallback: loaded only when nobody provides the module, never for the shell.
    {
      files: ['assets/529.4.js'],
      origins: [{ moduleName: 'consume shared module (default) react-dom@^19.3.1 (strict)' }],
    },
    // A chunk of a later, lazy import elsewhere.
    {
      files: ['assets/77.5.js'],
      origins: [{ moduleName: './src/StagingBanner.tsx', request: './x' }],
    },
    { files: ['assets/575.2.js.map'], origins: [{ moduleName: './src/index.ts', request: './b' }] },
  ],
};

it('lists the bootstrap import’s files and every shared module the shell provides, nothing else', () => {
  expect(startupAssets(stats, './src/index.ts')).toEqual([
    'assets/435.3.js',
    'assets/575.2.css',
    'assets/575.2.js',
  ]);
});

it('lists the chunks of each locale’s catalogs, the shell’s and the UI kit’s, by code', () => {
  expect(
    localeStartupAssets({
      chunks: [
        ...stats.chunks,
        {
          files: ['assets/505.6.js', 'assets/505.6.js.map'],
          origins: [{ moduleName: './src/catalog.ts', request: './locales/pcm.po' }],
        },
        {
          files: ['assets/594.7.js'],
          origins: [{ moduleName: '../packages/ui/src/catalog.ts', request: './locales/pcm.po' }],
        },
        {
          files: ['assets/12.8.js'],
          origins: [{ moduleName: './src/catalog.ts', request: './locales/pseudo-LOCALE.po' }],
        },
      ],
    }),
  ).toEqual({ pcm: ['assets/505.6.js', 'assets/594.7.js'], 'pseudo-LOCALE': ['assets/12.8.js'] });
});
