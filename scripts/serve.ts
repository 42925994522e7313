/**
 * The production static server for the shell and each remote (Fastify + @fastify/static):
 * history-API fallback for the shell, immutable caching for hashed assets, no-cache for
 * index.html / manifests / remote entries / config.json, compression, CORS on remote assets
 * for the site origins only, and security headers with a CSP built from the runtime config.
 *
 *   tsx scripts/serve.ts --app auth [--port 3012]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  appNames,
  apps,
  assertRuntimeConfig,
  RELEASES_PATH,
  remoteOrigins,
  type AppName,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import { distDir, ports, siteOrigins } from '@thrive/platform/node';
import { releasesDir } from './platform/releases.ts';
import { currentRuntimeConfig, servedEnvironment } from './platform/serving.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = remoteOrigins(config).join(' ');
  const api = new URL(config.apiBaseUrl).origin;
  return [
    `default-src 'self'`,
    `script-src 'self' ${remotes}`,
    `style-src 'self' ${remotes} 'unsafe-inline'`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    `media-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${api}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export async function createStaticServer(app: AppName): Promise<FastifyInstance> {
  const root = distDir(app);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${root} has no build. Run \`pnpm --filter ${apps[app].packageName} build\` first.`,
    );
  }
  const isShell = app === 'shell';
  // The browser trusts its own origin's config.json: refuse to serve one that breaks the contract.
  const configFile = path.join(root, 'config.json');
  if (isShell && existsSync(configFile)) {
    assertRuntimeConfig(JSON.parse(readFileSync(configFile, 'utf8')), configFile);
  }
  const server = Fastify({ logger: false });
  // Per request: with THRIVE_ENV a promotion changes the config while the server runs.
  const csp = () => (isShell ? contentSecurityPolicy(currentRuntimeConfig()) : null);

  await server.register(fastifyCompress, { global: true, threshold: 1024 });

  server.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const policy = csp();
    if (policy) {
      reply.header('Content-Security-Policy', policy);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    } else {
      // Remote assets are fetched cross-origin by the shell: answer CORS for the site origins only.
      const origin = request.headers.origin;
      reply.header('Vary', 'Origin');
      if (origin && siteOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', origin);
      }
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });

  if (isShell && servedEnvironment()) {
    // The environment's live config, read per request: promote and rollback need no restart.
    server.get('/config.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(currentRuntimeConfig()),
    );
  }
  const releases = isShell ? null : releasesDir(app as RemoteName);
  if (releases && existsSync(releases)) {
    // Immutable releases (`/releases/<id>/…`): a folder's content never changes.
    await server.register(fastifyStatic, {
      root: releases,
      prefix: `${RELEASES_PATH}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
      },
    });
  }

  await server.register(fastifyStatic, {
    root,
    index: isShell ? 'index.html' : false,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });

  server.setNotFoundHandler((request, reply) => {
    const wantsPage =
      isShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.extname(request.url.split('?')[0] ?? '') &&
      !(request.headers.accept ?? 'text/html').includes('application/json');
    if (wantsPage) {
      // History-API fallback: every deep link is the shell's page.
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return server;
}

export async function serveApp(app: AppName, port = ports[app]): Promise<FastifyInstance> {
  const server = await createStaticServer(app);
  await server.listen({ port, host: '0.0.0.0' });
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { app: { type: 'string' }, port: { type: 'string' } },
  });
  const app = values.app as AppName;
  if (!appNames.includes(app)) {
    console.error(`Usage: tsx scripts/serve.ts --app <${appNames.join('|')}> [--port N]`);
    process.exit(2);
  }
  const port = values.port ? Number(values.port) : ports[app];
  const server = await serveApp(app, port);
  console.log(`${app} serving ${distDir(app)} on http://localhost:${port}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
