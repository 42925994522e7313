/**
 * A remote's pages whose content changes at run time, rendered per request by the build's or
 * release's own render entry (@thrive/composition, RENDER_PATH) with this environment's API.
 *
 * A renderer takes seconds to load and run its page code the first time on a busy machine,
 * longer than the shell's server waits (it then sends the page's frame). So the renderers of
 * what is served are loaded and warmed before a reader asks: the build's at start, and with
 * THRIVE_ENV the releases the live revision names, at start and as soon as a promote, a canary
 * or a rollback names another (checked every second, one file test).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { knownTopicKeys, RELEASES_PATH, type RemoteName } from '@thrive/platform';
import { dataPageAnswerer, RENDER_PATH } from '@thrive/composition/server';
import { currentRuntimeConfig, servedReleases } from './release-tools/serving.ts';

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
const hasControlCharacters = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });

/** How often the served releases are checked for one to warm. */
export const WARM_CHECK_MS = 1000;

export function registerDataPages(
  server: FastifyInstance,
  remote: RemoteName,
  root: string,
  releases: string | null,
) {
  const answerers = new Map<string, ReturnType<typeof dataPageAnswerer>>();
  /** The folder's answerer, made (so loaded and warming) the first time: null if none. */
  const answererOf = (dir: string) => {
    // Only folders that exist are remembered (a release published later is found then).
    if (!answerers.has(dir) && existsSync(dir)) answerers.set(dir, dataPageAnswerer(dir));
    return answerers.get(dir) ?? null;
  };
  const answer = async (dir: string, request: FastifyRequest, reply: FastifyReply) => {
    const { path: pagePath, hide } = request.query as { path?: unknown; hide?: unknown };
    // A path with control characters is no page (and would forge log lines): refused.
    if (typeof pagePath === 'string' && hasControlCharacters(pagePath)) {
      return reply.code(400).type('text/plain').send('Bad request');
    }
    const answerer = answererOf(dir);
    if (!answerer || typeof pagePath !== 'string' || !pagePath.startsWith('/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const { status, etag, body, retryAfter } = await answerer({
      path: pagePath.slice(0, 512),
      apiBaseUrl: currentRuntimeConfig().apiBaseUrl,
      ifNoneMatch: request.headers['if-none-match'],
      // The topics the reader hides (issue 45): unknown ones are ignored.
      hiddenTopics: typeof hide === 'string' ? knownTopicKeys(hide.slice(0, 1024).split('.')) : [],
    });
    reply.code(status).header('Cache-Control', 'no-cache');
    if (etag) reply.header('ETag', etag);
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    return body === undefined ? reply.send() : reply.type('application/json').send(body);
  };

  answererOf(root);
  server.get(`/${RENDER_PATH}`, (request, reply) => answer(root, request, reply));
  if (!releases) return;
  server.get(`${RELEASES_PATH}/:id/${RENDER_PATH}`, (request, reply) => {
    const { id } = request.params as { id: string };
    // Only the releases the live revision names are loaded (issue 40, L9): any other folder
    // (an old release, one published but never promoted) is not run for a request.
    if (!/^[\w-]+$/.test(id) || !servedReleases(remote).includes(id)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return answer(path.join(releases, id), request, reply);
  });

  const warmServed = () => {
    try {
      for (const id of servedReleases(remote)) answererOf(path.join(releases, id));
    } catch (error) {
      server.log.warn(`Warming ${remote}'s served data page renderers failed: ${String(error)}`);
    }
  };
  warmServed();
  const timer = setInterval(warmServed, WARM_CHECK_MS).unref();
  server.addHook('onClose', async () => clearInterval(timer));
}
