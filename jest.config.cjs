// One root configuration; every app and package is a project, so `pnpm test` runs them all
// and prints the totals. Each project's tests sit beside the code they cover. The apps come
// from the platform table (@thrive/platform), read through jiti since it is TypeScript.
const os = require('node:os');
const path = require('node:path');
const { createJiti } = require('jiti');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const frontEnd = (displayName, rootDir) => ({
  displayName,
  rootDir: path.join(__dirname, rootDir),
  testEnvironment: path.join(__dirname, 'test/jsdom-environment.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'test/setup.ts')],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': swc,
    // Lingui catalogs, compiled as the build's @lingui/loader does.
    '\\.po$': path.join(__dirname, 'test/poTransform.cjs'),
  },
  // Only ky ships untranspiled ESM among the libraries we test through.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky)@)'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'test/styleStub.cjs'),
    '\\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|woff2?)$': path.join(
      __dirname,
      'test/fileStub.cjs',
    ),
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = async () => {
  const { apps } = await createJiti(__filename).import('./packages/platform/src/apps.ts');
  return {
    // Jest's default leaves one core to its parent, which mostly waits: on these 2-core machines
    // that is one worker, and the suites (many waiting on servers and timers) take half again
    // as long.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      frontEnd('auth-store', 'packages/auth-store'),
      frontEnd('api-client', 'packages/api-client'),
      frontEnd('ui', 'packages/ui'),
      frontEnd('i18n', 'packages/i18n'),
      {
        displayName: 'platform',
        rootDir: path.join(__dirname, 'packages/platform'),
        testEnvironment: 'node',
        transform: { '^.+\\.[cm]?tsx?$': swc },
        testMatch: ['<rootDir>/src/**/*.test.ts'],
      },
      {
        // Page composition: the composer (against a fake remote origin) and the prerender build's parts.
        displayName: 'composition',
        rootDir: path.join(__dirname, 'packages/composition'),
        testEnvironment: 'node',
        transform: { '^.+\\.[cm]?tsx?$': swc },
        // lazyPage.test.tsx renders in jsdom (its docblock).
        testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      },
      {
        // The ASVS checklist: every mapped test and document passage exists (docs/asvs).
        displayName: 'docs',
        rootDir: path.join(__dirname, 'docs'),
        testEnvironment: 'node',
        transform: { '^.+\\.[cm]?tsx?$': swc },
        testMatch: ['<rootDir>/**/*.test.ts'],
      },
      {
        // Release tooling (releases, environments, gates): real files in temporary folders.
        displayName: 'release-tooling',
        rootDir: path.join(__dirname, 'scripts/release-tools'),
        testEnvironment: 'node',
        transform: { '^.+\\.[cm]?tsx?$': swc },
        testMatch: ['<rootDir>/**/*.test.ts'],
      },
      ...Object.entries(apps).map(([name, app]) => frontEnd(name, app.folder)),
      {
        // The servers, the build and the bench.
        displayName: 'scripts',
        rootDir: path.join(__dirname, 'scripts'),
        testEnvironment: 'node',
        transform: {
          '^.+\\.[cm]?tsx?$': swc,
          // @fastify/static and light-my-request (inject) require ESM-only packages: compiled to CommonJS.
          '^.+\\.c?js$': [
            '@swc/jest',
            {
              jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
              module: { type: 'commonjs' },
            },
          ],
        },
        transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(content-disposition|cookie)@)'],
        testMatch: ['<rootDir>/**/*.test.ts'],
        // The release tooling's tests are the project above (they ran twice).
        testPathIgnorePatterns: ['/node_modules/', '<rootDir>/release-tools/'],
      },
      {
        displayName: 'reader-api',
        rootDir: path.join(__dirname, 'services/reader-api'),
        testEnvironment: 'node',
        transform: {
          '^.+\\.[cm]?tsx?$': swc,
          // PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest's VM
          // only allows behind --experimental-vm-modules, and light-my-request (app.inject)
          // requires the ESM-only `cookie`, and otplib's base32 and HMAC plugins the ESM-only
          // @scure/base and @noble/hashes: compiling them to CommonJS fixes that.
          '^.+\\.c?js$': [
            '@swc/jest',
            {
              jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
              module: { type: 'commonjs' },
            },
          ],
        },
        transformIgnorePatterns: [
          // htmlparser2 and its DOM packages (sanitize-html's parser, issue 43) ship ESM only.
          '/node_modules/\\.pnpm/(?!(@electric-sql\\+pglite|cookie|@scure\\+base|@noble\\+hashes|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
        ],
        testMatch: ['<rootDir>/src/**/*.test.ts'],
        // Longer timeouts: PGlite boots a WebAssembly PostgreSQL per suite.
        setupFilesAfterEnv: ['<rootDir>/src/testing/jestSetup.ts'],
      },
    ],
  };
};
