/**
 * Server limits with real sockets and real time (short limits so the test is quick): a
 * trickling body, unfinished headers and a silent socket are each cut; the connection limit
 * holds; the server keeps answering throughout.
 */
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp, testConfig, type TestApp } from '../../testing/testApp.ts';

const LIMITS = {
  requestTimeoutMs: 1500,
  headersTimeoutMs: 1000,
  keepAliveTimeoutMs: 500,
  idleSocketTimeoutMs: 1000,
  maxConnections: 6,
  // The total limit is checked alone here; the per-address cap has its own test below.
  maxConnectionsPerIp: 0,
};

describe('HTTP server limits (real sockets)', () => {
  let t: TestApp;
  let port: number;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ config: { http: LIMITS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', () => undefined);
      socket.once('error', reject);
      sockets.push(socket);
    });
  /** Milliseconds until the server ends the socket, and what it sent. */
  const closedAfter = (socket: net.Socket, started: number) =>
    new Promise<{ ms: number; received: string }>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.once('close', () => resolve({ ms: Date.now() - started, received }));
    });
  const health = async (app: FastifyInstance) => {
    const address = app.server.address();
    const p = typeof address === 'object' && address ? address.port : 0;
    return (await fetch(`http://127.0.0.1:${p}/api/v1/health`)).status;
  };

  it('cuts a request whose body trickles in slower than the request timeout', async () => {
    const socket = await connect();
    const started = Date.now();
    const closed = closedAfter(socket, started);
    socket.write(
      'POST /api/v1/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // One byte every 200 ms: never idle, never finished.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 200);
    const { ms, received } = await closed;
    clearInterval(trickle);
    expect(ms).toBeLessThan(LIMITS.requestTimeoutMs + 2500);
    // Node answers 408 Request Timeout before closing, or just closes.
    if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(await health(t.app)).toBe(200);
  });

  it('cuts a request whose headers never finish', async () => {
    const socket = await connect();
    const started = Date.now();
    const closed = closedAfter(socket, started);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Slow: a\r\n');
    }, 200);
    const { ms } = await closed;
    clearInterval(trickle);
    expect(ms).toBeLessThan(LIMITS.headersTimeoutMs + 2500);
  });

  it('closes a socket that sends nothing', async () => {
    const socket = await connect();
    const { ms } = await closedAfter(socket, Date.now());
    expect(ms).toBeLessThan(LIMITS.idleSocketTimeoutMs + 2500);
  });

  it(`accepts at most ${LIMITS.maxConnections} connections at once, and answers again once idle ones are cut`, async () => {
    const idle = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => connect()));
    const extra = await connect();
    // The server drops a connection over the limit at once.
    const { ms } = await closedAfter(extra, Date.now());
    expect(ms).toBeLessThan(1000);
    await Promise.all(idle.map((socket) => closedAfter(socket, Date.now())));
    expect(await health(t.app)).toBe(200);
  });

  it('uses the configured limits by default (all within 60 s)', () => {
    const { http } = testConfig();
    expect(
      Math.max(http.requestTimeoutMs, http.headersTimeoutMs, http.idleSocketTimeoutMs),
    ).toBeLessThan(60_000);
  });
});

describe('per-address connection cap (real sockets)', () => {
  let t: TestApp;
  let port: number;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        http: {
          ...LIMITS,
          idleSocketTimeoutMs: 20_000,
          maxConnections: 40,
          maxConnectionsPerIp: 10,
        },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  /** A silent socket from `localAddress`; resolves once the server has closed it, or after `ms`. */
  const silentSocket = (localAddress: string, ms: number) =>
    new Promise<'closed' | 'open'>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress });
      sockets.push(socket);
      socket.on('error', () => undefined);
      const timer = setTimeout(() => resolve('open'), ms);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve('closed');
      });
    });

  it('one client holding more silent sockets than the server has slots keeps only its share; another client is still served', async () => {
    const held = await Promise.all(
      Array.from({ length: 45 }, () => silentSocket('127.0.0.1', 1_000)),
    );
    expect(held.filter((state) => state === 'open')).toHaveLength(10);
    // Another client (another loopback address) gets its answer.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/v1/health', localAddress: '127.0.0.2' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.setTimeout(3_000, () => request.destroy(new Error('no answer')));
    });
    expect(status).toBe(200);
  });
});
