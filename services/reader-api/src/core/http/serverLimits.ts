/**
 * HTTP server limits: a request must arrive whole within REQUEST_TIMEOUT_SECONDS (headers within
 * HEADERS_TIMEOUT_SECONDS), a socket that says nothing for IDLE_SOCKET_TIMEOUT_SECONDS is closed,
 * keep-alive sockets are closed after KEEP_ALIVE_TIMEOUT_SECONDS, and at most MAX_CONNECTIONS
 * sockets are open at once. So a stalled or trickling request (slowloris) is cut well within
 * 60 s and idle sockets cannot pile up.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

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

/**
 * At most MAX_CONNECTIONS sockets in all, and at most MAX_CONNECTIONS_PER_IP from one peer
 * address: one client holding hundreds of silent sockets cannot take the slots of everyone else
 * (its extra sockets are closed at once). Behind a proxy (TRUST_PROXY set) every socket comes
 * from the proxy, so the per-address cap is left to it.
 */
export function applyConnectionLimit(
  server: Server,
  config: Pick<Config, 'http' | 'trustProxy'>,
): void {
  server.maxConnections = config.http.maxConnections;
  const perIp = config.http.maxConnectionsPerIp;
  if (perIp <= 0 || config.trustProxy !== false) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // Per client: an IPv4 address, an IPv6 /64 (issue 40, M4).
    const peer = clientAddressKey(socket.remoteAddress);
    const count = (open.get(peer) ?? 0) + 1;
    if (count > perIp) {
      socket.destroy();
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left <= 0) open.delete(peer);
      else open.set(peer, left);
    });
  });
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
