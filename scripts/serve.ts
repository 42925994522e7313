/**
 * The production static server for the shell and each remote (Fastify + @fastify/static):
 * history-API fallback for the shell, immutable caching for hashed assets, no-cache for
 * index.html / manifests / remote entries / config.json, compression, CORS on remote assets
 * for the site origins only, and security headers with a CSP built from the runtime config.
 *
 *   tsx scripts/serve.ts --app auth [--port 3012]
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  appNames,
  apps,
  assertRuntimeConfig,
  RELEASES_PATH,
  type AppName,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import { distDir, ports, siteOrigins } from '@thrive/platform/node';
import { releasesDir } from './release-tools/releases.ts';
import {
  assetHeaders,
  inlineScriptHashes,
  isAssetPath,
  isPrivateFilePath,
  remoteHeaders,
  shellHeaders,
} from './release-tools/securityHeaders.ts';
import { cohortOf } from './release-tools/cohort.ts';
import { LEFT_OUT_OF_304 } from './release-tools/conditionalPages.ts';
import {
  currentRuntimeConfig,
  pollSharedStore,
  servedEnvironment,
  servesCanary,
} from './release-tools/serving.ts';
import { registerDataPages } from './serveDataPages.ts';
import { registerShellPages, wantsPage, type ShellRequests } from './shellPages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The runtime config the shell serves, read once per request for its CSP, /config.json and
 * the page's inlined config alike: the environment's live config, else the deployment's
 * config.json (parsed again only when its text changed).
 */
function shellConfigReader(
  root: string,
  liveConfig: boolean,
): (cohort?: number) => Promise<RuntimeConfig> {
  const file = path.join(root, 'config.json');
  let parsed: { text: string; config: RuntimeConfig } | null = null;
  return async (cohort) => {
    if (liveConfig || !existsSync(file)) return currentRuntimeConfig(cohort);
    const text = await readFile(file, 'utf8');
    if (parsed?.text !== text) {
      parsed = { text, config: assertRuntimeConfig(JSON.parse(text), file) };
    }
    return parsed.config;
  };
}

/**
 * The CSP hashes of the inline scripts of the shell's index.html (the early input capture),
 * taken from the file itself, read again only when it changed (a shell redeploy).
 */
function shellScriptHashes(root: string): () => Promise<string[]> {
  const file = path.join(root, 'index.html');
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, hashes: inlineScriptHashes(await readFile(file, 'utf8')) };
    }
    return cached.hashes;
  };
}

export interface StaticServerOptions {
  /**
   * Serve the config of this process's environment (its ports) instead of the build's
   * config.json, which belongs to `pnpm start`: the bench's own servers use this.
   */
  configFromEnvironment?: boolean;
  /** The folder to serve instead of the app's build folder (a deployment's own copy). */
  root?: string;
  /** Routes of the caller's own, registered before the server listens (`pnpm dev`'s reload). */
  extraRoutes?: (server: FastifyInstance) => void;
}

/** The server's root: the app's build (or the deployment's copy), refused without a build. */
function checkedRoot(app: AppName, options: StaticServerOptions): string {
  const root = options.root ?? distDir(app);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${root} has no build. Run \`pnpm --filter ${apps[app].packageName} build\` first.`,
    );
  }
  // The browser trusts its own origin's config.json: refuse to serve one that breaks the contract.
  const configFile = path.join(root, 'config.json');
  if (app === 'shell' && existsSync(configFile)) {
    assertRuntimeConfig(JSON.parse(readFileSync(configFile, 'utf8')), configFile);
  }
  return root;
}

/** Fastify with compression, the proxy trusted (TRUST_PROXY) and 304s left lean. */
async function baseServer(): Promise<FastifyInstance> {
  // TRUST_PROXY (a hop count) lets a TLS-terminating proxy's X-Forwarded-Proto turn on HSTS.
  const hops = Number(process.env.TRUST_PROXY) || 0;
  const server = Fastify({
    logger: false,
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
  });

  await server.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Brotli at quality 6 instead of the library's 4: a composed page of about 100 KB comes
    // out 7% smaller (22.3 → 20.7 KB for `/`, 30 ms less on a 400 kbit/s link before it can
    // paint) for about 0.2 ms more of the server's time; 9 and above cost 16-90 ms.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } },
  });
  // A 304 updates a kept answer, which has these already (conditionalPages.ts).
  server.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 304) for (const name of LEFT_OUT_OF_304) reply.removeHeader(name);
    return payload;
  });
  return server;
}

