import Fastify from 'fastify';
import { readerLanguage } from './readerLanguage.ts';

const saved = process.env.THRIVE_LOCALES;
beforeAll(() => (process.env.THRIVE_LOCALES = 'pcm'));
afterAll(() => {
  if (saved === undefined) delete process.env.THRIVE_LOCALES;
  else process.env.THRIVE_LOCALES = saved;
});

/** A page server with only the language step: 'page' when the page would be served. */
const server = Fastify();
server.get('/*', async (request, reply) => {
  const redirect = readerLanguage(request, reply, request.url.split('?')[0]!);
  return redirect ? reply.redirect(redirect, 302) : 'page';
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

it('sends a first visit to / in the language the browser prefers, keeping the query', async () => {
  const pcm = await get('/?utm=x', { 'accept-language': 'pcm-NG,en;q=0.5' });
  expect([pcm.statusCode, pcm.headers.location]).toEqual([302, '/pcm/?utm=x']);
  const english = await get('/', { 'accept-language': 'en-GB,pcm;q=0.5' });
  expect([english.statusCode, english.body]).toEqual([200, 'page']);
  expect(english.headers['set-cookie']).toBeUndefined();
});

it('honours Accept-Language on / only, and not once a language was chosen', async () => {
  const about = await get('/about', { 'accept-language': 'pcm' });
  expect(about.statusCode).toBe(200);
  const chose = await get('/', { 'accept-language': 'pcm', cookie: 'thrive-locale=en' });
  expect(chose.statusCode).toBe(200);
});

it('sends a reader arriving at / from elsewhere to the language they chose', async () => {
  const back = await get('/', { cookie: 'thrive-locale=pcm' });
  expect([back.statusCode, back.headers.location]).toEqual([302, '/pcm/']);
  const viaSearch = await get('/', {
    cookie: 'thrive-locale=pcm',
    referer: 'https://www.google.com/',
  });
  expect(viaSearch.statusCode).toBe(302);
});

it('serves / in English to a reader who followed an English link on the site', async () => {
  const switched = await get('/', {
    cookie: 'thrive-locale=pcm',
    referer: 'http://localhost:3000/pcm/about',
  });
  expect([switched.statusCode, switched.body]).toEqual([200, 'page']);
  expect(switched.headers['set-cookie']).toMatch(/^thrive-locale=en; Path=\/; Max-Age=31536000/);
});

it('remembers the language of each page served in another than the one kept', async () => {
  const pidgin = await get('/pcm/signup');
  expect(pidgin.headers['set-cookie']).toMatch(/^thrive-locale=pcm;.*SameSite=Lax/);
  const again = await get('/pcm/signup', { cookie: 'thrive-locale=pcm' });
  expect(again.headers['set-cookie']).toBeUndefined();
  const english = await get('/login', { cookie: 'thrive-locale=pcm' });
  expect(english.headers['set-cookie']).toMatch(/^thrive-locale=en;/);
});

it('never takes the language of a page the service worker copies in the background', async () => {
  const copied = await get('/pcm/grounding', {
    cookie: 'thrive-locale=en',
    'sec-fetch-mode': 'same-origin',
    'sec-fetch-dest': 'empty',
  });
  expect([copied.statusCode, copied.headers['set-cookie']]).toEqual([200, undefined]);
  const opened = await get('/pcm/grounding', {
    cookie: 'thrive-locale=en',
    'sec-fetch-mode': 'navigate',
  });
  expect(opened.headers['set-cookie']).toMatch(/^thrive-locale=pcm;/);
});

it('leaves the admin host alone', async () => {
  const admin = await get('/', { host: 'admin.localhost:3000', 'accept-language': 'pcm' });
  expect([admin.statusCode, admin.headers['set-cookie']]).toEqual([200, undefined]);
});
