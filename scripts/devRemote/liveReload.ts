/**
 * `pnpm dev <remote>`'s reload: the dev remote's server keeps an event stream open to every page
 * that loaded the remote (liveReloadRuntimePlugin.ts), and tells them when a rebuild is served.
 * A page reloads itself then, so a save shows without touching the browser. It is a reload,
 * not hot module replacement: the page runs the environment's production React, which has no
 * refresh runtime (a development React beside it would be a second React, STACK-NOTES).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';

/** Where the dev remote's server streams its builds (server-sent events). */
export const LIVE_RELOAD_PATH = '/__thrive-dev/builds';
/** The event a page reloads on. */
export const BUILT_EVENT = 'built';

export interface LiveReloadChannel {
  /** Registers the stream's route on the dev remote's server (before it listens). */
  register: (server: FastifyInstance) => void;
  /** Tells every open page that a new build is being served; returns how many were told. */
  built: () => number;
}

export function liveReloadChannel(): LiveReloadChannel {
  const pages = new Set<ServerResponse>();
  return {
    register(server) {
      server.get(LIVE_RELOAD_PATH, (request, reply) => {
        // The raw stream, past the compression hook (it would hold the events back).
        reply.hijack();
        const origin = request.headers.origin;
        reply.raw.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
          // The page is the shell's origin; this stream is the remote's.
          ...(origin && { 'Access-Control-Allow-Origin': origin }),
        });
        // A comment line: the connection is open (EventSource fires `open`).
        reply.raw.write(': connected\n\n');
        pages.add(reply.raw);
        // The response's close (the request's fires as soon as its empty body is read).
        reply.raw.on('close', () => pages.delete(reply.raw));
      });
      server.addHook('onClose', async () => {
        for (const page of pages) page.end();
        pages.clear();
      });
    },
    built() {
      for (const page of pages) page.write(`event: ${BUILT_EVENT}\ndata: {}\n\n`);
      return pages.size;
    },
  };
}
