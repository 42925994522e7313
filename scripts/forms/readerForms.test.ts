/**
 * A reader's forms without JavaScript (issue 42: like, comment, report): posted on any page the
 * descriptor's `:parameter` path matches, the session the early-input script added passed on to
 * the API as the bearer token (and never written into a page), back to the page on success.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultRuntimeConfig, formPathMatches, type FormDescriptor } from '@thrive/platform';
import { registerFormSubmissions } from './formSubmissions';

const config = defaultRuntimeConfig();
const API = config.apiBaseUrl.replace(/\/+$/, '');
const TOKEN = 'reader-token-0123456789abcdef';

const FORMS: FormDescriptor[] = [
  {
    id: 'like',
    path: '/stories/:slug',
    endpoint: '/likes',
    withSession: true,
    fields: [{ name: 'target' }, { name: 'id' }, { name: 'liked', kind: 'checkbox' }],
    success: { back: true },
    fallbackError: 'Your like was not saved.',
  },
  {
    id: 'comment-story',
    path: '/stories/:slug',
    endpoint: '/comments',
    withSession: true,
    fields: [
      { name: 'target' },
      { name: 'id' },
      { name: 'text', rules: [{ rule: 'required', message: 'Please write your comment.' }] },
      { name: 'anonymous', kind: 'checkbox' },
    ],
    success: { message: 'Your comment is waiting for review.' },
    fallbackError: 'Your comment was not sent.',
  },
];

const PAGE = `<form method="post" data-thrive-form="comment-story"><input type="hidden" name="_form" value="comment-story">
  <textarea name="text"></textarea><p data-field-errors="text"></p>
  <div data-form-errors="" aria-live="polite"></div><button type="submit">Send</button></form>`;

let api: FastifyInstance;
let shell: FastifyInstance;
let calls: { url: string; body: unknown; authorization: string | undefined }[];
let apiAnswer: { status: number; body: unknown };

beforeEach(async () => {
  calls = [];
  apiAnswer = { status: 200, body: {} };
  api = Fastify();
  api.post('/*', async (request, reply) => {
    calls.push({
      url: request.url,
      body: request.body,
      authorization: request.headers.authorization,
    });
    return reply.code(apiAnswer.status).send(apiAnswer.body);
  });
  shell = Fastify();
  await registerFormSubmissions(shell, {
    compose: async () => ({
      html: `<!doctype html><html><head><title>t</title></head><body><div id="root">${PAGE}</div></body></html>`,
    }),
    runtimeConfig: async () => config,
    formsOfPage: async (_config, path) => FORMS.filter((form) => formPathMatches(form.path, path)),
    secret: 'test secret',
    fetch: (async (input: string, init: RequestInit) => {
      const answer = await api.inject({
        method: 'POST',
        url: input.slice(API.length),
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: answer.headers as Record<string, string>,
      });
    }) as typeof fetch,
  });
});

afterEach(async () => {
  await shell.close();
  await api.close();
});

const post = (url: string, fields: Record<string, string>) =>
  shell.inject({
    method: 'POST',
    url,
    remoteAddress: '203.0.113.7',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:3000',
    },
    payload: new URLSearchParams(fields).toString(),
  });

it('matches a form’s page by its :parameter path, one segment for each', () => {
  expect(formPathMatches('/stories/:slug', '/stories/rest-abc123')).toBe(true);
  expect(formPathMatches('/stories/:slug', '/stories')).toBe(false);
  expect(formPathMatches('/stories/:slug', '/stories/a/b')).toBe(false);
  expect(formPathMatches('/stories/:slug', '/stories/')).toBe(false);
  expect(formPathMatches('/ask', '/ask')).toBe(true);
});

it('likes with the reader’s session and lands back on the story’s page', async () => {
  const response = await post('/pcm/stories/rest-abc123?from=list', {
    _form: 'like',
    _session: TOKEN,
    target: 'story',
    id: '7',
    liked: 'on',
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/pcm/stories/rest-abc123?from=list');
  expect(calls).toEqual([
    {
      url: '/likes',
      body: { target: 'story', id: '7', liked: true },
      authorization: `Bearer ${TOKEN}`,
    },
  ]);
});

it('without a session (JavaScript off) shows the API’s "please log in" in the form', async () => {
  apiAnswer = { status: 401, body: { error: 'Please log in to comment.' } };
  const response = await post('/stories/rest-abc123', {
    _form: 'comment-story',
    target: 'story',
    id: '7',
    text: 'Thank you',
  });
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain('Please log in to comment.');
  expect(calls[0]!.authorization).toBeUndefined();
});

it('passes on nothing that is not a session token, and never writes the session into the page', async () => {
  apiAnswer = { status: 201, body: {} };
  const response = await post('/stories/rest-abc123', {
    _form: 'comment-story',
    _session: 'not a token"><script>',
    target: 'story',
    id: '7',
    text: 'Thank you',
  });
  expect(calls[0]!.authorization).toBeUndefined();
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('Your comment is waiting for review.');
  expect(response.body).not.toContain('<script>');

  calls = [];
  const withToken = await post('/stories/rest-abc123', {
    _form: 'comment-story',
    _session: TOKEN,
    target: 'story',
    id: '7',
    text: '',
  });
  expect(withToken.statusCode).toBe(422);
  expect(withToken.body).not.toContain(TOKEN);
  expect(calls).toEqual([]);
});

it('never sends the session of a form that does not ask for it', async () => {
  FORMS.push({
    id: 'contact',
    path: '/stories/:slug',
    endpoint: '/contact',
    fields: [{ name: 'message' }],
    success: { back: true },
    fallbackError: 'x',
  });
  try {
    await post('/stories/rest-abc123', { _form: 'contact', _session: TOKEN, message: 'Hi' });
    expect(calls[0]!.authorization).toBeUndefined();
  } finally {
    FORMS.pop();
  }
});
