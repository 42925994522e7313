/**
 * The owners of the site's message catalogs (issue 26, docs/i18n-design.md): every folder of the
 * UI kit, the shell, each remote of the platform table and the reader API (its e-mails and the
 * texts it answers readers with, issue 41) that holds `locales/<source>.po`.
 * lingui.config.ts makes one catalog of each, so a new remote (or a new feature folder with its
 * own catalog) needs no line outside its folder. Node only (it reads the file system).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { api, remotes, shell } from './apps';
import { SOURCE_LOCALE } from './locales';

/** Where catalogs are looked for, from the repository root. */
export const CATALOG_ROOTS: readonly string[] = [
  'packages/ui/src',
  `${shell.folder}/src`,
  ...Object.values(remotes).map((remote) => `${remote.folder}/src`),
  `${api.folder}/src`,
];

const SKIPPED = new Set(['locales', 'node_modules']);

/** The owners' folders, from the repository root (`remotes/studio/src/write`), sorted. */
export function catalogOwners(rootDir: string): string[] {
  const owners: string[] = [];
  const walk = (folder: string) => {
    const full = path.join(rootDir, folder);
    if (!existsSync(full)) return;
    if (existsSync(path.join(full, 'locales', `${SOURCE_LOCALE}.po`))) owners.push(folder);
    for (const entry of readdirSync(full, { withFileTypes: true }))
      if (entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('dist'))
        walk(`${folder}/${entry.name}`);
  };
  CATALOG_ROOTS.forEach(walk);
  return owners.sort();
}

/**
 * The folders whose text readers see (the ESLint rule of issue 26): the UI kit, the shell and the
 * public host's remotes; the admin console stays English.
 */
export const READER_FACING_FOLDERS: readonly string[] = [
  `${shell.folder}/src`,
  'packages/ui/src',
  ...Object.values(remotes)
    .filter((remote) => remote.host === 'public')
    .map((remote) => `${remote.folder}/src`),
];
