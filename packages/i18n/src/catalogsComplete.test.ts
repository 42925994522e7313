/**
 * CI fails on a missing message (issue 26): every owner's catalog in every locale of the
 * platform's table has every message of its English source, with the same ICU placeholders,
 * and every id the owner's code asks for is in its source catalog. (The build fails on a
 * missing message too, through @lingui/loader's failOnMissing; this says which, sooner.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { remoteNames } from '@thrive/platform';
import { locales, PSEUDO_LOCALE, SOURCE_LOCALE } from '@thrive/platform';
import { catalogOwners } from '@thrive/platform/node';

const root = path.resolve(__dirname, '../../..');
/** The owners of catalogs (lingui.config.ts makes its catalogs of the same folders). */
const owners = catalogOwners(root);

const po = formatter({ explicitIdAsDefault: true });
function catalog(owner: string, code: string): Record<string, string> {
  const file = path.join(root, owner, 'locales', `${code}.po`);
  const parsed = po.parse(readFileSync(file, 'utf8'), {
    locale: code,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  }) as Record<string, { translation?: string }>;
  return Object.fromEntries(Object.entries(parsed).map(([id, m]) => [id, m.translation ?? '']));
}

/** The names an ICU message fills in: `{count, plural, …}` and `{area}` give count, area. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

/** An owner's code: its folder's files, but not those of an owner inside it (auth's account). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || owners.includes(path.relative(root, full))
        ? []
        : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('finds the owners in the kit, the shell and every remote (lingui.config.ts reads the same)', () => {
  expect(owners).toEqual(
    expect.arrayContaining(['packages/ui/src', 'shell/src', 'remotes/studio/src/security']),
  );
  expect(readFileSync(path.join(root, 'lingui.config.ts'), 'utf8')).toContain('catalogOwners(');
});

it('lists every catalog folder of the apps and packages as an owner (the build needs it)', () => {
  const catalogFolders = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('dist'))
        return [];
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales' && readdirSync(full).includes(`${SOURCE_LOCALE}.po`))
        return [path.relative(root, dir)];
      return catalogFolders(full);
    });
  const found = ['shell', 'packages', 'remotes'].flatMap((top) =>
    catalogFolders(path.join(root, top)),
  );
  // The i18n package's own test catalog is not an app's.
  const apps = found.filter((folder) => !folder.startsWith('packages/i18n/'));
  expect(apps.filter((folder) => !owners.includes(folder))).toEqual([]);
});

describe.each(owners)('%s', (owner) => {
  const source = catalog(owner, SOURCE_LOCALE);

  it('has a source catalog with text for every id', () => {
    expect(Object.keys(source).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(source)) expect([id, text]).not.toEqual([id, '']);
  });

  // The pseudo-locale's catalogs are empty: Lingui fills them from the source's (catalogs.test.ts).
  const written = locales.filter(({ code }) => code !== SOURCE_LOCALE && code !== PSEUDO_LOCALE);
  it.each(written.map(({ code }) => code))(
    'has every message in %s, with the same placeholders, and nothing else',
    (code) => {
      const translated = catalog(owner, code);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
      for (const [id, text] of Object.entries(source)) {
        expect([id, translated[id]]).not.toEqual([id, '']);
        expect([id, placeholders(translated[id]!)]).toEqual([id, placeholders(text)]);
      }
    },
  );

  it("has every id its code asks for (i18n._('…'))", () => {
    const asked = sourceFiles(path.join(root, owner)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/i18n\._\(\s*'([^']+)'/g)].map((m) => m[1]!),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((id) => !(id in source))).toEqual([]);
  });
});

it("names each remote's area for \"We couldn't load …\" in the shell's catalog", () => {
  const shell = catalog('shell/src', SOURCE_LOCALE);
  expect(remoteNames.filter((name) => !shell[`shell.area.${name}`])).toEqual([]);
});
