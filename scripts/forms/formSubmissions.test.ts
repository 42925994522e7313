/* eslint-disable max-lines -- many short HTTP tests of the no-JavaScript form handler, each set up on its own. */
/**
 * The no-JavaScript form handler through HTTP (fastify inject), with pages that follow the
 * forms contract and a stand-in reader API that records what it was sent.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultRuntimeConfig, type FormDescriptor } from '@thrive/platform';
import { registerFormSubmissions, FORM_BODY_LIMIT } from './formSubmissions';
import { PENDING_COOKIE } from './pendingFields';

const config = defaultRuntimeConfig();
const API = config.apiBaseUrl.replace(/\/+$/, '');

const FORMS: FormDescriptor[] = [
  {
    id: 'contact',
    path: '/help',
    endpoint: '/contact',
    fallbackError: 'Your message could not be sent.',
    success: { redirect: '/help/sent' },
    fields: [
      { name: 'name', rules: [{ rule: 'required', message: 'Please enter your name.' }] },
      {
        name: 'email',
        rules: [
          { rule: 'required', message: 'Please enter your email address.' },
          { rule: 'email', message: 'Please enter a valid email address.' },
        ],
      },
      { name: 'message', rules: [{ rule: 'required', message: 'Please write a message.' }] },
    ],
  },
  {
    id: 'signup',
    path: '/signup',
    endpoint: '/reader/web-register',
    fallbackError: 'An unknown error occurred.',
    success: { redirect: '/confirm' },
    remember: ['email', 'password'],
    fields: [
      { name: 'email', rules: [{ rule: 'required', message: 'E-mail, please.' }] },
      {
        name: 'password',
        kind: 'secret',
        rules: [
          { rule: 'minLength', min: 8, message: 'Password must be at least 8 characters long.' },
        ],
      },
    ],
  },
  {
    id: 'signup-code',
    path: '/confirm',
    endpoint: '/reader/web-confirm-otp',
    fallbackError: 'OTP verification failed.',
    success: { redirect: '/confirm/verified' },
    recall: ['email', 'password'],
    recallMissing: 'Please sign up again.',
    forget: true,
    fields: [
      { name: 'email' },
      { name: 'password', kind: 'secret' },
      { name: 'otp', kind: 'secret', digitsOnly: true },
    ],
  },
  {
    id: 'signup-resend',
    path: '/confirm',
    endpoint: '/reader/resend-otp',
    fallbackError: 'Unable to resend OTP.',
    success: { message: 'A new code is on its way.' },
    recall: ['email'],
    recallMissing: 'Please sign up again.',
    fields: [{ name: 'email' }],
  },
  {
    id: 'newsletter-confirm',
    path: '/newsletter/confirm',
    endpoint: '/newsletter/confirm',
    fallbackError: 'Could not confirm.',
    success: {
      redirect: '/newsletter/confirmed',
      byAnswer: {
        field: 'list',
        redirects: { 'app-updates': '/newsletter/confirmed/app-updates' },
      },
    },
    fields: [{ name: 'token', fromQuery: true }],
  },
  {
    id: 'deletion-confirm',
    path: '/delete-account/confirm',
    endpoint: '/account-deletion-requests/confirm',
    fallbackError: 'Could not confirm.',
    success: { redirect: '/delete-account/confirmed' },
    fields: [{ name: 'token', fromQuery: true }],
  },
];

/** Pages rendered as the contract says a form renders. */
const PAGES: Record<string, string> = {
  '/help': `<form method="post" data-thrive-form="contact"><input type="hidden" name="_form" value="contact">
    <input name="name" aria-invalid="true"><p data-field-errors="name"></p>
    <input name="email" type="email" aria-describedby="email-hint"><p id="email-hint">Hint</p><p id="email-error" data-field-errors="email"></p>
    <textarea name="message"></textarea><p data-field-errors="message"></p>
    <div data-form-errors="" aria-live="polite"></div><button type="submit">Send</button></form>`,
  '/signup': `<form method="post" data-thrive-form="signup"><input type="hidden" name="_form" value="signup">
    <input name="email"><p data-field-errors="email"></p>
    <input name="password" type="password"><p data-field-errors="password"></p>
    <div data-form-errors="" aria-live="polite"></div><button type="submit">Create</button></form>`,
  '/confirm': `<form method="post" data-thrive-form="signup-code"><input type="hidden" name="_form" value="signup-code">
    <input name="otp"><p data-field-errors="otp"></p><div data-form-errors="" aria-live="polite"></div>
    <button type="submit">Next</button></form>
    <form method="post" data-thrive-form="signup-resend"><input type="hidden" name="_form" value="signup-resend">
    <div data-form-errors="" aria-live="polite"></div><button type="submit">Resend</button></form>`,
  '/delete-account/confirm': `<p>No form in this build.</p>`,
};

