/**
 * The API's texts in the reader's language (issue 26): every reader-facing error and success
 * message has its translation in every offered language (readerErrors.ts and readerMessages.ts
 * list them), the validation schemas say nothing untranslated, the Pidgin is the site
 * catalogs' where they say the same English, and through HTTP a Pidgin page gets Pidgin with
 * the same status and `code` while an English one gets the spec's English, unchanged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { locales, PSEUDO_LOCALE, SOURCE_LOCALE } from '@thrive/platform';
import { repoRoot } from '../core/config.ts';
import { linkToken } from '../testing/mailLinks.ts';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import { DELETION_CANCELLED_MESSAGE } from '../deletion/deletionRoutes.ts';
import { PASSWORD_MIN_LENGTH } from '../core/rules.ts';
import { askBody } from '../content/contentBodies.ts';
import { STORY_NOT_FOUND } from '../content/contentRoutes.ts';
import { UNKNOWN_LOCALE } from '../core/mail/mailLocale.ts';
import * as secondFactorBodies from '../secondFactor/secondFactorHttp.ts';
import { CONFIRMED_MESSAGE, INVALID_CONFIRM_LINK } from '../subscriptions/subscriptionRoutes.ts';
import { CONTACT_MESSAGE } from '../forms/formRoutes.ts';
import { inReaderLanguage } from './localizedErrors.ts';
import { ENGLISH_ONLY_ERRORS, isEnglishOnly, READER_ERRORS } from './readerErrors.ts';
import { READER_MESSAGES } from './readerMessages.ts';
import * as readerBodies from '../core/validation/validation.ts';
import {
  INVALID_PHONE,
  LINK_WITHOUT_TOKEN,
  PASSWORD_TOO_SHORT,
} from '../core/validation/validation.ts';

// Every language the API writes in: the pseudo-locale, a test of the site's layout, gets English.
const translations = locales
  .map(({ code }) => code)
  .filter((code) => code !== SOURCE_LOCALE && code !== PSEUDO_LOCALE);

const saved = process.env.THRIVE_LOCALES;
beforeAll(() => (process.env.THRIVE_LOCALES = translations.join(',')));
afterAll(() => {
  if (saved === undefined) delete process.env.THRIVE_LOCALES;
  else process.env.THRIVE_LOCALES = saved;
});

/** A request from a page in `language` (none: no Accept-Language) to `url`. */
const from = (language: string | undefined, url = '/api/v1/contact') => ({
  url,
  headers: language ? { 'accept-language': language } : {},
  body: undefined,
});

describe('every reader-facing error (readerErrors.ts)', () => {
  it.each(translations)('has its translation in %s', (language) => {
    const untranslated = READER_ERRORS.filter(
      (english) => inReaderLanguage(english, from(language)) === english,
    );
    expect(untranslated).toEqual([]);
  });

  it.each(READER_ERRORS)('stays as it is in English: %s', (english) => {
    expect(inReaderLanguage(english, from(undefined))).toBe(english);
    expect(inReaderLanguage(english, from('en'))).toBe(english);
    // The admin console stays English.
    for (const language of translations)
      expect(inReaderLanguage(english, from(language, '/api/v1/admin/people'))).toBe(english);
  });

  it('leaves no English words in the Pidgin (nor in the success messages’)', () => {
    const english = /\b(Please|the|is|are|has|have|not)\b/;
    const leftovers = [...READER_ERRORS, ...READER_MESSAGES]
      .map((message) => inReaderLanguage(message, from('pcm')))
      .filter((pidgin) => english.test(pidgin));
    expect(leftovers).toEqual([]);
  });

  it('keeps the texts for the site’s developers in English', () => {
    for (const english of ENGLISH_ONLY_ERRORS)
      for (const language of translations)
        expect(inReaderLanguage(english, from(language))).toBe(english);
  });
});

describe('every reader-facing success message (readerMessages.ts)', () => {
  it.each(translations)('has its translation in %s', (language) => {
    expect(READER_MESSAGES.length).toBeGreaterThanOrEqual(17);
    const untranslated = READER_MESSAGES.filter(
      (english) => inReaderLanguage(english, from(language)) === english,
    );
    expect(untranslated).toEqual([]);
  });

  it.each(READER_MESSAGES)('stays as it is in English: %s', (english) => {
    expect(inReaderLanguage(english, from(undefined))).toBe(english);
    expect(inReaderLanguage(english, from('en'))).toBe(english);
    for (const language of translations)
      expect(inReaderLanguage(english, from(language, '/api/v1/admin/people'))).toBe(english);
  });
});

