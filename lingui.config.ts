/**
 * Lingui's configuration for every catalog of the site (issue 26, docs/i18n-design.md): one
 * catalog set per owner, in its own folder, with one `.po` file per locale. @lingui/loader
 * reads it when a build compiles a catalog, and `lingui extract` when it checks the ids.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { locales, PSEUDO_LOCALE, SOURCE_LOCALE } from './packages/platform/src/locales';
import { catalogOwners } from './packages/platform/src/catalogOwners';

/**
 * Owners of catalogs: each folder holds `locales/<code>.po` beside the source it covers. Found
 * in the UI kit, the shell, every remote of the platform table and the reader API
 * (catalogOwners.ts), so a new remote or feature folder adds none here.
 */
const owners = catalogOwners(path.dirname(fileURLToPath(import.meta.url)));

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
