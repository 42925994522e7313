/**
 * HTTP server limits: a request must arrive whole within REQUEST_TIMEOUT_SECONDS (headers within
 * HEADERS_TIMEOUT_SECONDS), a socket that says nothing for IDLE_SOCKET_TIMEOUT_SECONDS is closed,
 * keep-alive sockets are closed after KEEP_ALIVE_TIMEOUT_SECONDS, and at most MAX_CONNECTIONS
 * sockets are open at once. So a stalled or trickling request (slowloris) is cut well within
 * 60 s and idle sockets cannot pile up.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Config } from '../config.ts';

/** Fastify options (they are passed on to `http.createServer`). */
export function serverLimitOptions(config: Pick<Config, 'http'>): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  const { http } = config;
  return {
    connectionTimeout: http.idleSocketTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      keepAliveTimeout: http.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above (its default, 30 s, would add up to 30 s).
      connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs),
    },
  };
}

export function applyConnectionLimit(server: Server, config: Pick<Config, 'http'>): void {
  server.maxConnections = config.http.maxConnections;
}

/**
 * Fastify's `trustProxy` for the configured proxies: a hop count becomes "trust the nearest n
 * hops" (the client is the address n entries from the right of X-Forwarded-For).
 */
export function trustProxyOption(
  trustProxy: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}
