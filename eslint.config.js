// ESLint flat config: typescript-eslint + react-hooks for everything, plus the import
// boundaries of the architecture — a remote never imports another remote's (or the shell's)
// source, shared packages never import apps, app source never imports tooling (scripts/, the
// build config) or the Node side of a package, and tooling never imports app source. Shared
// code goes through packages/; page composition is @thrive/composition.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createJiti } from 'jiti';
import tseslint from 'typescript-eslint';
import i18nRules from './eslint.i18n.js';

// The remotes come from the platform table (TypeScript, loaded through jiti).
const { remoteNames: remotes, apps } = await createJiti(import.meta.url).import(
  './packages/platform/src/apps.ts',
);

const appSource = (names) =>
  names.flatMap((name) => [
    apps[name].packageName,
    `${apps[name].packageName}/*`,
    `**/${apps[name].folder}/**`,
    `**/${name}/src/**`,
  ]);

/** Tooling: the scripts, the shared build config and the Node-only entries of packages. */
const tooling = [
  '**/scripts/**',
  '**/rspack.base*',
  '@thrive/*/node',
  '@thrive/*/server',
  '@thrive/*/build',
];
const noTooling = {
  group: tooling,
  message: 'Browser code never imports tooling (scripts/, rspack.base.ts) or a Node-only entry.',
};

/** One no-restricted-imports rule per file set (a later rule for a file replaces an earlier one). */
const forbidden = (names, message, ...more) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...(names.length ? [{ group: appSource(names), message }] : []), ...more] },
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
  ...remotes.map((name) => ({
    files: [`${apps[name].folder}/src/**/*.{ts,tsx}`],
    rules: forbidden(
      [...remotes.filter((other) => other !== name), 'shell'],
      `The ${name} remote must not import another app's source: share it through packages/.`,
      noTooling,
    ),
  })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: forbidden([...remotes, 'shell'], 'Shared packages must not depend on an app.', {
      group: ['**/scripts/**', '**/rspack.base*'],
      message: 'Shared packages never import the tooling that uses them.',
    }),
  },
  {
    files: [`${apps.shell.folder}/**/*.{ts,tsx}`],
    rules: forbidden(remotes, 'The shell loads remotes at run time (loadRemote), never by import.'),
  },
  {
    files: [`${apps.shell.folder}/src/**/*.{ts,tsx}`],
    rules: forbidden(
      remotes,
      'The shell loads remotes at run time (loadRemote), never by import.',
      noTooling,
    ),
  },
  {
    // Tooling reaches app code only through packages (the build reads app folders by path).
    files: ['scripts/**/*.ts', 'rspack.base.ts'],
    rules: forbidden([...remotes, 'shell'], 'Tooling never imports app source: use a package.'),
  },
  {
    // CommonJS config files (jest.config.cjs, test stubs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Files and functions a reader can take in at once (issue 41): a file over 400 lines (every
    // line counts, as `wc -l` counts them) says why in its first lines (`/* eslint-disable
    // max-lines -- <why> */`); no function has over 120 lines of code (its comments and blank
    // lines aside; an inline script's wrapping IIFE is its module, not a function).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: false },
      ],
    },
  },
  {
    // Not split yet (issue 41). The screens below are to be rebuilt on the kit's `Form` with one
    // submission hook ("one way to build a form"), which splits them; the studio's are being
    // extended (issue 43); pageScript is one script injected into the recorded page. Remove a
    // file from this list once its functions are under 120 lines: the rule then keeps them so.
    files: [
      'packages/ui/src/site/MobileDrawer.tsx',
      'remotes/admin/src/account/SecondFactorsSection.tsx',
      'remotes/admin/src/actions/personActions.tsx',
      'remotes/admin/src/dashboard/DashboardSearch.tsx',
      'remotes/admin/src/forms/AddMemberForm.tsx',
      'remotes/admin/src/lists/ListPage.tsx',
      'remotes/admin/src/moderation/QuestionReview.tsx',
      'remotes/admin/src/moderation/StoriesQueuePage.tsx',
      'remotes/admin/src/notifications/CreateNotificationPage.tsx',
      'remotes/admin/src/testing/fakeAdminApi.ts',
      'remotes/auth/src/account/SecondFactorSection.tsx',
      'remotes/auth/src/account/SessionsSection.tsx',
      'remotes/auth/src/confirm/Confirm.tsx',
      'remotes/auth/src/reset/Reset.tsx',
      'remotes/auth/src/signup/Signup.tsx',
      'remotes/marketing/scripts/record-how-it-works.mjs',
      'remotes/marketing/src/deleteAccount/DeletionForm.tsx',
      'remotes/marketing/src/help/ContactForm.tsx',
      'remotes/studio/src/invitation/InvitationPage.tsx',
      'remotes/studio/src/security/SecurityPage.tsx',
      'remotes/studio/src/write/WritePage.tsx',
      'remotes/studio/src/write/useStoryDraft.ts',
    ],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // A test file's describe() is a list of tests, not one function to read through; an
    // end-to-end spec's steps read as the person's visit. Their file length still counts.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // Scripts, benchmarks and tests print their results.
    files: ['**/scripts/**', '**/bench/**', 'e2e/**', '**/*.test.{ts,tsx}', 'services/**'],
    rules: { 'no-console': 'off' },
  },
  // No hard-coded reader-facing text outside the catalogs (issue 26): eslint.i18n.js.
  ...i18nRules,
);
