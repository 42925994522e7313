import type { Stats } from '@rspack/core';
import path from 'node:path';
import { chunkImports, isPageChunk, packageDirsOf, type PageChunkFacts } from './chunkModules';

/** Stats as rspack gives them for the chunks' origins. */
const statsOf = (chunks: unknown[]) => ({ toJson: () => ({ chunks }) }) as unknown as Stats;

describe('chunkImports', () => {
  it('names, for each file of a chunk, the modules whose import() loads it', () => {
    const record = chunkImports(
      statsOf([
        {
          files: ['assets/683.js', 'assets/683.css'],
          origins: [
            { moduleName: './src/routes.ts', request: './signup/Signup' },
            { moduleName: './src/routes.ts + 4 modules', request: './login/Login' },
          ],
        },
        {
          files: ['assets/pcm.js'],
          origins: [
            { moduleName: '../../packages/ui/src/catalog.ts', request: './locales/pcm.po' },
          ],
        },
      ]),
    );
    const routes = [
      { from: './src/routes.ts', to: './src/signup/Signup' },
      { from: './src/routes.ts', to: './src/login/Login' },
    ];
    expect(record).toEqual({
      'assets/683.js': routes,
      'assets/683.css': routes,
      'assets/pcm.js': [
        { from: '../../packages/ui/src/catalog.ts', to: '../../packages/ui/src/locales/pcm.po' },
      ],
    });
  });

  it('leaves out what no relative import loads: a package, the container, shared modules', () => {
    const record = chunkImports(
      statsOf([
        {
          files: ['assets/altcha.js', 'remoteEntry.js'],
          origins: [
            { moduleName: '../../packages/api-client/src/proofOfWork.ts', request: 'altcha-lib' },
            { moduleName: 'container entry', request: '' },
            { moduleName: 'provide shared module (default) react@19.3.1 = …', request: '' },
          ],
        },
      ]),
    );
    expect(record).toEqual({ 'assets/altcha.js': [], 'remoteEntry.js': [] });
  });
});

describe('isPageChunk', () => {
  const facts = (loaded: string[]): PageChunkFacts => ({
    chunks: new Map([
      ['assets/signup.js', new Set(['./src/signup/Signup.tsx', './src/AuthFrame.module.css'])],
      ['assets/frame.js', new Set(['./src/AuthFrame.module.css', './src/login/Login.tsx'])],
      ['assets/ui-pcm.js', new Set(['../../packages/ui/src/locales/pcm.po'])],
      ['assets/altcha.js', new Set(['../../node_modules/altcha-lib/index.js'])],
    ]),
    imports: new Map([
      ['assets/signup.js', [{ from: './src/routes.ts', to: './src/signup/Signup' }]],
      ['assets/frame.js', [{ from: './src/routes.ts', to: './src/login/Login' }]],
      [
        'assets/ui-pcm.js',
        [{ from: '../../packages/ui/src/catalog.ts', to: '../../packages/ui/src/locales/pcm.po' }],
      ],
      ['assets/altcha.js', []],
    ]),
    sharedPackageDirs: ['../../packages/ui/'],
    loaded: new Set(loaded),
  });

  it('takes the chunks an import() the render ran loads, not those sharing one module', () => {
    const page = facts([
      './src/routes.ts',
      './src/signup/Signup.tsx',
      './src/AuthFrame.module.css',
    ]);
    expect(isPageChunk('assets/signup.js', page)).toBe(true);
    expect(isPageChunk('assets/frame.js', page)).toBe(false);
  });

  it('takes a chunk no relative import() loads when the render loaded all of it', () => {
    expect(isPageChunk('assets/altcha.js', facts(['../../node_modules/altcha-lib/index.js']))).toBe(
      true,
    );
    expect(isPageChunk('assets/altcha.js', facts([]))).toBe(false);
  });

  it('never takes a chunk only a shared package imports: the shell’s copy runs in the page', () => {
    const pidginPage = facts([
      '../../packages/ui/src/catalog.ts',
      '../../packages/ui/src/locales/pcm.po',
    ]);
    expect(isPageChunk('assets/ui-pcm.js', pidginPage)).toBe(false);
  });
});

describe('packageDirsOf', () => {
  it('names the folder of the package each module is in, as module names are written', () => {
    const remoteDir = path.join(__dirname, '../../../../remotes/marketing');
    expect(
      packageDirsOf(remoteDir, [
        '../../packages/ui/src/index.ts',
        '../../packages/ui/src/crisis/CrisisHelp.tsx',
        '../../packages/i18n/src/index.ts',
        './src/routes.ts',
        'cookie (ignored)',
      ]).sort(),
    ).toEqual(['../../packages/i18n/', '../../packages/ui/']);
  });
});
