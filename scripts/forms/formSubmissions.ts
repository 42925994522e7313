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
import { formPageText } from './formPageCopy.ts';
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

  await server.register(rateLimit, { global: false });
  const countPost = server.createRateLimit({
    max: options.postsPerMinute ?? FORM_POSTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => clientAddressKey(request.ip),
  });
  /** Before the body is read: one client's posts cannot keep the server busy. */
  const limitPosts = async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await countPost(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const locale = localeOfPath(request.url.split('?')[0] ?? '/').locale.code;
    return reply
      .code(429)
      .header('Retry-After', String(counted.ttlInSeconds))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        messagePage({
          locale,
          title: formPageText(locale, 'tryAgainTitle'),
          message: formPageText(locale, 'tooMany'),
          back: request.url,
        }),
      );
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const hostHeader = request.headers.host ?? 'localhost';
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    // A Pidgin page's form (`/pcm/help`) is the page's own (`/help`), answered in Pidgin.
    const { locale: pageLocale, path: pagePath } = localeOfPath(path);
    const locale = pageLocale.code;
    const secure = request.protocol === 'https';

    if (selectHost(hostHeader.replace(/:\d+$/, '')) !== 'public') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const refused = crossSiteReason(request.headers, pageOrigin(request.protocol, hostHeader));
    if (refused) {
      return reply
        .code(403)
        .type('text/html; charset=utf-8')
        .send(
          messagePage({
            locale,
            title: formPageText(locale, 'refusedTitle'),
            message: formPageText(locale, 'refused'),
            back: path,
          }),
        );
    }
    // A browser's form post (no enctype); JSON and the rest are for the API, not here.
    if (!(request.body instanceof URLSearchParams)) {
      return reply.code(415).type('text/plain').send('Unsupported Media Type');
    }
    const body = request.body;
    const config = await options.runtimeConfig(request);
    const forms = await formsOfPage(config, pagePath, locale);
    if (!forms) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          messagePage({
            locale,
            title: formPageText(locale, 'tryAgainTitle'),
            message: formPageText(locale, 'unavailable'),
            back: path,
          }),
        );
    }
    const form = forms.find((candidate) => candidate.id === body.get('_form'));
    if (!form) {
      // E.g. login, whose session lives in the browser: the early-capture script may still
      // post it natively when the page's code never came.
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          messagePage({
            locale,
            title: formPageText(locale, 'tryAgainTitle'),
            message: formPageText(locale, 'needsJavaScript'),
            back: path,
          }),
        );
    }

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

    // What the reader sent, the token of an e-mail link from the page's URL if need be.
    const query = new URLSearchParams(search);
    const raw: FormValues = {};
    for (const field of form.fields) {
      // An e-mail link's page may post its hidden token empty: the URL has it.
      const sent = body.get(field.name) ?? '';
      raw[field.name] = sent || (field.fromQuery ? (query.get(field.name) ?? '') : '');
    }
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
    const answer = await callApi(config, form, values, request.ip, locale, session);
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
    if ('back' in form.success) {
      // The page it was posted from (its locale prefix and query kept); never another site's.
      const back = /^\/(?![/\\])/.test(path) ? path + search : '/';
      return reply.code(303).header('Location', back).send();
    }
    if ('redirect' in form.success) {
      const { redirect, byAnswer } = form.success;
      const picked = byAnswer && answer.json?.[byAnswer.field];
      const location = (typeof picked === 'string' && byAnswer?.redirects[picked]) || redirect;
      // A Pidgin page's form lands on the Pidgin result page.
      return reply.code(303).header('Location', localizedPath(location, locale)).send();
    }
    return answerPage(200, { values: shown, fieldErrors: {}, formMessage: form.success.message });
  };

  type ApiAnswer =
    | { ok: true; json: Record<string, unknown> | null }
    | { ok: false; status: number; error: string | null; retryAfter: string | null };

  /** The reader API's answer: its `error` message is already the one to show. */
  async function callApi(
    config: RuntimeConfig,
    form: FormDescriptor,
    values: FormValues,
    readerAddress: string,
    locale: string,
    session: string | null,
  ): Promise<ApiAnswer> {
    try {
      const response = await fetchApi(`${config.apiBaseUrl.replace(/\/+$/, '')}${form.endpoint}`, {
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
        signal: AbortSignal.timeout(options.apiTimeoutMs ?? 10_000),
        redirect: 'error',
      });
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

  server.post('/', { onRequest: limitPosts }, handler);
  server.post('/*', { onRequest: limitPosts }, handler);
}