/** A site catalog's messages by id (its `msgid "…"` / `msgstr "…"` lines). */
function catalog(folder: string, locale: string): Map<string, string> {
  const text = readFileSync(path.join(repoRoot, folder, `${locale}.po`), 'utf8');
  const entries = text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm);
  return new Map(
    [...entries].map(([, id, message]) => [
      JSON.parse(id!) as string,
      JSON.parse(message!) as string,
    ]),
  );
}

describe('the site’s catalogs and the API say the same in Pidgin', () => {
  it('the form results (marketing: the pages the forms and e-mail links land on)', () => {
    const folder = 'remotes/marketing/src/formResults/locales';
    const [english, pidgin] = [catalog(folder, 'en'), catalog(folder, 'pcm')];
    const shared = [...english].filter(([, message]) => READER_MESSAGES.includes(message));
    expect(shared).toHaveLength(9);
    for (const [id, message] of shared)
      expect([id, inReaderLanguage(message, from('pcm'))]).toEqual([id, pidgin.get(id)]);
  });

  it('the too-short password (auth)', () => {
    const [english, pidgin] = [
      catalog('remotes/auth/src/locales', 'en'),
      catalog('remotes/auth/src/locales', 'pcm'),
    ];
    const min = (message: string | undefined) =>
      message?.replace('{min}', String(PASSWORD_MIN_LENGTH));
    expect(min(english.get('auth.password.tooShort'))).toBe(PASSWORD_TOO_SHORT);
    expect(inReaderLanguage(PASSWORD_TOO_SHORT, from('pcm'))).toBe(
      min(pidgin.get('auth.password.tooShort')),
    );
  });
});

describe('the reader-facing request bodies', () => {
  // Every schema of validation.ts and secondFactorHttp.ts, and the ask form's (the other
  // content bodies are the admin console's).
  const exported: unknown[] = [
    ...Object.values(readerBodies),
    ...Object.values(secondFactorBodies),
    askBody,
  ];
  const schemas = exported.filter((value): value is z.ZodType => value instanceof z.ZodType);
  const wrong: unknown[] = [
    undefined,
    null,
    42,
    true,
    '',
    '   ',
    'abc',
    '12345',
    'not-an-address',
    'x'.repeat(6_000),
    'a\u0000b',
    'a\u0007b',
    {},
    [],
  ];

  it('say nothing that has no translation', () => {
    const messages = new Set<string>();
    for (const schema of schemas) {
      const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
      for (const value of wrong) {
        const bodies = [value, Object.fromEntries(keys.map((key) => [key, value]))];
        for (const body of bodies) {
          const result = schema.safeParse(body);
          for (const issue of result.error?.issues ?? []) messages.add(issue.message);
        }
      }
    }
    expect(messages.size).toBeGreaterThan(30);
    const untranslated = [...messages].filter(
      (message) =>
        !isEnglishOnly(message) &&
        translations.some((language) => inReaderLanguage(message, from(language)) === message),
    );
    expect(untranslated).toEqual([]);
  });
});

