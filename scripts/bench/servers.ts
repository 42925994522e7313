/**
 * The bench's own servers, as `pnpm start` runs them (production builds, built first when
 * stale) but on the bench's ports (benchPorts.ts) and with their own config and API data, so a
 * `pnpm start` of the same checkout keeps running untouched: the shell serves the config of
 * this process's environment instead of writing dist/shell/config.json, and the reader API
 * keeps its PGlite database in a temporary folder.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { origins, ports, siteOrigins } from '@thrive/platform/node';
import { APPS, buildStale } from '../build.ts';
import { serveApp } from '../serve.ts';
import { startApiProcess } from './processes.ts';

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} is taken: the bench starts its own servers (set BENCH_PORT_OFFSET to move them).`,
        ),
      ),
    );
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

export interface BenchServers {
  /** The bench API's data folder (its PGlite database, its outbox's .eml files). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBenchServers(): Promise<BenchServers> {
  for (const port of Object.values(ports)) await assertPortFree(port);
  buildStale(APPS);
  const servers: FastifyInstance[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'thrive-bench-'));
  let api: ChildProcess | null = null;
  const stop = async () => {
    api?.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    if (api && api.exitCode === null) await new Promise((r) => api!.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const app of APPS)
      servers.push(await serveApp(app, ports[app], { configFromEnvironment: true }));
    api = await startApiProcess(ports.api, {
      DATA_DIR: dataDir,
      // The sample stories and answers: the stories pages are measured with content.
      SEED_SAMPLE_DATA: 'true',
      CORS_ORIGINS: siteOrigins.join(','),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(
    `Bench servers (production builds): ${origins.publicSite}, ${origins.adminSite}, API ${origins.api}`,
  );
  return { dataDir, stop };
}
