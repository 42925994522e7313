/**
 * Lingui's configuration for every catalog of the site (issue 26, docs/i18n-design.md): one
 * catalog set per owner, in its own folder, with one `.po` file per locale. @lingui/loader
 * reads it when a build compiles a catalog, and `lingui extract` when it checks the ids.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { locales, PSEUDO_LOCALE, SOURCE_LOCALE } from './packages/platform/src/locales';

/** Owners of catalogs: each folder holds `locales/<code>.po` beside the source it covers. */
const owners = [
  'packages/ui/src',
  'packages/ui/src/push',
  'shell/src',
  'remotes/marketing/src/layout',
  'remotes/marketing/src/content',
  'remotes/marketing/src/about',
  'remotes/marketing/src/premium',
  'remotes/marketing/src/pricing',
  'remotes/marketing/src/help',
  'remotes/marketing/src/deleteAccount',
  'remotes/marketing/src/privacy',
  'remotes/marketing/src/terms',
  'remotes/marketing/src/becomeWriter',
  'remotes/marketing/src/emailLinks',
  'remotes/marketing/src/formResults',
  'remotes/marketing/src/notFound',
  'remotes/marketing/src/writers',
  'remotes/marketing/src/returning',
  'remotes/marketing/src/calm',
  'remotes/auth/src',
  'remotes/auth/src/account',
  'remotes/stories/src/frame',
  'remotes/stories/src/common',
  'remotes/stories/src/list',
  'remotes/stories/src/story',
  'remotes/stories/src/writer',
  'remotes/stories/src/ask',
  'remotes/stories/src/likes',
  'remotes/stories/src/comments',
  'remotes/stories/src/reports',
  'remotes/stories/src/follows',
  'remotes/stories/src/saves',
  'remotes/stories/src/inbox',
  'remotes/studio/src',
  'remotes/studio/src/stories',
  'remotes/studio/src/write',
  'remotes/studio/src/questions',
  'remotes/studio/src/readers',
  'remotes/studio/src/earnings',
  // The reader API: its e-mails and the texts it answers readers with (core/words/catalogs.ts).
  'services/reader-api/src',
];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  // The platform's rows, the pseudo-locale's included.
  locales: locales.map(({ code }) => code),
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { [PSEUDO_LOCALE]: SOURCE_LOCALE, default: SOURCE_LOCALE },
  catalogs: owners.map((folder) => ({
    path: `<rootDir>/${folder}/locales/{locale}`,
    include: [`<rootDir>/${folder}`],
    // An owner inside another's folder (remotes/auth/src/account) keeps its own messages.
    exclude: [
      '**/*.test.*',
      ...owners
        .filter((other) => other.startsWith(`${folder}/`))
        .map((other) => `<rootDir>/${other}`),
    ],
  })),
  // Messages have explicit ids (no macros): the `.po` msgid is the id, msgstr the text.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  // Compiled catalogs only: no message parser ships to readers.
  compileNamespace: 'es',
});