/**
 * Each request's security headers: per request, since the host decides the CSP and with
 * THRIVE_ENV a promotion changes the config. The private files of a build are never served.
 */
function addSecurityHeaders(server: FastifyInstance, shell: ShellRequests | null): void {
  const isShell = shell !== null;
  server.addHook('onRequest', async (request, reply) => {
    const secure = request.protocol === 'https';
    if (isAssetPath(request.url)) {
      reply.headers(
        assetHeaders({
          secure,
          ...(!isShell && { cors: { requestOrigin: request.headers.origin, siteOrigins } }),
        }),
      );
    } else if (shell) {
      // While a canary runs, each browser keeps its cohort: the page and config agree on it.
      let cohort: number | undefined;
      if (servesCanary()) {
        const drawn = cohortOf(request.headers.cookie, secure);
        cohort = drawn.cohort;
        if (drawn.setCookie) reply.header('Set-Cookie', drawn.setCookie);
      }
      const config = await shell.readShellConfig(cohort);
      shell.requestConfig.set(request, config);
      const scriptHashes = await shell.readScriptHashes();
      reply.headers(
        shellHeaders({ config, hostHeader: request.headers.host, secure, scriptHashes }),
      );
    } else {
      reply.headers(
        remoteHeaders({
          requestOrigin: request.headers.origin,
          siteOrigins,
          secure,
          apiOrigin: new URL(currentRuntimeConfig().apiBaseUrl).origin,
        }),
      );
    }
    // A remote's server-render bundle runs here and source maps stay with the build: neither is
    // a public file, however the path is encoded (issue 40, L2).
    if (isPrivateFilePath(request.url)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });
}

/** A remote's immutable releases and data pages, then the build's own files. */
async function registerFiles(server: FastifyInstance, app: AppName, root: string): Promise<void> {
  const releases = app === 'shell' ? null : releasesDir(app as RemoteName);
  if (releases && existsSync(releases)) {
    // Immutable releases (`/releases/<id>/…`): a folder's content never changes.
    await server.register(fastifyStatic, {
      root: releases,
      prefix: `${RELEASES_PATH}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
      },
    });
  }

  if (app !== 'shell') registerDataPages(server, app as RemoteName, root, releases);

  await server.register(fastifyStatic, {
    root,
    // The shell's pages (including "/") are composed per request, never sent as the file.
    index: false,
    // Scripts and styles as the build compressed them (brotli, highest quality: `x.js.br`).
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
}

export async function createStaticServer(
  app: AppName,
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  const root = checkedRoot(app, options);
  const liveConfig = Boolean(servedEnvironment() || options.configFromEnvironment);
  const server = await baseServer();
  const shell: ShellRequests | null =
    app === 'shell'
      ? {
          readShellConfig: shellConfigReader(root, liveConfig),
          readScriptHashes: shellScriptHashes(root),
          requestConfig: new WeakMap(),
        }
      : null;
  addSecurityHeaders(server, shell);

  if (shell && liveConfig) {
    // The environment's live config, read per request: promote and rollback need no restart.
    server.get('/config.json', async (request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(shell.requestConfig.get(request)),
    );
  }
  await registerFiles(server, app, root);
  const sendPage = shell ? await registerShellPages(server, root, shell) : null;

  server.setNotFoundHandler(async (request, reply) => {
    if (sendPage && wantsPage(request, shell!)) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  options.extraRoutes?.(server);

  return server;
}

/** A port another process holds: says which variable moves this app elsewhere. */
export class PortInUseError extends Error {
  constructor(app: AppName, port: number) {
    super(
      `Port ${port} is already in use, so the ${app} server cannot start. Stop what holds it, or choose another port: ${apps[app].portEnv}=<port> (e.g. ${apps[app].portEnv}=${port + 100}).`,
    );
    this.name = 'PortInUseError';
  }
}

export async function serveApp(
  app: AppName,
  port = ports[app],
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  // With a shared platform store, the live revision is read before the first request.
  await pollSharedStore();
  const server = await createStaticServer(app, options);
  try {
    await server.listen({ port, host: '0.0.0.0' });
  } catch (error) {
    await server.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(app, port);
    throw error;
  }
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
  void serveApp(app, port).then((server) => {
    console.log(`${app} serving ${distDir(app)} on http://localhost:${port}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
