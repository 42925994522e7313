/**
 * `pnpm dev <remote> [--env <name>]`: one remote under development, everything else as an
 * environment serves it (default: this machine's `staging`), so nothing else needs running.
 *
 * The promoted releases are production builds, and a development-mode remote beside them
 * would bring a second React (STACK-NOTES). So the remote is built in production mode with
 * rspack's watch, into `dist-dev`, and served from its own port; the shell's config keeps it
 * there (DEV_REMOTE_ENV) and names every other remote's release. Its pages mount in the
 * browser (no prerender in watch builds: a stale prerendered page would not match). After an
 * edit, the rebuild is reported with the time from the save to the files being served, and
 * every page that loaded the remote reloads itself (liveReload.ts).
 */
import { stripVTControlCharacters } from 'node:util';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  api,
  DIST_ENV,
  ENVIRONMENT_ENV,
  MANIFEST_FILE,
  remoteNames,
  type RemoteName,
} from '@thrive/platform';
import { appDir, origins, ports, rootDir, siteOrigins } from '@thrive/platform/node';
import { buildStale } from '../build.ts';
import { endChildrenOnExit, spawnGroup } from '../devProcesses.ts';
import { DEV_REMOTE_ENV } from '../release-tools/environments.ts';
import { platformStore } from '../release-tools/store/index.ts';
import { PortInUseError, serveApp } from '../serve.ts';
import { liveReloadChannel } from './liveReload.ts';

export const DEV_DIST = 'dist-dev';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function devRemote(remote: RemoteName, env: string): Promise<void> {
  const started = performance.now();
  // Every server of this process serves the environment, with this remote left local.
  process.env[ENVIRONMENT_ENV] = env;
  process.env[DEV_REMOTE_ENV] = remote;
  const servers: FastifyInstance[] = [];
  endChildrenOnExit(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  const revision = await platformStore().environments.current(env);
  await platformStore().close();
  const fromReleases = remoteNames.filter((name) => name !== remote && revision.releases[name]);
  const fromBuilds = remoteNames.filter((name) => name !== remote && !revision.releases[name]);
  // The shell, and any remote the environment has no release of, from the local builds.
  buildStale(['shell', ...fromBuilds]);

  const devDist = path.join(appDir(remote), DEV_DIST);
  const builder = spawnGroup(
    'pnpm',
    [
      'exec',
      'rspack',
      'build',
      '--mode',
      'production',
      '--watch',
      '--config',
      path.join(rootDir, 'scripts/devRemote/devRemote.rspack.config.ts'),
    ],
    {
      // From the remote's folder: its dependencies resolve as in its own build.
      cwd: appDir(remote),
      env: { ...process.env, [DIST_ENV]: DEV_DIST },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The last save under the remote's folder (or a shared package) that a rebuild has not shown.
  let editedAt: number | null = null;
  for (const dir of [path.join(appDir(remote), 'src'), path.join(rootDir, 'packages')]) {
    watch(dir, { recursive: true }, (_event, file) => {
      if (file && !String(file).includes('node_modules')) editedAt ??= performance.now();
    });
  }
  const pages = liveReloadChannel();
  let serving = false;
  let firstBuild: () => void;
  const built = new Promise<void>((resolve) => (firstBuild = resolve));
  let pending = '';
  builder.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const raw of lines) {
      // Colours stripped: under FORCE_COLOR (a test runner, CI) rspack paints its status line.
      const line = stripVTControlCharacters(raw);
      // rspack's own line (the shared fallbacks' build prints one of its own first).
      if (/^Rspack compiled successfully/.test(line.trim())) {
        // Every rebuild after the first reloads the open pages (a save the watcher missed too).
        const reloaded = serving ? pages.built() : 0;
        if (editedAt !== null) {
          console.log(
            `${remote}: edit served in ${seconds(performance.now() - editedAt)} (${reloaded} page(s) reloading)`,
          );
          editedAt = null;
        }
        serving = true;
        firstBuild();
      } else if (
        line.trim() &&
        !/Manifest will use absolute path|shared fallback|Compile success|Rspack Deprecation/.test(
          line,
        )
      ) {
        console.log(line);
      }
    }
  });
  builder.on('exit', (code) => {
    console.error(`The ${remote} watch build stopped (code ${code}).`);
    process.exit(1);
  });

  try {
    servers.push(await serveApp('shell', ports.shell));
    for (const name of [...fromReleases, ...fromBuilds])
      servers.push(await serveApp(name, ports[name]));
    await built;
    if (!existsSync(path.join(devDist, MANIFEST_FILE))) throw new Error(`${devDist} has no build`);
    servers.push(
      await serveApp(remote, ports[remote], { root: devDist, extraRoutes: pages.register }),
    );
  } catch (error) {
    console.error(error instanceof PortInUseError ? error.message : error);
    process.exit(1);
  }

  if (existsSync(path.join(rootDir, api.folder, 'src/server.ts'))) {
    spawnGroup('pnpm', ['--filter', api.packageName, 'run', 'start'], {
      cwd: rootDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        CORS_ORIGINS: [...siteOrigins, ...remoteNames.map((name) => origins[name])].join(','),
      },
    });
  }

  const releaseOf = (name: RemoteName) => `${name}@${revision.releases[name]!.version}`;
  console.log(`
${remote} (production build, rebuilt on every save; open pages reload) with ${env}'s releases, ready in ${seconds(performance.now() - started)}:
  public site   ${origins.publicSite}
  admin console ${origins.adminSite}
  ${remote.padEnd(13)} ${origins[remote]}  (${devDist})
  ${`from ${env}`.padEnd(13)} ${fromReleases.map(releaseOf).join('  ') || '(none promoted)'}
  local builds  ${fromBuilds.join('  ') || '(none)'}
  reader API    ${origins.api}${api.basePath}
`);
}
