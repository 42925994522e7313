/**
 * `pnpm dev`: rspack dev servers with hot reload for the shell and every remote, plus the
 * reader API, on the same ports as `pnpm start`. Never mix a development remote with a
 * production shell (two React builds): run everything in one mode.
 * `pnpm dev <remote> [--env <name>]`: that remote alone, beside an environment's releases
 * (devRemote/devRemote.ts).
 */
import { parseArgs } from 'node:util';
import { api, appNames, apps, remoteNames } from '@thrive/platform';
import { origins, rootDir, siteOrigins } from '@thrive/platform/node';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { endChildrenOnExit, spawnGroup } from './devProcesses.ts';

const portVariables = [...appNames.map((name) => apps[name].portEnv), api.portEnv];

const USAGE = `Usage: pnpm dev [<remote> [--env <name>]]
  Without a remote: rspack dev servers with hot reload for the shell and every remote, plus
  the reader API, on the ports of pnpm start, and prints their URLs. Ports from
  ${portVariables.join(', ')}.
  With a remote (${remoteNames.join(', ')}): only that remote is built (production mode, rebuilt
  on every save); the shell and every other remote are the environment's promoted releases
  (default: staging). Prints the ready time, each edit's time to be served, and the URLs.
  Ctrl-C or SIGTERM stops everything it started.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

if (positionals.length) {
  const { assertRemoteName } = await import('./release-tools/releases.ts');
  const { assertEnvironmentName } = await import('./release-tools/environments.ts');
  const { devRemote } = await import('./devRemote/devRemote.ts');
  try {
    await devRemote(
      assertRemoteName(positionals[0]),
      assertEnvironmentName(values.env ?? 'staging'),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  endChildrenOnExit();
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnGroup('pnpm', args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const app of appNames) run(['--filter', apps[app].packageName, 'run', 'dev']);
  if (existsSync(path.join(rootDir, api.folder, 'src/server.ts'))) {
    run(['--filter', api.packageName, 'run', 'start'], {
      NODE_ENV: 'development',
      // In development each remote also runs alone on its own origin (its team's index.html).
      CORS_ORIGINS: [...siteOrigins, ...remoteNames.map((name) => origins[name])].join(','),
    });
  }
  console.log(`
Thrive development servers (hot reload) are starting:
  public site   ${origins.publicSite}
  admin console ${origins.adminSite}
  remotes       ${remoteNames.map((name) => origins[name]).join('  ')}
  reader API    ${origins.api}${api.basePath}
`);
}
