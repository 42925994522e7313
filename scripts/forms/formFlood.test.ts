/**
 * Issue 40, H1: one unauthenticated form post froze every public page for ~12 s (a quadratic
 * e-mail check on a 124 KB body). Through a real listening server with real parallel requests:
 * the post is refused and pages are served beside it; each client's posts are counted by its
 * IPv6 /64 (M4). The timing itself is `pnpm bench -- --only=form-flood`.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultRuntimeConfig, type FormDescriptor } from '@thrive/platform';
import { FORM_BODY_LIMIT, registerFormSubmissions } from './formSubmissions';

const NEWSLETTER: FormDescriptor = {
  id: 'newsletter',
  path: '/',
  endpoint: '/newsletter',
  fallbackError: 'An error has occured',
  success: { redirect: '/newsletter/subscribed' },
  fields: [
    {
      name: 'email',
      rules: [
        { rule: 'required', message: 'Please enter your email address.' },
        { rule: 'email', message: 'Please enter a valid email address.' },
      ],
    },
  ],
};
const PAGE = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body><div id="root">${body}</div></body></html>`;
const NEWSLETTER_MARKUP = `<form method="post" data-thrive-form="newsletter"><input type="hidden" name="_form" value="newsletter">
  <input name="email" type="email"><p data-field-errors="email"></p><div data-form-errors=""></div></form>`;

let server: FastifyInstance;
let site: string;
let apiCalls: number;

async function startServer(postsPerMinute?: number) {
  apiCalls = 0;
  server = Fastify();
  server.get('/about', async (_request, reply) =>
    reply.type('text/html').send(PAGE('<h1>About Thrive</h1>')),
  );
  await registerFormSubmissions(server, {
    compose: async () => ({ html: PAGE(NEWSLETTER_MARKUP) }),
    runtimeConfig: async () => defaultRuntimeConfig(),
    formsOfPage: async (_config, path) => (path === '/' ? [NEWSLETTER] : []),
    secret: 'test secret',
    ...(postsPerMinute && { postsPerMinute }),
    fetch: (async () => {
      apiCalls += 1;
      return new Response('{}', { status: 201 });
    }) as typeof fetch,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  site = `http://localhost:${(server.server.address() as AddressInfo).port}`;
}

afterEach(() => server.close());

const postForm = (body: string) =>
  fetch(`${site}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site,
      'Sec-Fetch-Site': 'same-origin',
    },
    body,
    redirect: 'manual',
  });
const getPage = async () => {
  const response = await fetch(`${site}/about`);
  return { status: response.status, html: await response.text() };
};

describe('a form flood (issue 40, H1)', () => {
  it("refuses the audit's 124 KB post while pages requested at the same time are served", async () => {
    await startServer();
    const attack = `_form=newsletter&email=a@${'a.'.repeat(62_000)}@`;
    const [post, ...pages] = await Promise.all([postForm(attack), getPage(), getPage(), getPage()]);
    expect(post.status).toBe(413);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>About Thrive</h1>');
    }
    expect(apiCalls).toBe(0);
  });

  it('answers the longest accepted body of that shape with the e-mail message, pages served beside it', async () => {
    await startServer();
    const prefix = '_form=newsletter&email=a@';
    const attack = `${prefix}${'a.'.repeat((FORM_BODY_LIMIT - prefix.length - 1) / 2)}@`;
    expect(attack.length).toBeLessThanOrEqual(FORM_BODY_LIMIT);
    const [post, page] = await Promise.all([postForm(attack), getPage()]);
    expect(post.status).toBe(422);
    expect(await post.text()).toContain('Please enter a valid email address.');
    expect(page.status).toBe(200);
    expect(apiCalls).toBe(0);
  });
});

describe('form posts per client (issue 40, H1 and M4)', () => {
  const postFrom = (remoteAddress: string) =>
    server.inject({
      method: 'POST',
      url: '/',
      remoteAddress,
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
      payload: '_form=newsletter&email=ada%40example.com',
    });

  it('counts two IPv6 addresses of one /64 as one client, with a 429 page and Retry-After', async () => {
    await startServer(2);
    expect((await postFrom('2001:db8:7:1::a')).statusCode).toBe(303);
    expect((await postFrom('2001:db8:7:1::b')).statusCode).toBe(303);
    const refused = await postFrom('2001:db8:7:1:ffff::c');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('You have sent many forms in a short time.');
    expect(apiCalls).toBe(2);
  });

  it('counts another /64, and another IPv4 address, apart', async () => {
    await startServer(2);
    expect((await postFrom('2001:db8:7:1::a')).statusCode).toBe(303);
    expect((await postFrom('2001:db8:7:1::b')).statusCode).toBe(303);
    expect((await postFrom('2001:db8:7:2::a')).statusCode).toBe(303);
    expect((await postFrom('203.0.113.7')).statusCode).toBe(303);
    expect((await postFrom('::ffff:203.0.113.8')).statusCode).toBe(303);
  });
});
