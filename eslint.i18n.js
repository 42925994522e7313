// No hard-coded reader-facing text outside the catalogs (issue 26, docs/i18n-design.md): in
// the shell, the UI kit and the public remotes, a string a reader could see is a catalog
// message, `i18n._('<owner>.<area>.<what>')`. eslint-plugin-lingui's no-unlocalized-strings
// finds them; the admin console stays English and is left out. Its advice says t`` or
// <Trans>: here, write the text in the owner's `locales/en.po` and read it with i18n._.
import { createJiti } from 'jiti';
import lingui from 'eslint-plugin-lingui';

// Where readers see text: the shell, the UI kit and the public host's remotes, from the platform
// table (TypeScript, loaded through jiti), so a new public remote is covered with no line here.
const { READER_FACING_FOLDERS } = await createJiti(import.meta.url).import(
  './packages/platform/src/catalogOwners.ts',
);
const readerFacing = READER_FACING_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`);

/**
 * Files whose words are not in catalogs yet (docs/i18n-design.md, "Not yet"). Remove a file
 * from this list as its words move to a catalog; the list only ever shrinks.
 */
export const NOT_YET_IN_CATALOGS = [];

/** Not reader-facing: staff-only release tools, and code that never shows its strings. */
const notForReaders = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  // The staging banner and release indicator show only on staging, to the team.
  'shell/src/StagingBanner.tsx',
  'shell/src/ReleaseIndicator.tsx',
  'shell/src/stagingOverrides.ts',
  // The staging override's failure note (bootstrap.tsx) is for the team too.
  'shell/src/bootstrap.tsx',
  // The service worker's and the early-input script's strings are cache names and selectors.
  'shell/src/serviceWorker/**',
  'shell/src/earlyInput/**',
];

export default [
  {
    files: readerFacing,
    ignores: [...notForReaders, ...NOT_YET_IN_CATALOGS],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word that does not start with a capital: ids, class names, paths, keys.
            '^(?![A-Z])\\S+$',
            // Constants, codes and punctuation.
            '^[A-Z0-9_\\-:./ ]+$',
            '^\\W*$',
            // Media queries and CSS selectors.
            '^\\(.*\\)$',
            '[\\[\\]=#]',
            // SVG path data.
            '^[Mm][\\d.]',
            // Names never translated: the brand and the stores and networks named by theirs.
            '^(Thrive|LinkedIn|Google Play|App Store|Android|iPhone)$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|key|id|type|name|href|to|src|role|autoComplete|inputMode|variant|tone|formId|rel|target|method|dateTime|lang|hrefLang|viewBox|d|fill|stroke|path|endpoint|data-.*|fetchPriority|loading|decoding|as|media|sizes|bgColor|[A-Z_]*(QUERY|SELECTOR|MARGIN|FOCUSABLE|PATH|URL|KEY|NAME|EVENT))$',
              },
            },
          ],
          ignoreFunctions: [
            'i18n._',
            'console.*',
            'Error',
            'ApiError',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            '*.matchMedia',
            'matchMedia',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.addEventListener',
            '*.removeEventListener',
            'fetch',
          ],
        },
      ],
    },
  },
];
