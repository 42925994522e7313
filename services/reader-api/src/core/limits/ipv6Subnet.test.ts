/**
 * Issue 40, M4: every per-address limit counts a client by its IPv6 /64 (its IPv4 address;
 * an IPv4-mapped IPv6 address as IPv4), through HTTP: two addresses of one /64 share a limit,
 * two of different /64s do not. The generic per-request limit stands for every route limit
 * (question queue, telemetry, CSP reports), which share its key.
 */
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { applyConnectionLimit } from '../http/serverLimits.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../testing/testApp.ts';
import { loadConfig } from '../config.ts';

const ONE_NETWORK = ['2001:db8:40:1::1', '2001:db8:40:1::2', '2001:db8:40:1:ffff:ffff:ffff:fffe'];
const OTHER_NETWORK = '2001:db8:40:2::1';

describe('the generic per-request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 2, rateLimitWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const health = (remoteAddress: string) => t.get('/health', { remoteAddress });

  it('is shared by two addresses of one /64 and not by another /64', async () => {
    expect((await health(ONE_NETWORK[0]!)).statusCode).toBe(200);
    expect((await health(ONE_NETWORK[1]!)).statusCode).toBe(200);
    expect((await health(ONE_NETWORK[2]!)).statusCode).toBe(429);
    expect((await health(OTHER_NETWORK)).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect((await health('198.51.100.4')).statusCode).toBe(200);
    expect((await health('::ffff:198.51.100.4')).statusCode).toBe(200);
    expect((await health('::ffff:198.51.100.4')).statusCode).toBe(429);
    expect((await health('198.51.100.5')).statusCode).toBe(200);
  });
});

describe('failed sign-ins per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { loginFailuresPerIpBeforeChallenge: 2, loginMaxFailuresPerIp: 2 },
    });
  });
  afterAll(() => t.close());

  const login = (remoteAddress: string) =>
    t.post(
      '/reader/login',
      { email: uniqueEmail(), password: 'not the password' },
      { remoteAddress },
    );

  it('are counted for the /64: a third address of it is held back, another /64 is not', async () => {
    expect((await login(ONE_NETWORK[0]!)).statusCode).toBe(401);
    expect((await login(ONE_NETWORK[1]!)).statusCode).toBe(401);
    expect((await login(ONE_NETWORK[2]!)).statusCode).not.toBe(401);
    expect((await login(OTHER_NETWORK)).statusCode).toBe(401);
  });
});

describe('form e-mails per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (remoteAddress: string) =>
    t.post('/newsletter', { email: uniqueEmail('subscriber') }, { remoteAddress });

  it('ask one /64 for a proof of work once its quiet allowance is used, not another', async () => {
    // The quiet allowance, used from many addresses of one /64.
    for (let i = 0; i < 20; i += 1) {
      const answer = await subscribe(`2001:db8:41:1::${(i + 1).toString(16)}`);
      expect(answer.statusCode).toBeLessThan(300);
    }
    expect((await subscribe('2001:db8:41:1:1:2:3:4')).statusCode).toBe(429);
    expect((await subscribe('2001:db8:41:2::1')).statusCode).toBeLessThan(300);
  });
});

describe('open connections per client', () => {
  class FakeSocket extends EventEmitter {
    destroyed = false;
    constructor(readonly remoteAddress: string) {
      super();
    }
    destroy() {
      this.destroyed = true;
    }
  }

  it('are counted for the /64', () => {
    const server = new EventEmitter() as unknown as Server;
    const config = loadConfig({});
    applyConnectionLimit(server, {
      trustProxy: false,
      http: { ...config.http, maxConnectionsPerIp: 2 },
    });
    const open = (address: string) => {
      const socket = new FakeSocket(address);
      server.emit('connection', socket as unknown as Socket);
      return socket;
    };
    expect(open(ONE_NETWORK[0]!).destroyed).toBe(false);
    expect(open(ONE_NETWORK[1]!).destroyed).toBe(false);
    expect(open(ONE_NETWORK[2]!).destroyed).toBe(true);
    expect(open(OTHER_NETWORK).destroyed).toBe(false);
  });
});
