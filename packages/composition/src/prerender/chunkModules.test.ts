import type { Stats } from '@rspack/core';
import { chunkImports } from './chunkModules';

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
    expect(record).toEqual({
      'assets/683.js': ['./src/signup/Signup', './src/login/Login'],
      'assets/683.css': ['./src/signup/Signup', './src/login/Login'],
      'assets/pcm.js': ['../../packages/ui/src/locales/pcm.po'],
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
