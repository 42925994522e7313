/**
 * `pnpm dev`: rspack dev servers with hot reload for the shell and every remote, plus the
 * reader API, on the same ports as `pnpm start`. Never mix a development remote with a
 * production shell (two React builds): run everything in one mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { api, appNames, apps, remoteNames } from '@thrive/platform';
import { origins, rootDir, siteOrigins } from '@thrive/platform/node';

const children: ChildProcess[] = [];
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  children.push(
    spawn('pnpm', args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } }),
  );

for (const app of appNames) {
  run(['--filter', apps[app].packageName, 'run', 'dev']);
}
if (existsSync(path.join(rootDir, api.folder, 'src/server.ts'))) {
  run(['--filter', api.packageName, 'run', 'start'], {
    NODE_ENV: 'development',
    // In development each remote also runs alone on its own origin (its team's index.html).
    CORS_ORIGINS: [...siteOrigins, ...remoteNames.map((name) => origins[name])].join(','),
  });
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
