// ESLint flat config: typescript-eslint + react-hooks for everything, plus the import
// boundaries of the architecture — a remote never imports another remote's (or the shell's)
// source, shared packages never import apps. Shared code goes through packages/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createJiti } from 'jiti';
import tseslint from 'typescript-eslint';

// The remotes come from the platform table (TypeScript, loaded through jiti).
const { remoteNames: remotes, apps } = await createJiti(import.meta.url).import(
  './packages/platform/src/apps.ts',
);

const forbidden = (names, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: names.flatMap((name) => [
            apps[name].packageName,
            `${apps[name].packageName}/*`,
            `**/${apps[name].folder}/**`,
            `**/${name}/src/**`,
          ]),
          message,
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist*/**',
      '.data*/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...remotes.map((name) => ({
    files: [`${apps[name].folder}/**/*.{ts,tsx}`],
    rules: forbidden(
      [...remotes.filter((other) => other !== name), 'shell'],
      `The ${name} remote must not import another app's source: share it through packages/.`,
    ),
  })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: forbidden([...remotes, 'shell'], 'Shared packages must not depend on an app.'),
  },
  {
    files: [`${apps.shell.folder}/**/*.{ts,tsx}`],
    rules: forbidden(remotes, 'The shell loads remotes at run time (loadRemote), never by import.'),
  },
  {
    // CommonJS config files (jest.config.cjs, test stubs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts, benchmarks and tests print their results.
    files: ['**/scripts/**', '**/bench/**', 'e2e/**', '**/*.test.{ts,tsx}', 'services/**'],
    rules: { 'no-console': 'off' },
  },
);
