/**
 * The shell's pages on its static server (serve.ts): every deep link is the shell's page,
 * composed per request with the owning remote's prerendered markup when there is one
 * (@thrive/composition); the web app manifest, the offline page the service worker keeps, and
 * the public forms that complete without JavaScript (scripts/forms).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, selectHost, type RuntimeConfig } from '@thrive/platform';
import { siteOrigins } from '@thrive/platform/node';
import { createComposer, FONTS_FILE, type ShellFonts } from '@thrive/composition/server';
import { OFFLINE_PAGE_PATH, WEB_MANIFEST_PATH, WEB_MANIFEST_TYPE } from '@thrive/composition';
import { ifNoneMatchHits, pageEtag } from './release-tools/conditionalPages.ts';
import { releaseDebugWish } from './release-tools/releaseDebug.ts';
import { readerLanguage } from './readerLanguage.ts';
import { askForNetworkHints, dataSaverHeaders, PAGE_VARY } from './dataSaverRequest.ts';
import { registerFormSubmissions } from './forms/formSubmissions.ts';
import { registerDataSaverSwitch } from './forms/dataSaverSwitch.ts';
import { registerHiddenTopicsForm } from './forms/hiddenTopicsForm.ts';

/** What a shell request is answered with: its runtime config, read once for CSP and page. */
export interface ShellRequests {
  readShellConfig: (cohort?: number) => Promise<RuntimeConfig>;
  readScriptHashes: () => Promise<string[]>;
  /** The config each shell request was answered with (CSP, /config.json, the page). */
  requestConfig: WeakMap<FastifyRequest, RuntimeConfig>;
}

type Composer = ReturnType<typeof createComposer>;
type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const hostKind = (request: FastifyRequest) =>
  selectHost((request.headers.host ?? '').replace(/:\d+$/, ''));

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

/**
 * A composed page: in the reader's language (or a redirect to it), for their data saver
 * choice, with the release debug headers when asked for, and a 304 for the service worker's
 * kept copy when it is still this page (conditionalPages.ts).
 */
function pageSender(composer: Composer, shell: ShellRequests): SendPage {
  return async (request, reply) => {
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
    const { html, status, prerendered } = await composer.compose({
      host: request.headers.host ?? 'localhost',
      path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
      search: queryAt === -1 ? '' : request.url.slice(queryAt),
      cookie: request.headers.cookie ?? '',
      ...dataSaverHeaders(request),
      protocol: request.protocol,
      config: shell.requestConfig.get(request),
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
      const config = shell.requestConfig.get(request);
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
}

/** The shell's routes; answers how a page is sent (serve.ts's not-found handler sends deep links). */
export async function registerShellPages(
  server: FastifyInstance,
  root: string,
  shell: ShellRequests,
): Promise<SendPage> {
  // The web app manifest the shell's build wrote (issue 46), with its media type: the public
  // host installs; the admin console has none.
  server.get(WEB_MANIFEST_PATH, async (request, reply) => {
    const file = path.join(root, WEB_MANIFEST_PATH.slice(1));
    if (hostKind(request) !== 'public' || !existsSync(file)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type(WEB_MANIFEST_TYPE)
      .send(await readFile(file, 'utf8'));
  });

  const composer = shellComposer(root, shell.readShellConfig);
  const sendPage = pageSender(composer, shell);
  server.get('/', sendPage);
  // The offline page the shell's service worker keeps (shell/src/serviceWorker).
  server.get(OFFLINE_PAGE_PATH, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await composer.offlinePage({ config: shell.requestConfig.get(request) })),
  );
  // The route tables are fetched while the other servers start, not by the first reader.
  server.addHook('onListen', (done) => {
    void composer.warm();
    done();
  });
  // Public forms complete without JavaScript (scripts/forms): POST to the page's own URL.
  await registerFormSubmissions(server, {
    compose: composer.compose,
    runtimeConfig: async (request) => shell.requestConfig.get(request) ?? shell.readShellConfig(),
    secret: process.env.FORMS_COOKIE_SECRET,
  });
  // The data saver's switch, without JavaScript.
  registerDataSaverSwitch(server);
  // The "Hide topics" form (issue 45), without JavaScript.
  registerHiddenTopicsForm(server);
  return sendPage;
}

/**
 * A path under a remote's own prefix is its page even with a dot (`/writers/chiamaka.obi`),
 * in every offered locale (`/pcm/writers/chiamaka.obi`).
 */
function claimedByPrefix(request: FastifyRequest, address: string, shell: ShellRequests) {
  const pathname = localeOfPath(address).path;
  const mounts = shell.requestConfig.get(request)?.hosts[hostKind(request)] ?? [];
  return mounts.some((mount) => mount.paths.some((p) => p !== '/' && pathname.startsWith(`${p}/`)));
}

/** Whether a request no file answers is a deep link to a page (else a plain 404). */
export function wantsPage(request: FastifyRequest, shell: ShellRequests): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (!path.extname(pathname) || claimedByPrefix(request, pathname, shell)) &&
    !(request.headers.accept ?? 'text/html').includes('application/json')
  );
}
