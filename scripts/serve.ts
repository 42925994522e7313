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
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  appNames,
  apps,
  assertRuntimeConfig,
  localeOfPath,
  RELEASES_PATH,
  selectHost,
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
import { ifNoneMatchHits, LEFT_OUT_OF_304, pageEtag } from './release-tools/conditionalPages.ts';
import { releaseDebugWish } from './release-tools/releaseDebug.ts';
import {
  currentRuntimeConfig,
  pollSharedStore,
  servedEnvironment,
  servesCanary,
} from './release-tools/serving.ts';
import { createComposer, FONTS_FILE, type ShellFonts } from '@thrive/composition/server';
import { registerDataPages } from './serveDataPages.ts';
import { readerLanguage } from './readerLanguage.ts';
import { askForNetworkHints, dataSaverHeaders, PAGE_VARY } from './dataSaverRequest.ts';
import { registerFormSubmissions } from './forms/formSubmissions.ts';
import { registerDataSaverSwitch } from './forms/dataSaverSwitch.ts';
import { registerHiddenTopicsForm } from './forms/hiddenTopicsForm.ts';
import { OFFLINE_PAGE_PATH, WEB_MANIFEST_PATH, WEB_MANIFEST_TYPE } from '@thrive/composition';

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

/** The shell's page composer: its built index.html, fonts and the config the browser reads. */
function shellComposer(root: string, runtimeConfig: () => Promise<RuntimeConfig>) {
  return createComposer({
    indexHtml: () => readFile(path.join(root, 'index.html'), 'utf8'),
    // Named by the shell's own index.html: a built asset, never a path from a request.
    shellStylesheet: (href) => readFile(path.join(root, href), 'utf8'),
    fonts: async () =>
      JSON.parse(await readFile(path.join(root, FONTS_FILE), 'utf8')) as ShellFonts,
    runtimeConfig,
    siteOrigins,
  });
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

export async function createStaticServer(
  app: AppName,
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  const root = options.root ?? distDir(app);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${root} has no build. Run \`pnpm --filter ${apps[app].packageName} build\` first.`,
    );
  }
  const isShell = app === 'shell';
  const liveConfig = Boolean(servedEnvironment() || options.configFromEnvironment);
  // The browser trusts its own origin's config.json: refuse to serve one that breaks the contract.
  const configFile = path.join(root, 'config.json');
  if (isShell && existsSync(configFile)) {
    assertRuntimeConfig(JSON.parse(readFileSync(configFile, 'utf8')), configFile);
  }
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

  const readShellConfig = isShell ? shellConfigReader(root, liveConfig) : null;
  const readScriptHashes = isShell ? shellScriptHashes(root) : null;
  /** The config each shell request was answered with (CSP, /config.json, the page). */
  const requestConfig = new WeakMap<FastifyRequest, RuntimeConfig>();
  server.addHook('onRequest', async (request, reply) => {
    const secure = request.protocol === 'https';
    // Per request: the host decides the CSP, and with THRIVE_ENV a promotion changes the config.
    if (isAssetPath(request.url)) {
      reply.headers(
        assetHeaders({
          secure,
          ...(!isShell && { cors: { requestOrigin: request.headers.origin, siteOrigins } }),
        }),
      );
    } else if (readShellConfig) {
      // While a canary runs, each browser keeps its cohort: the page and config agree on it.
      let cohort: number | undefined;
      if (servesCanary()) {
        const drawn = cohortOf(request.headers.cookie, secure);
        cohort = drawn.cohort;
        if (drawn.setCookie) reply.header('Set-Cookie', drawn.setCookie);
      }
      const config = await readShellConfig(cohort);
      requestConfig.set(request, config);
      const scriptHashes = await readScriptHashes!();
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

  if (isShell && liveConfig) {
    // The environment's live config, read per request: promote and rollback need no restart.
    server.get('/config.json', async (request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(requestConfig.get(request)),
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
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
      },
    });
  }

  if (!isShell) registerDataPages(server, app as RemoteName, root, releases);

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

  if (isShell) {
    // The web app manifest the shell's build wrote (issue 46), with its media type: the public
    // host installs; the admin console has none.
    server.get(WEB_MANIFEST_PATH, async (request, reply) => {
      const host = selectHost((request.headers.host ?? '').replace(/:\d+$/, ''));
      const file = path.join(root, WEB_MANIFEST_PATH.slice(1));
      if (host !== 'public' || !existsSync(file)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .type(WEB_MANIFEST_TYPE)
        .send(await readFile(file, 'utf8'));
    });
  }

  const composer = readShellConfig ? shellComposer(root, readShellConfig) : null;
  // Every deep link is the shell's page, composed with the owning remote's prerendered
  // markup when there is one (@thrive/composition).
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page differs with the data saver: the reader's cookie, else the browser's Save-Data,
    // else the link's speed (the client hints asked for here, issue 48).
    reply.header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY);
    askForNetworkHints(reply);
    const queryAt = request.url.indexOf('?');
    const redirect = readerLanguage(
      request,
      reply,
      queryAt === -1 ? request.url : request.url.slice(0, queryAt),
    );
    if (redirect) return reply.redirect(redirect, 302);
    const startedAt = performance.now();
    const { html, status, prerendered } = await composer!.compose({
      host: request.headers.host ?? 'localhost',
      path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
      search: queryAt === -1 ? '' : request.url.slice(queryAt),
      cookie: request.headers.cookie ?? '',
      ...dataSaverHeaders(request),
      protocol: request.protocol,
      config: requestConfig.get(request),
    });
    const debug = releaseDebugWish(
      request.headers.cookie,
      queryAt === -1 ? '' : request.url.slice(queryAt),
      {
        nodeEnv: process.env.NODE_ENV,
        operatorToken: process.env.PLATFORM_OPERATOR_TOKEN?.trim() || undefined,
        authorization: request.headers.authorization,
      },
    );
    if (debug.setCookie) reply.header('Set-Cookie', debug.setCookie);
    if (debug.on) {
      const config = requestConfig.get(request);
      const owner = prerendered ?? null;
      reply.headers({
        'X-Thrive-Remote': owner ?? 'shell (client-side mount)',
        'X-Thrive-Release': owner ? (config?.remotes[owner].version ?? 'local') : 'none',
        'Server-Timing': `compose;dur=${(performance.now() - startedAt).toFixed(1)}`,
      });
    }
    // The service worker asks whether its kept copy is still this page (conditionalPages.ts).
    const etag = pageEtag(status, html);
    reply.header('ETag', etag);
    if (status === 200 && ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };
  if (isShell) server.get('/', sendPage);
  if (composer) {
    // The offline page the shell's service worker keeps (shell/src/serviceWorker).
    server.get(OFFLINE_PAGE_PATH, async (request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await composer.offlinePage({ config: requestConfig.get(request) })),
    );
  }
  if (composer) {
    // The route tables are fetched while the other servers start, not by the first reader.
    server.addHook('onListen', (done) => {
      void composer.warm();
      done();
    });
  }
  if (composer && readShellConfig) {
    // Public forms complete without JavaScript (scripts/forms): POST to the page's own URL.
    await registerFormSubmissions(server, {
      compose: composer.compose,
      runtimeConfig: async (request) => requestConfig.get(request) ?? readShellConfig(),
      secret: process.env.FORMS_COOKIE_SECRET,
    });
    // The data saver's switch, without JavaScript.
    registerDataSaverSwitch(server);
    // The "Hide topics" form (issue 45), without JavaScript.
    registerHiddenTopicsForm(server);
  }

  /**
   * A path under a remote's own prefix is its page even with a dot (`/writers/chiamaka.obi`),
   * in every offered locale (`/pcm/writers/chiamaka.obi`).
   */
  const claimedByPrefix = (request: FastifyRequest, address: string) => {
    const pathname = localeOfPath(address).path;
    const mounts =
      requestConfig.get(request)?.hosts[
        selectHost((request.headers.host ?? '').replace(/:\d+$/, ''))
      ] ?? [];
    return mounts.some((mount) =>
      mount.paths.some((p) => p !== '/' && pathname.startsWith(`${p}/`)),
    );
  };
  server.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      isShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (!path.extname(pathname) || claimedByPrefix(request, pathname)) &&
      !(request.headers.accept ?? 'text/html').includes('application/json');
    if (wantsPage) return sendPage(request, reply);
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