describe.each(drivers)(
  'error bodies and success messages in the reader’s language on %s',
  (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver });
    });
    afterAll(async () => {
      await t.close();
    });
    const post = (path: string, body: unknown, language?: string) =>
      t.post(path, body, {
        remoteAddress: uniqueIp(),
        headers: language ? { 'accept-language': language } : {},
      });

    it('the contact form', async () => {
      const body = { name: 'Ada', email: uniqueEmail('contact'), phone: 'call me', message: 'Hi' };
      const pidgin = await post('/contact', body, 'pcm');
      const english = await post('/contact', body);
      expect(pidgin.statusCode).toBe(400);
      expect(english.statusCode).toBe(400);
      expect(pidgin.json()).toEqual({ error: 'Abeg write correct phone number.' });
      expect(english.json()).toEqual({ error: INVALID_PHONE });
    });

    it('keeps the code: a locale the API does not write in', async () => {
      const body = { name: 'Ada', email: uniqueEmail('contact'), message: 'Hi', locale: 'xx' };
      const pidgin = await post('/contact', body, 'pcm');
      const english = await post('/contact', body);
      expect(pidgin.statusCode).toBe(400);
      expect(pidgin.json()).toEqual({
        error: 'We no fit write to you for dat language yet.',
        code: 'UNKNOWN_LOCALE',
      });
      expect(english.json()).toEqual({ error: UNKNOWN_LOCALE, code: 'UNKNOWN_LOCALE' });
    });

    it('the newsletter’s confirmation link', async () => {
      const token = 'n'.repeat(43);
      const pidgin = await post('/newsletter/confirm', { token }, 'pcm');
      const english = await post('/newsletter/confirm', { token }, 'en');
      expect(pidgin.statusCode).toBe(400);
      expect(english.statusCode).toBe(400);
      expect(pidgin.json()).toEqual({
        error:
          'Dis confirmation link no correct or e don expire. Abeg subscribe again to get new one.',
      });
      expect(english.json()).toEqual({ error: INVALID_CONFIRM_LINK });
    });

    it('a link without its token (the page’s locale in the body counts too)', async () => {
      const pidgin = await post('/account-deletion-requests/confirm', { locale: 'pcm' });
      const english = await post('/account-deletion-requests/cancel', {});
      expect(pidgin.statusCode).toBe(400);
      expect(pidgin.json()).toEqual({ error: 'Di link no complete.' });
      expect(english.json()).toEqual({ error: LINK_WITHOUT_TOKEN });
    });

    it('the contact form’s thanks', async () => {
      const body = () => ({ name: 'Ada', email: uniqueEmail('contact'), message: 'Hi' });
      const pidgin = await post('/contact', body(), 'pcm');
      const english = await post('/contact', body());
      expect(pidgin.statusCode).toBe(201);
      expect(english.statusCode).toBe(201);
      expect(pidgin.json()).toEqual({
        message:
          'Thank you say you reach out. We don get your message and we go reply you for e-mail soon.',
      });
      expect(english.json()).toEqual({ message: CONTACT_MESSAGE });
    });

    it('a confirmed subscription (the newsletter’s link page)', async () => {
      const email = uniqueEmail('newsletter');
      expect((await post('/newsletter', { email })).statusCode).toBe(200);
      const token = linkToken(t.mailer.latestTo(email), '/newsletter/confirm');
      const pidgin = await post('/newsletter/confirm', { token }, 'pcm');
      const english = await post('/newsletter/confirm', { token });
      expect(pidgin.statusCode).toBe(200);
      expect(pidgin.json()).toEqual({
        message: 'Your subscription don confirm. Welcome to di Thrive newsletter!',
        list: 'newsletter',
      });
      expect(english.json()).toEqual({ message: CONFIRMED_MESSAGE.newsletter, list: 'newsletter' });
    });

    it('a cancelled deletion (the page’s locale in the body counts too)', async () => {
      const email = uniqueEmail('deletion');
      await registerVerified(t, email);
      const request = { fullName: 'Ngozi Eze', email, confirm: true };
      expect((await post('/account-deletion-requests', request)).statusCode).toBe(201);
      const confirmMail = t.mailer.to(email).findLast((m) => m.kind === 'deletion-confirm');
      const confirmToken = linkToken(confirmMail, '/delete-account/confirm');
      await post('/account-deletion-requests/confirm', { token: confirmToken });
      const scheduled = t.mailer.to(email).findLast((m) => m.kind === 'deletion-scheduled');
      const token = linkToken(scheduled, '/delete-account/cancel');
      const pidgin = await post('/account-deletion-requests/cancel', { token, locale: 'pcm' });
      const english = await post('/account-deletion-requests/cancel', { token });
      expect(pidgin.statusCode).toBe(200);
      expect(pidgin.json()).toEqual({
        message: 'Di deletion don cancel. Your account and your data go remain as dem dey.',
      });
      expect(english.statusCode).toBe(200);
      expect(english.json()).toEqual({ message: DELETION_CANCELLED_MESSAGE });
    });

    it('a story that is not there', async () => {
      const pidgin = await t.get('/stories/no-such-story', {
        headers: { 'accept-language': 'pcm' },
      });
      const english = await t.get('/stories/no-such-story');
      expect(pidgin.statusCode).toBe(404);
      expect(pidgin.json()).toEqual({ error: 'We no fit find dat story.' });
      expect(english.json()).toEqual({ error: STORY_NOT_FOUND });
    });
  },
);

describe('the rate limit in the reader’s language', () => {
  it('says how long to wait in Pidgin, and in English as before', async () => {
    const t = await createTestApp({ config: { rateLimitMax: 2, rateLimitWindowMs: 60_000 } });
    try {
      const hit = (language?: string) =>
        t.get('/stories', {
          remoteAddress: '10.26.26.26',
          headers: language ? { 'accept-language': language } : {},
        });
      await hit();
      await hit();
      const pidgin = await hit('pcm');
      const english = await hit();
      expect(pidgin.statusCode).toBe(429);
      expect(english.statusCode).toBe(429);
      expect(pidgin.json().error).toMatch(
        /^Too many requests dey come\. Abeg wait \d+ seconds? and try again\.$/,
      );
      expect(english.json().error).toMatch(
        /^Too many requests\. Please wait \d+ seconds and try again\.$/,
      );
      expect(pidgin.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
