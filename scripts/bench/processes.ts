/** Helpers the bench's parts share: ports, the reader API as a child process, the load. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { api as apiApp } from '@thrive/platform';
import { rootDir } from '@thrive/platform/node';

/** A TCP port nobody listens on right now (for a throw-away server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The machine's load average (1, 5, 15 min), printed beside every figure. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/**
 * Starts the reader API in production mode with `env` on `port` and resolves once its health
 * check answers (the child is killed if it never does).
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  seconds = 120,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, apiApp.folder, 'src/server.ts')],
    {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_SAMPLE_DATA: 'false',
        ...env,
        API_PORT: String(port),
      },
    },
  );
  const health = `http://127.0.0.1:${port}${apiApp.basePath}/health`;
  for (let i = 0; i < seconds * 2; i += 1) {
    if (child.exitCode !== null) throw new Error(`${health}: the API exited (${child.exitCode}).`);
    try {
      if ((await fetch(health)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${health} did not answer within ${seconds} s.`);
}
