/**
 * "Facts stated once": the platform's facts (remote names as a list, the contract's ports,
 * the API base default, the path prefixes a remote owns) live in this package only. This test
 * reads the repository's source and fails on a copy anywhere else, naming file and line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { apps, remoteNames, remotes, type RemoteName } from './apps';
import { paths } from './paths';
import { DEFAULT_RUNTIME_CONFIG } from './contract';
import { defaultPorts } from './topology';

const rootDir = path.resolve(__dirname, '../../..');
const platformDir = path.resolve(__dirname, '..');
const SKIP = new Set(['node_modules', '.git', 'coverage', 'test-results', 'playwright-report']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIP.has(entry) || entry.startsWith('dist') || entry.startsWith('.data')) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return full === platformDir ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|cjs|mjs)$/.test(entry) ? [full] : [];
  });
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const files = sourceFiles(rootDir).map((file) => ({
  file: path.relative(rootDir, file),
  lines: readFileSync(file, 'utf8').split('\n'),
}));

function occurrences(pattern: RegExp, include: (file: string) => boolean): string[] {
  return files
    .filter(({ file }) => include(file))
    .flatMap(({ file, lines }) =>
      lines.flatMap((line, index) =>
        // Comments may give examples; code may not restate the facts.
        pattern.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)
          ? [`${file}:${index + 1}: ${line.trim()}`]
          : [],
      ),
    );
}

const escape = (value: string) => value.replace(/[/.*+?^${}()|[\]\\-]/g, '\\$&');
const quoted = (value: string) => `['"\`]${escape(value)}['"\`]`;

describe('one description of the platform', () => {
  it('has the list of remote names nowhere else', () => {
    // Two remote names side by side in a list literal is a copy of the table.
    const pairs = remoteNames.flatMap((a) =>
      remoteNames.filter((b) => b !== a).map((b) => `${quoted(a)}\\s*,\\s*${quoted(b)}`),
    );
    expect(occurrences(new RegExp(pairs.join('|')), () => true)).toEqual([]);
  });

  it('has the contract ports and the API base default nowhere else', () => {
    const ports = Object.values(defaultPorts).join('|');
    const pattern = new RegExp(
      `localhost:(${ports})\\b|${quoted(DEFAULT_RUNTIME_CONFIG.apiBaseUrl)}`,
    );
    // Tests may assert the contract's URLs; code and configs must derive them.
    expect(occurrences(pattern, (file) => !isTest(file))).toEqual([]);
    // The app folders and their port variables are the table's too.
    const portVariables = new RegExp(
      Object.values(apps)
        .map((app) => `${app.portEnv}\\s*\\?\\?|${app.portEnv}',\\s*\\d`)
        .join('|'),
    );
    expect(occurrences(portVariables, () => true)).toEqual([]);
  });

  it('has no copy of a host’s path-prefix table', () => {
    // Two of auth's prefixes side by side: a copy of its owned paths.
    const [first, second] = remotes.auth.pathPrefixes;
    const pattern = new RegExp(`${quoted(first)}\\s*,\\s*${quoted(second)}`);
    expect(occurrences(pattern, (file) => !isTest(file))).toEqual([]);
  });

  it('lets no public remote spell a path another remote owns: links go through `paths`', () => {
    const owner = (pathname: string): RemoteName =>
      DEFAULT_RUNTIME_CONFIG.hosts.public.find((mount) =>
        mount.paths.some((p) => p === '/' || pathname === p || pathname.startsWith(`${p}/`)),
      )!.remote;
    const offenders = (['marketing', 'auth'] as const satisfies RemoteName[]).flatMap((name) => {
      const foreign = Object.values(paths).filter((p) => p !== '/' && owner(p) !== name);
      // A quoted path, or one followed by a query or a fragment (`/help?subject=…`).
      const pattern = new RegExp(foreign.map((p) => `['"\`]${escape(p)}['"\`?#]`).join('|'));
      return occurrences(
        pattern,
        (file) => file.startsWith(`${remotes[name].folder}/src/`) && !isTest(file),
      );
    });
    expect(offenders).toEqual([]);
  });
});
