/**
 * The reader API's import graph (dependency-cruiser), checked by src/architecture.test.ts so
 * `pnpm test` (and so CI) fails on a cycle or a back-import.
 *
 * Layers, top to bottom: server.ts → runServer.ts → app.ts (registers the features from one
 * list) and src/words/ (the reader-language table over every feature's messages) → the feature
 * folders (src/<feature>/) → src/core/. src/testing/ is test support beside app.ts. Test files
 * (*.test.ts) are left out: they may reach anywhere.
 *
 * A back-import is any import that runs up or sideways past a boundary:
 *  - core → anything outside core (core serves every feature and knows none);
 *  - a feature → the app layer (app.ts, runServer.ts, server.ts, words/, testing/);
 *  - a feature → another feature's file other than that feature's index.ts (its public face)
 *    or its *Tables.ts (tables point at each other by foreign key, and drizzle-kit reads them);
 *  - any import that closes a cycle (file level).
 */
const feature = '^src/(?!core/|testing/|words/)[^/]+/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Files that import each other in a loop.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-feature',
      comment: 'src/core is the kernel every feature uses: it imports nothing above it.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'A feature never imports the app layer that registers it.',
      severity: 'error',
      from: { path: feature },
      to: { path: '^src/(app|runServer|server)\\.ts$|^src/(testing|words)/' },
    },
    {
      name: 'feature-imports-other-features-by-index',
      comment: 'A feature reaches another feature only through its index.ts (or its *Tables.ts).',
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: '^src/(core|testing|words)/' },
      to: {
        path: feature,
        pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$', '^src/[^/]+/[^/]+Tables\\.ts$'],
      },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.ts$', '\\.d\\.ts$', 'node_modules'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
