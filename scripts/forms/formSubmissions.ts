/**
 * Public forms without JavaScript: the shell's server answers `POST <page path>` for the form
 * named by `_form`, using the descriptor the owning remote published (remoteForms.ts):
 *  - refuses cross-site posts (Sec-Fetch-Site / Origin) with a 403 page;
 *  - validates with the remote's messages; calls the reader API server-to-server with the
 *    reader's address in X-Forwarded-For;
 *  - on success answers 303 to the remote's prerendered result page (or, for a form whose
 *    success is a note, the page again with it), else the page again with status 422 (the
 *    form's own checks), 400 (the API's), 429 (with Retry-After) or 502 (API unreachable) and
 *    the values and messages written into the form (formRegions.ts).
 * A sign-up keeps its e-mail and password for the code page in a sealed cookie (pendingFields.ts).
 * A reader's form (withSession: a like, a comment, a report) passes on the session the
 * early-input script added when it sent the form natively; it is never written into a page.
 * Posts are counted per client (its IPv6 /64, clientAddress.ts) before their body is read: a
 * client over FORM_POSTS_PER_MINUTE gets a 429 page with Retry-After (issue 40, H1).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey } from '@thrive/platform/clientAddress';
import {
  formPayload,
  normaliseFormValues,
  selectHost,
  SESSION_FIELD,
  validateForm,
  localeOfPath,
  localizedPath,
  type FormDescriptor,
  type FormValues,
  type RuntimeConfig,
} from '@thrive/platform';
import { writeFormOutcome, type FormOutcome } from './formRegions.ts';
import { pendingCookieValue, pendingSetCookie, seal, sealingKey, unseal } from './pendingFields.ts';
import { remoteFormsReader, type FormsOfPage } from './remoteForms.ts';
import { crossSiteReason, pageOrigin } from './sameOrigin.ts';
import { formPageText, type FormPageMessage } from './formPageCopy.ts';
import { messagePage } from './messagePage.ts';
import { dataSaverHeaders } from '../dataSaverRequest.ts';

export interface PageToCompose {
  host: string;
  path: string;
  search: string;
  cookie: string;
  /** The Save-Data header and the ECT / RTT client hints (the data saver's default). */
  saveData?: string;
  ect?: string;
  rtt?: string;
  protocol: string;
  /** The runtime config this request is answered with (the same as its CSP's). */
  config: RuntimeConfig;
}

export interface FormSubmissionOptions {
  /** The shell's page composer (the same page a GET of the URL gives). */
  compose: (page: PageToCompose) => Promise<{ html: string }>;
  /** The runtime config of this request (read once per request, as for the CSP). */
  runtimeConfig: (request: FastifyRequest) => Promise<RuntimeConfig>;
  /** Seals the sign-up's kept fields; without it, a random key per process (a restart forgets). */
  secret?: string;
  formsOfPage?: FormsOfPage;
  fetch?: typeof fetch;
  apiTimeoutMs?: number;
  /** Form posts one client may send a minute (default FORM_POSTS_PER_MINUTE). */
  postsPerMinute?: number;
}

/**
 * The longest form body accepted: the longest form (the contact form's 5,000-character message
 * plus its short fields) with every character 4 bytes of UTF-8, each byte URL-encoded as %XX.
 */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Form posts per client a minute: a reader sends a few; the reader API keeps its own, tighter
 * limits per form. A ceiling for abuse, high enough for readers behind one carrier NAT address.
 */
export const FORM_POSTS_PER_MINUTE = 30;

/** A short page with one message in the page's language (messagePage.ts). */
function messageReply(
  reply: FastifyReply,
  status: number,
  locale: string,
  [title, message]: [FormPageMessage, FormPageMessage],
  back: string,
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      messagePage({
        locale,
        title: formPageText(locale, title),
        message: formPageText(locale, message),
        back,
      }),
    );
}

