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

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: pnpm dev
  Starts rspack dev servers with hot reload for the shell and every remote, plus the reader
  API, on the ports of pnpm start (SHELL_PORT, MARKETING_PORT, AUTH_PORT, ADMIN_PORT,
  STORIES_PORT, API_PORT), and prints their URLs. Ctrl-C or SIGTERM stops them all.`);
  process.exit(0);
}

const children: ChildProcess[] = [];
// Each child leads a process group of its own (pnpm → rspack → workers): stopping kills the
// whole group, so no dev server is left holding its port.
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  children.push(
    spawn('pnpm', args, {
      cwd: rootDir,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    }),
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

console.log(`
Thrive development servers (hot reload) are starting:
  public site   ${origins.publicSite}
  admin console ${origins.adminSite}
  remotes       ${remoteNames.map((name) => origins[name]).join('  ')}
  reader API    ${origins.api}${api.basePath}
`);

/** Ends every child's whole process group (synchronous: safe in an exit handler). */
const endChildren = () => {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // That group has ended already.
    }
  }
};
process.on('exit', endChildren);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => process.exit(0));
}
// `kill <pid of pnpm dev>` ends pnpm alone (it does not pass the signal on): once this process
// is orphaned, it stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 500).unref();