/** A form as a remote's build publishes it for Pidgin pages (routes.json `localeForms`). */
const inPidgin = (form: FormDescriptor): FormDescriptor => ({
  ...form,
  fields: form.fields.map((field) => ({
    ...field,
    rules: field.rules?.map((rule) => ({ ...rule, message: `[pcm] ${rule.message}` })),
  })),
});

interface ApiCall {
  url: string;
  body: Record<string, unknown>;
  forwardedFor: string | undefined;
}

let api: FastifyInstance;
let shell: FastifyInstance;
let calls: ApiCall[];
let apiAnswer: { status: number; body?: unknown; headers?: Record<string, string> } | 'down';

beforeEach(async () => {
  calls = [];
  apiAnswer = { status: 201, body: { message: 'ok' } };
  api = Fastify();
  api.post('/*', async (request, reply) => {
    calls.push({
      url: request.url,
      body: request.body as Record<string, unknown>,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    });
    if (apiAnswer === 'down') throw new Error('unreachable');
    return reply
      .code(apiAnswer.status)
      .headers(apiAnswer.headers ?? {})
      .send(apiAnswer.body ?? {});
  });
  shell = Fastify();
  await registerFormSubmissions(shell, {
    compose: async (page) => ({
      html: `<!doctype html><html><head><title>t</title></head><body><div id="root">${PAGES[page.path] ?? ''}</div></body></html>`,
    }),
    runtimeConfig: async () => config,
    // '/down' stands for a page whose remote is unreachable.
    // '/down' stands for a page whose remote is unreachable; Pidgin forms say so in Pidgin.
    formsOfPage: async (_config, path, locale) =>
      path === '/down'
        ? null
        : FORMS.filter((form) => form.path === path).map((form) =>
            locale === 'pcm' ? inPidgin(form) : form,
          ),
    secret: 'test secret',
    fetch: (async (input: string, init: RequestInit) => {
      if (apiAnswer === 'down') throw new TypeError('fetch failed');
      expect(input.startsWith(API)).toBe(true);
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

const post = (
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {
    'sec-fetch-site': 'same-origin',
    origin: 'http://localhost:3000',
  },
) =>
  shell.inject({
    method: 'POST',
    url,
    remoteAddress: '203.0.113.7',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST <page path> without JavaScript', () => {
  it('completes a Pidgin page’s form as its own and lands the reader on the Pidgin result page', async () => {
    const saved = process.env.THRIVE_LOCALES;
    process.env.THRIVE_LOCALES = 'pcm';
    try {
      const response = await post('/pcm/help', {
        _form: 'contact',
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/pcm/help/sent');
      expect(calls).toHaveLength(1);
    } finally {
      if (saved === undefined) delete process.env.THRIVE_LOCALES;
      else process.env.THRIVE_LOCALES = saved;
    }
  });

  it('answers a Pidgin page’s form in Pidgin: its field messages, and its own pages with lang="pcm"', async () => {
    const saved = process.env.THRIVE_LOCALES;
    process.env.THRIVE_LOCALES = 'pcm';
    try {
      const invalid = await post('/pcm/help', { _form: 'contact', name: '', email: 'x' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.body).toContain('[pcm] Please enter your name.');
      expect(invalid.body).not.toContain('>Please enter your name.');

      const down = await post('/pcm/down', { _form: 'contact' });
      expect(down.statusCode).toBe(503);
      expect(down.body).toContain('<html lang="pcm">');
      expect(down.body).toContain('We no fit send dis form now.');
      expect(down.body).toContain('Go back to di page');
      const english = await post('/down', { _form: 'contact' });
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('This form cannot be sent just now.');
    } finally {
      if (saved === undefined) delete process.env.THRIVE_LOCALES;
      else process.env.THRIVE_LOCALES = saved;
    }
  });

  it('sends a valid form to the API with the reader address and answers 303 to the result page', async () => {
    const response = await post('/help', {
      _form: 'contact',
      name: '  Ada ',
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/help/sent');
    expect(calls).toEqual([
      {
        url: '/contact',
        body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
        forwardedFor: '203.0.113.7',
      },
    ]);
  });

  it('shows each field message with the typed values kept (escaped), without calling the API', async () => {
    const response = await post('/help', {
      _form: 'contact',
      name: '',
      email: '"><script>alert(1)</script>',
      message: '</textarea><b>bold</b>',
    });
    expect(response.statusCode).toBe(422);
    expect(calls).toHaveLength(0);
    const html = response.body;
    expect(html).toContain('<p data-field-errors="name">Please enter your name.</p>');
    expect(html).toContain(
      '<p id="email-error" data-field-errors="email">Please enter a valid email address.</p>',
    );
    expect(html).toContain(
      '<textarea name="message">&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;</textarea>',
    );
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('<input name="name" aria-invalid="true" autofocus="" value="">');
    expect(html).toContain(
      '<input name="email" type="email" aria-describedby="email-hint email-error" aria-invalid="true" value="&quot;><script>alert(1)</script>">',
    );
  });

  it("shows the API's error message in the form region (400)", async () => {
    apiAnswer = { status: 400, body: { error: 'Please enter a valid email address.' } };
    const response = await post('/help', {
      _form: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      '<div data-form-errors="" aria-live="polite">Please enter a valid email address.</div>',
    );
    expect(response.body).toContain('value="Ada"');
  });

  it('passes a 429 on with its Retry-After and message', async () => {
    apiAnswer = {
      status: 429,
      body: { error: 'Please wait 42 seconds before asking for another code.' },
      headers: { 'retry-after': '42' },
    };
    const response = await post('/help', {
      _form: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.body).toContain('Please wait 42 seconds before asking for another code.');
  });

  it("shows the form's fallback message when the API is unreachable or fails", async () => {
    apiAnswer = 'down';
    const down = await post('/help', {
      _form: 'contact',
      name: 'A',
      email: 'a@b.co',
      message: 'x',
    });
    expect(down.statusCode).toBe(502);
    expect(down.body).toContain('Your message could not be sent.');
    apiAnswer = { status: 500, body: { error: 'stack trace here' } };
    const failed = await post('/help', {
      _form: 'contact',
      name: 'A',
      email: 'a@b.co',
      message: 'x',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toContain('Your message could not be sent.');
    expect(failed.body).not.toContain('stack trace');
  });

  it('refuses cross-site posts with a 403 page and never calls the API', async () => {
    const fields = { _form: 'contact', name: 'A', email: 'a@b.co', message: 'x' };
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
    ];
    for (const headers of refusedHeaders) {
      const response = await post('/help', fields, headers);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('This form was not accepted');
    }
    // Issue 40, L1: neither header proves the origin (every browser sends Origin on a POST).
    const unproven = await post('/help', fields, {});
    expect(unproven.statusCode).toBe(403);
    expect(calls).toHaveLength(0);
    // A browser without fetch metadata that sends its Origin: accepted.
    expect((await post('/help', fields, { origin: 'http://localhost:3000' })).statusCode).toBe(303);
  });

  it('answers 404 for an unknown form, a form of another page and the admin host', async () => {
    const unknown = await post('/help', { _form: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This form can only be sent once the page has fully loaded.');
    expect((await post('/help', { _form: 'signup' })).statusCode).toBe(404);
    expect((await post('/help', {})).statusCode).toBe(404);
    const admin = await shell.inject({
      method: 'POST',
      url: '/help',
      headers: {
        host: 'admin.localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '_form=contact',
    });
    expect(admin.statusCode).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("says to try again later when the page's remote is unreachable", async () => {
    const response = await post('/down', { _form: 'contact' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('This form cannot be sent just now.');
    expect(calls).toHaveLength(0);
  });

  it('refuses oversized bodies and other content types', async () => {
    const huge = await post('/help', { _form: 'contact', message: 'x'.repeat(FORM_BODY_LIMIT) });
    expect(huge.statusCode).toBe(413);
    const json = await shell.inject({
      method: 'POST',
      url: '/help',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
      payload: '{"_form":"contact"}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('takes an e-mail link token from the page URL when the form does not carry it', async () => {
    const response = await post('/delete-account/confirm?token=abc123', {
      _form: 'deletion-confirm',
      token: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/delete-account/confirmed');
    expect(calls[0]?.body).toEqual({ token: 'abc123' });
  });

  it("picks the result page by the API's answer when the form says so", async () => {
    apiAnswer = { status: 200, body: { message: 'ok', list: 'app-updates' } };
    const appUpdates = await post('/newsletter/confirm', {
      _form: 'newsletter-confirm',
      token: 't',
    });
    expect(appUpdates.headers.location).toBe('/newsletter/confirmed/app-updates');
    apiAnswer = { status: 200, body: { message: 'ok', list: 'newsletter' } };
    const newsletter = await post('/newsletter/confirm', {
      _form: 'newsletter-confirm',
      token: 't',
    });
    expect(newsletter.headers.location).toBe('/newsletter/confirmed');
  });

  it('answers with a page of its own when the page does not render the form', async () => {
    apiAnswer = { status: 400, body: { error: 'This confirmation link is invalid <or> expired.' } };
    const response = await post('/delete-account/confirm?token=x', { _form: 'deletion-confirm' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This confirmation link is invalid &#60;or&#62; expired.');
  });
});

describe('sign-up and its code without JavaScript', () => {
  const cookieOf = (setCookie: string | string[] | undefined) =>
    String(setCookie).split(';')[0] ?? '';

  it('keeps the e-mail and password sealed in a cookie, never in the URL or page', async () => {
    const signup = await post('/signup', {
      _form: 'signup',
      email: 'ada@example.com',
      password: 'long enough pw',
    });
    expect(signup.statusCode).toBe(303);
    expect(signup.headers.location).toBe('/confirm');
    const setCookie = String(signup.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(
        `^${PENDING_COOKIE}=[A-Za-z0-9_-]+; Path=/; Max-Age=1800; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(setCookie).not.toContain('ada');
    expect(setCookie).not.toContain('long enough');

    const code = await post(
      '/confirm',
      { _form: 'signup-code', otp: '12 34 56', email: 'eve@example.com', password: 'forged' },
      { 'sec-fetch-site': 'same-origin', cookie: cookieOf(setCookie) },
    );
    expect(code.statusCode).toBe(303);
    expect(code.headers.location).toBe('/confirm/verified');
    // The kept fields win over anything the page sends.
    expect(calls[1]?.body).toEqual({
      email: 'ada@example.com',
      password: 'long enough pw',
      otp: '123456',
    });
    expect(String(code.headers['set-cookie'])).toMatch(
      new RegExp(`^${PENDING_COOKIE}=; Path=/; Max-Age=0`),
    );
  });

  it('never writes a password back into the page', async () => {
    const response = await post('/signup', { _form: 'signup', email: '', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Password must be at least 8 characters long.');
    expect(response.body).not.toContain('short"');
    expect(response.body).toMatch(/<input name="password" type="password" aria-invalid="true">/);
  });

  it('resends the code to the kept address and says so on the page', async () => {
    const signup = await post('/signup', {
      _form: 'signup',
      email: 'ada@example.com',
      password: 'long enough pw',
    });
    const resend = await post(
      '/confirm',
      { _form: 'signup-resend' },
      { 'sec-fetch-site': 'same-origin', cookie: cookieOf(signup.headers['set-cookie']) },
    );
    expect(resend.statusCode).toBe(200);
    expect(calls[1]).toMatchObject({
      url: '/reader/resend-otp',
      body: { email: 'ada@example.com' },
    });
    expect(resend.body).toContain('A new code is on its way.');
  });

  it('asks to sign up again when the kept fields are missing, forged or sealed by another key', async () => {
    for (const cookie of [
      '',
      `${PENDING_COOKIE}=bm90IHNlYWxlZA`,
      `${PENDING_COOKIE}=${'A'.repeat(80)}`,
    ]) {
      const response = await post(
        '/confirm',
        { _form: 'signup-code', otp: '123456' },
        { 'sec-fetch-site': 'same-origin', cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please sign up again.');
    }
    expect(calls).toHaveLength(0);
  });
});
