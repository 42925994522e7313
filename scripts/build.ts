/**
 * Builds the apps whose production build is missing or older than their sources.
 *   tsx scripts/build.ts [--force] [app ...]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appNames, apps, offeredLocales, remotes, type AppName } from '@thrive/platform';
import { appDir, distDir, rootDir } from '@thrive/platform/node';

export const APPS: AppName[] = appNames;
const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry.startsWith('dist') || entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Everything a build of `app` depends on: its folder, the shared packages and the base config. */
function sourcesMtime(app: AppName): number {
  return Math.max(
    newestMtime(appDir(app)),
    newestMtime(path.join(rootDir, 'packages')),
    ...['rspack.base.ts', 'index.html', 'pnpm-lock.yaml'].map((f) =>
      newestMtime(path.join(rootDir, f)),
    ),
    // A public remote prerenders its pages inside the shell's route tree.
    ...(app !== 'shell' && remotes[app].prerender
      ? ['scripts/prerender.ts', 'shell/src'].map((f) => newestMtime(path.join(rootDir, f)))
      : []),
  );
}

/**
 * What a build bakes in besides its sources: the offered languages (THRIVE_LOCALES is defined
 * in the bundles and decides the prerendered /pcm/ pages), so a build made without them is
 * stale for a server that offers them.
 */
function buildInputs(): string {
  return `locales=${offeredLocales()
    .map((locale) => locale.code)
    .join(',')}`;
}

export function isStale(app: AppName): boolean {
  const stamp = path.join(distDir(app), STAMP);
  if (!existsSync(stamp) || statSync(stamp).mtimeMs < sourcesMtime(app)) return true;
  return !readFileSync(stamp, 'utf8').split('\n').includes(buildInputs());
}

export function build(app: AppName): void {
  console.log(`Building ${app}…`);
  const result = spawnSync('pnpm', ['--filter', apps[app].packageName, 'run', 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The ${app} build failed.`);
  writeFileSync(path.join(distDir(app), STAMP), `${new Date().toISOString()}\n${buildInputs()}\n`);
}

export function buildStale(apps: AppName[] = APPS, force = false): void {
  for (const app of apps) {
    if (force || isStale(app)) build(app);
    else console.log(`${app}: build is up to date`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const apps = args.filter((a) => !a.startsWith('--')) as AppName[];
  buildStale(apps.length ? apps : APPS, force);
}
