/**
 * `pnpm start`: builds whatever is missing or stale, then serves everything in production
 * mode — the shell on 3000 (http://localhost:3000 and http://admin.localhost:3000), the remotes
 * on 3001–3003 and the reader API on 4000. The shell serves this process's own runtime config
 * (its ports, or the environment's live config), never a file another instance could rewrite.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { api as apiApp, appNames, apps, remoteNames } from '@thrive/platform';
import { operatorTokenFile, origins, ports, rootDir, siteOrigins } from '@thrive/platform/node';
import { APPS, buildStale } from './build.ts';
import { servedEnvironment } from './release-tools/serving.ts';
import { PortInUseError, serveApp } from './serve.ts';
import { supervise, type Supervisor } from './supervise.ts';

const portVariables = [...appNames.map((name) => apps[name].portEnv), apiApp.portEnv];

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: pnpm start [--rebuild]
  Builds what is missing or stale (--rebuild: everything), then serves the shell, every remote
  and the reader API in production mode; THRIVE_ENV=<name> serves an environment's releases.
  Ports from ${portVariables.join(', ')}.`);
  process.exit(0);
}

buildStale(APPS, process.argv.includes('--rebuild'));

const servers: FastifyInstance[] = [];
try {
  for (const app of APPS) {
    servers.push(await serveApp(app, ports[app], { configFromEnvironment: true }));
  }
} catch (error) {
  await Promise.all(servers.map((s) => s.close()));
  console.error(error instanceof PortInUseError ? error.message : error);
  process.exit(1);
}

/**
 * The token that opens the API's release-health and CSP summaries: the operator's, or one made
 * up for this run and left (owner-only) where `pnpm platform:status` on this machine finds it.
 */
function operatorToken(): string {
  const given = process.env.PLATFORM_OPERATOR_TOKEN?.trim();
  if (given) return given;
  const token = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(operatorTokenFile()), { recursive: true });
  writeFileSync(operatorTokenFile(), `${token}\n`, { mode: 0o600 });
  // This process's page servers open `?debug=release` with the same token (releaseDebug.ts).
  process.env.PLATFORM_OPERATOR_TOKEN = token;
  return token;
}

let api: Supervisor | null = null;
const apiEntry = path.join(rootDir, apiApp.folder, 'src/server.ts');
if (existsSync(apiEntry)) {
  const apiEnvironment = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The shell's server sends the forms posted without JavaScript to the API from this
    // machine, with the reader's address in X-Forwarded-For: believe it from loopback only
    // (browsers cannot send that header cross-origin: the API's CORS does not allow it).
    TRUST_PROXY: process.env.API_TRUST_PROXY ?? 'loopback',
    // A local `pnpm start` on an empty database shows the spec's sample people (admin console).
    SEED_SAMPLE_DATA: process.env.SEED_SAMPLE_DATA ?? 'true',
    [apiApp.portEnv]: String(ports.api),
    PLATFORM_OPERATOR_TOKEN: operatorToken(),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? siteOrigins.join(','),
  };
  // A crashed API is started again (with a backoff and a log line), not left down.
  api = supervise({
    name: 'The reader API',
    start: () =>
      spawn(process.execPath, ['--import', 'tsx', apiEntry], {
        cwd: rootDir,
        stdio: 'inherit',
        env: apiEnvironment,
      }),
  });
}

console.log(`
Thrive is running (production builds${servedEnvironment() ? `; environment ${servedEnvironment()}` : ''}):
  public site   ${origins.publicSite}
  admin console ${origins.adminSite}
  remotes       ${remoteNames.map((name) => origins[name]).join('  ')}
  reader API    ${api ? `${origins.api}${apiApp.basePath}` : '(not present)'}
`);

const stop = async () => {
  await Promise.all([api?.stop(), ...servers.map((s) => s.close())]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
