/**
 * The platform as this machine runs it: ports and origins from `process.env`, the repository's
 * folders and each app's build folder. For scripts, build configs, servers, tests and the
 * bench — never imported by browser code.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, DIST_ENV, PLATFORM_DIR_ENV, type AppName } from './apps';
import { offeredLocales, PSEUDO_LOCALE } from './locales';
import { runtimeConfigFromEnv } from './fromEnvironment';
import { originsOf, portsFrom } from './topology';

export { catalogOwners, CATALOG_ROOTS, READER_FACING_FOLDERS } from './catalogOwners';

export const ports = portsFrom(process.env);
export const origins = originsOf(ports);

/** The origins the site is served from: the only ones remotes and the API answer CORS for. */
export const siteOrigins = [origins.publicSite, origins.adminSite];

/** The repository root: the folder holding pnpm-workspace.yaml, above the working directory. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No pnpm-workspace.yaml above ${from}`);
  }
}
export const rootDir = findRoot(process.cwd());

/**
 * Where releases and environments live (`THRIVE_PLATFORM_DIR`, default `.data/platform`,
 * git-ignored): data of the deployment, never part of the repository.
 */
export const platformDataDir = path.resolve(
  rootDir,
  process.env[PLATFORM_DIR_ENV] || path.join('.data', 'platform'),
);

/**
 * Where `pnpm start` keeps the platform operator token it made up for its API (when
 * `PLATFORM_OPERATOR_TOKEN` is not set), for `pnpm platform:status` on the same machine: one
 * file per API port, so two instances never share it.
 */
export const operatorTokenFile = (apiPort = ports.api) =>
  path.join(rootDir, '.data', `operator-token-${apiPort}`);

/** Build output folder name; `THRIVE_DIST` lets parallel checkouts build side by side. */
export const distDirName = process.env[DIST_ENV] || 'dist';
/**
 * Where a build's source maps go: a sibling of its build folder (`dist-sourcemaps`), which no
 * server serves (issue 40, L2). The release tools keep them with the release's maps.
 */
export const sourceMapsDirName = (dist = distDirName) => `${dist}-sourcemaps`;

export const appDir = (app: AppName) => path.join(rootDir, apps[app].folder);
export const distDir = (app: AppName) => path.join(appDir(app), distDirName);

/** This environment's runtime config (throws a readable error on a malformed variable). */
export const runtimeConfig = () => runtimeConfigFromEnv(process.env);

/**
 * Whether a build of `mode` bundles the pseudo-locale's catalogs: in development, and where it
 * is offered. Builds define the answer as `process.env.THRIVE_PSEUDO_LOCALE` ('true' or
 * 'false': rspack.base.ts, the prerender's config), which each catalog.ts tests beside its
 * literal `import()` so the bundler drops the pseudo catalogs of any other build.
 */
export function pseudoLocaleBuilt(mode: string): boolean {
  return mode !== 'production' || offeredLocales().some((locale) => locale.code === PSEUDO_LOCALE);
}
