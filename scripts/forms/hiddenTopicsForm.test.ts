import Fastify, { type FastifyInstance } from 'fastify';
import { registerHiddenTopicsForm } from './hiddenTopicsForm.ts';

let server: FastifyInstance;
beforeAll(async () => {
  server = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  registerHiddenTopicsForm(server);
  await server.ready();
});
afterAll(() => server.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: '/__thrive/hidden-topics',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload,
  });

it('keeps the chosen topics in a cookie and sends the reader back to the page (303)', async () => {
  const answer = await post('back=%2Fpcm%2Fstories&topic=grief&topic=career&topic=unknown');
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe('/pcm/stories');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(String(answer.headers['set-cookie'])).toMatch(
    /^thrive_hidden_topics=career\.grief; Path=\/; Max-Age=31536000; SameSite=Lax$/,
  );
});

it('forgets the choice when nothing is ticked', async () => {
  const answer = await post('back=%2Fstories');
  expect(String(answer.headers['set-cookie'])).toMatch(
    /^thrive_hidden_topics=; Path=\/; Max-Age=0;/,
  );
});

it('sends the reader back to this site only, and refuses another site’s post', async () => {
  expect((await post('back=%2F%2Fevil.example&topic=grief')).headers.location).toBe('/');
  const crossSite = await post('topic=grief', { 'sec-fetch-site': 'cross-site' });
  expect(crossSite.statusCode).toBe(403);
  expect(crossSite.headers['set-cookie']).toBeUndefined();
});