/** Counts each client's posts before the body is read: one client cannot keep the server busy. */
async function postLimiter(server: FastifyInstance, options: FormSubmissionOptions) {
  await server.register(rateLimit, { global: false });
  const countPost = server.createRateLimit({
    max: options.postsPerMinute ?? FORM_POSTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => clientAddressKey(request.ip),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await countPost(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const locale = localeOfPath(request.url.split('?')[0] ?? '/').locale.code;
    reply.header('Retry-After', String(counted.ttlInSeconds)).header('Cache-Control', 'no-store');
    return messageReply(reply, 429, locale, ['tryAgainTitle', 'tooMany'], request.url);
  };
}

type ApiAnswer =
  | { ok: true; json: Record<string, unknown> | null }
  | { ok: false; status: number; error: string | null; retryAfter: string | null };

/** What a form's call to the reader API needs besides the form and its values. */
interface ApiCall {
  fetchApi: typeof fetch;
  timeoutMs: number;
  config: RuntimeConfig;
  readerAddress: string;
  locale: string;
  session: string | null;
}

/** The reader API's answer: its `error` message is already the one to show. */
async function callApi(
  call: ApiCall,
  form: FormDescriptor,
  values: FormValues,
): Promise<ApiAnswer> {
  const { config, readerAddress, locale, session } = call;
  try {
    const response = await call.fetchApi(
      `${config.apiBaseUrl.replace(/\/+$/, '')}${form.endpoint}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // The API counts its rate limits per reader (its TRUST_PROXY believes this server).
          'X-Forwarded-For': readerAddress,
          // The page's language (`/pcm/help` → pcm): the API's e-mails are written in it.
          'Accept-Language': locale,
          ...(session && { Authorization: `Bearer ${session}` }),
        },
        body: JSON.stringify(formPayload(form, values)),
        signal: AbortSignal.timeout(call.timeoutMs),
        redirect: 'error',
      },
    );
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok) return { ok: true, json };
    const error = typeof json?.error === 'string' && response.status < 500 ? json.error : null;
    const status = response.status === 429 ? 429 : response.status < 500 ? 400 : 502;
    const retryAfter = response.headers.get('retry-after');
    return {
      ok: false,
      status,
      error,
      retryAfter: retryAfter && /^\d{1,6}$/.test(retryAfter) ? retryAfter : null,
    };
  } catch {
    return { ok: false, status: 502, error: null, retryAfter: null };
  }
}

/** A session token as the auth store keeps it: anything else is not passed on. */
function sessionOf(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

/** A form post as the handler reads it: the page it came from and the reader's language. */
interface FormPost {
  request: FastifyRequest;
  reply: FastifyReply;
  hostHeader: string;
  path: string;
  search: string;
  locale: string;
}

/**
 * The public page's form this post names, with the post's fields and the request's config; or
 * the refusal already sent (another host, a cross-site post, not a form post, no such form).
 */
async function postedForm(
  post: FormPost,
  options: FormSubmissionOptions,
  formsOfPage: FormsOfPage,
) {
  const { request, reply, hostHeader, path, locale } = post;
  if (selectHost(hostHeader.replace(/:\d+$/, '')) !== 'public') {
    return reply.code(404).type('text/plain').send('Not found');
  }
  const refused = crossSiteReason(request.headers, pageOrigin(request.protocol, hostHeader));
  if (refused) return messageReply(reply, 403, locale, ['refusedTitle', 'refused'], path);
  // A browser's form post (no enctype); JSON and the rest are for the API, not here.
  if (!(request.body instanceof URLSearchParams)) {
    return reply.code(415).type('text/plain').send('Unsupported Media Type');
  }
  const body = request.body;
  const config = await options.runtimeConfig(request);
  const forms = await formsOfPage(config, localeOfPath(path).path, locale);
  if (!forms) return messageReply(reply, 503, locale, ['tryAgainTitle', 'unavailable'], path);
  const form = forms.find((candidate) => candidate.id === body.get('_form'));
  // E.g. login, whose session lives in the browser: the early-capture script may still
  // post it natively when the page's code never came.
  if (!form) return messageReply(reply, 404, locale, ['tryAgainTitle', 'needsJavaScript'], path);
  return { form, body, config };
}

/** What the reader sent, the token of an e-mail link from the page's URL if need be. */
function sentValues(form: FormDescriptor, body: URLSearchParams, search: string): FormValues {
  const query = new URLSearchParams(search);
  const raw: FormValues = {};
  for (const field of form.fields) {
    // An e-mail link's page may post its hidden token empty: the URL has it.
    const sent = body.get(field.name) ?? '';
    raw[field.name] = sent || (field.fromQuery ? (query.get(field.name) ?? '') : '');
  }
  return raw;
}

/** After the API said yes, for a form whose success is a page: 303 to it. */
function redirected(post: FormPost, form: FormDescriptor, json: Record<string, unknown> | null) {
  const { reply, path, search, locale } = post;
  if ('back' in form.success) {
    // The page it was posted from (its locale prefix and query kept); never another site's.
    const back = /^\/(?![/\\])/.test(path) ? path + search : '/';
    return reply.code(303).header('Location', back).send();
  }
  if ('redirect' in form.success) {
    const { redirect, byAnswer } = form.success;
    const picked = byAnswer && json?.[byAnswer.field];
    const location = (typeof picked === 'string' && byAnswer?.redirects[picked]) || redirect;
    // A Pidgin page's form lands on the Pidgin result page.
    return reply.code(303).header('Location', localizedPath(location, locale)).send();
  }
  return null;
}

export async function registerFormSubmissions(
  server: FastifyInstance,
  options: FormSubmissionOptions,
): Promise<void> {
  const key = sealingKey(options.secret || randomBytes(32));
  const formsOfPage = options.formsOfPage ?? remoteFormsReader();
  const fetchApi = options.fetch ?? fetch;

  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  const limitPosts = await postLimiter(server, options);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const hostHeader = request.headers.host ?? 'localhost';
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    // A Pidgin page's form (`/pcm/help`) is the page's own (`/help`), answered in Pidgin.
    const locale = localeOfPath(path).locale.code;
    const secure = request.protocol === 'https';
    const post: FormPost = { request, reply, hostHeader, path, search, locale };
    const found = await postedForm(post, options, formsOfPage);
    if (!('form' in found)) return found;
    const { form, body, config } = found;

    const answerPage = async (status: number, outcome: FormOutcome) => {
      const { html } = await options.compose({
        host: hostHeader,
        path,
        search,
        cookie: request.headers.cookie ?? '',
        ...dataSaverHeaders(request),
        protocol: request.protocol,
        config,
      });
      const page = writeFormOutcome(html, form, outcome);
      const message =
        outcome.formMessage ?? Object.values(outcome.fieldErrors)[0] ?? form.fallbackError;
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(page ?? messagePage({ locale, title: 'Thrive', message, back: path + search }));
    };

    const raw = sentValues(form, body, search);
    const shown = normaliseFormValues(form, raw);
    if (form.recall?.length) {
      const sealed = pendingCookieValue(request.headers.cookie, secure);
      const kept = sealed ? unseal(key, sealed) : null;
      if (!kept || form.recall.some((name) => typeof kept[name] !== 'string')) {
        return answerPage(400, {
          values: shown,
          fieldErrors: {},
          formMessage: form.recallMissing ?? form.fallbackError,
        });
      }
      for (const name of form.recall) raw[name] = kept[name]!;
    }
    const values = normaliseFormValues(form, raw);
    const fieldErrors = validateForm(form, values);
    if (Object.keys(fieldErrors).length) {
      return answerPage(422, { values: shown, fieldErrors });
    }

    const session = form.withSession ? sessionOf(body.get(SESSION_FIELD)) : null;
    const call = { fetchApi, timeoutMs: options.apiTimeoutMs ?? 10_000, config, locale, session };
    const answer = await callApi({ ...call, readerAddress: request.ip }, form, values);
    if (!answer.ok) {
      if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
      return answerPage(answer.status, {
        values: shown,
        fieldErrors: {},
        formMessage: answer.error ?? form.fallbackError,
      });
    }
    if (form.remember?.length) {
      const fields = Object.fromEntries(form.remember.map((name) => [name, values[name] ?? '']));
      reply.header('Set-Cookie', pendingSetCookie(seal(key, fields), secure));
    } else if (form.forget) {
      reply.header('Set-Cookie', pendingSetCookie(null, secure));
    }
    if ('message' in form.success)
      return answerPage(200, { values: shown, fieldErrors: {}, formMessage: form.success.message });
    return redirected(post, form, answer.json);
  };

  server.post('/', { onRequest: limitPosts }, handler);
  server.post('/*', { onRequest: limitPosts }, handler);
}
