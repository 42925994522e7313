import { createTestApp, registration, uniqueEmail, type TestApp } from '../testing/testApp.ts';

const JSON_ONLY = 'Please send the request as JSON (Content-Type: application/json).';

describe('HTTP hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        bodyLimitBytes: 2048,
        corsOrigins: ['http://localhost:3000', 'http://admin.localhost:3000'],
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const raw = (payload: string | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reader/web-register', payload, headers });

  it('GET /health is ok once migrations ran', async () => {
    const response = await t.get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'first_name=Ada'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('refuses %s bodies with 415', async (type, payload) => {
    const response = await raw(payload, { 'content-type': type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: JSON_ONLY });
  });

  it('refuses a body without a content type with 415', async () => {
    const response = await raw(JSON.stringify(registration(uniqueEmail())), {});
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: JSON_ONLY });
  });

  it('accepts application/json with a charset', async () => {
    const response = await raw(JSON.stringify(registration(uniqueEmail())), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await raw(JSON.stringify({ first_name: 'x'.repeat(4000) }), {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'That request is too large. Please shorten what you typed and try again.',
    });
  });

  it('refuses malformed JSON and prototype poisoning with 400', async () => {
    for (const payload of [
      '{"first_name":',
      '{"__proto__":{"premium":true}}',
      '{"constructor":{"prototype":{}}}',
    ]) {
      const response = await raw(payload, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    }
  });

  it('treats an empty JSON body as a missing form', async () => {
    const response = await raw('', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please send the form fields as a JSON object.' });
  });

  it('answers unknown routes and methods with 404 {error}', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api/v1/reader/login'],
      ['DELETE', '/api/v1/reader/me'],
      ['GET', '/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('allows CORS only for the configured site origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/reader/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    for (const origin of ['http://localhost:3000', 'http://admin.localhost:3000']) {
      const allowed = await preflight(origin);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    }
    const refused = await preflight('http://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const fromSite = await t.get('/health', { headers: { origin: 'http://localhost:3000' } });
    expect(fromSite.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(fromSite.headers['access-control-expose-headers']).toBe(
      'Retry-After, Content-Disposition',
    );

    const simple = await t.get('/health', { headers: { origin: 'http://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends helmet’s security headers', async () => {
    const response = await t.get('/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers a request whose database connection dropped with 503 and Retry-After', async () => {
    const subscriptions = t.app.services.subscriptions;
    const subscribe = subscriptions.subscribe.bind(subscriptions);
    // What Drizzle throws when PostgreSQL terminates the connection mid-statement.
    subscriptions.subscribe = async () => {
      throw new Error('Failed query: insert into …', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      });
    };
    try {
      const response = await t.post('/newsletter', { email: uniqueEmail('dropped') });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        error: 'Something went wrong on our side. Please try again in a moment.',
      });
    } finally {
      subscriptions.subscribe = subscribe;
    }
  });

  it('hides internal errors behind a generic 500 {error}', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.post('/reader/web-register', registration(uniqueEmail()));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again in a moment.',
    });
    const health = await broken.get('/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'database unavailable',
      error: 'The database is not reachable right now.',
    });
    expect(health.headers['retry-after']).toBeDefined();
    await broken.app.close();
  });
});

describe('rate limiting', () => {
  it('limits requests per client IP with 429 {error}', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 3, rateLimitWindowMs: 60_000 } });
    try {
      const hit = (ip: string) => t.get('/health', { remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expect((await hit('10.9.9.9')).statusCode).toBe(200);
      const limited = await hit('10.9.9.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(
        /^Too many requests\. Please wait \d+ seconds and try again\.$/,
      );
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await hit('10.9.9.10')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const hit = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.get('/health', { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('with a hop count, rotating the left-most X-Forwarded-For does not escape the rate limit', async () => {
    const t = await createTestApp({ config: { trustProxy: 1, rateLimitMax: 3 } });
    try {
      // The proxy appends the real client (203.0.113.7); the client forged the rest.
      for (let i = 0; i < 3; i += 1)
        expect((await hit(t, `198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(200);
      expect((await hit(t, '198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      // Another real client behind the same proxy is not affected.
      expect((await hit(t, '198.51.100.1, 203.0.113.8')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with proxy addresses, only hops from those proxies are believed', async () => {
    const t = await createTestApp({ config: { trustProxy: ['127.0.0.1'], rateLimitMax: 2 } });
    try {
      for (let i = 0; i < 2; i += 1)
        expect((await hit(t, `198.51.100.${i}, 203.0.113.9`)).statusCode).toBe(200);
      expect((await hit(t, '198.51.100.50, 203.0.113.9')).statusCode).toBe(429);
      // A request not from the proxy is keyed by its own address, whatever it claims.
      for (let i = 0; i < 2; i += 1)
        expect((await hit(t, `203.0.113.${100 + i}`, '192.0.2.50')).statusCode).toBe(200);
      expect((await hit(t, '203.0.113.200', '192.0.2.50')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('throttles logins per real client IP behind the proxy', async () => {
    const t = await createTestApp({
      config: { trustProxy: 1, loginMaxFailuresPerIp: 3, loginMaxFailuresPerEmail: 100 },
    });
    try {
      const login = (forged: string) =>
        t.post(
          '/reader/login',
          { email: 'nobody@example.com', password: 'whatever pw' },
          { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${forged}, 203.0.113.5` } },
        );
      for (let i = 0; i < 3; i += 1) expect((await login(`198.51.100.${i}`)).statusCode).toBe(401);
      expect((await login('198.51.100.77')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
