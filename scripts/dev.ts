/**
 * `pnpm dev`: rspack dev servers with hot reload for the shell and every remote, plus the
 * reader API, on the same ports as `pnpm start`. Never mix a development remote with a
 * production shell (two React builds): run everything in one mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { origins, siteOrigins } from '../topology.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  children.push(
    spawn('pnpm', args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } }),
  );

for (const app of ['shell', 'marketing', 'auth', 'admin']) {
  run(['--filter', `@thrive/${app}`, 'run', 'dev']);
}
if (existsSync(path.join(rootDir, 'services/reader-api/src/server.ts'))) {
  run(['--filter', '@thrive/reader-api', 'run', 'start'], {
    NODE_ENV: 'development',
    // In development each remote also runs alone on its own origin (its team's index.html).
    CORS_ORIGINS: [...siteOrigins, origins.marketing, origins.auth, origins.admin].join(','),
  });
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
