/**
 * The API speaks the reader's language (issue 26): the locale a request carries (its body's
 * `locale`, else `Accept-Language`) is checked against the offered locales, stored with the
 * account or request, and every e-mail is written in it, later e-mails in the stored one.
 */
import { eq } from 'drizzle-orm';
import { locales, PSEUDO_LOCALE } from '@thrive/platform';
import { readers } from '../db/accountTables.ts';
import { linkToken } from '../../testing/mailLinks.ts';
import {
  createTestApp,
  drivers,
  latestCode,
  registration,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { EMAIL_CHANGE_MAILS } from '../../readers/emailChange/emailChangeService.ts';
import { READER_MAILS, UNKNOWN_LOCALE } from './mailLocale.ts';

const saved = process.env.THRIVE_LOCALES;
beforeAll(() => (process.env.THRIVE_LOCALES = 'pcm'));
afterAll(() => {
  if (saved === undefined) delete process.env.THRIVE_LOCALES;
  else process.env.THRIVE_LOCALES = saved;
});

it('has the reader e-mails in every language of the platform (the pseudo-locale is English)', () => {
  const codes = locales
    .map(({ code }) => code)
    .filter((code) => code !== PSEUDO_LOCALE)
    .sort();
  expect(Object.keys(READER_MAILS).sort()).toEqual(codes);
  expect(Object.keys(EMAIL_CHANGE_MAILS).sort()).toEqual(codes);
});

describe.each(drivers)('e-mails in the reader’s language on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { publicSiteUrl: 'https://thrive.example' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.post(path, body, { remoteAddress: uniqueIp(), headers });

  it('writes the sign-up code in Pidgin for a Pidgin page, and keeps Pidgin with the account', async () => {
    const email = uniqueEmail('pidgin');
    const answer = await post('/reader/web-register', registration(email), {
      'accept-language': 'pcm',
    });
    expect(answer.statusCode).toBe(201);
    const mail = t.mailer.latestTo(email)!;
    expect(mail.subject).toMatch(/^\d{6} na your Thrive code$/);
    expect(mail.html).toContain('<html lang="pcm">');
    expect(mail.text).toContain('https://thrive.example/pcm/help');
    const [row] = await t.database.db.select().from(readers).where(eq(readers.email, email));
    expect(row!.locale).toBe('pcm');

    // Confirmed, then a password reset asked for from an English page: in English…
    await post('/reader/web-confirm-otp', {
      email,
      otp: latestCode(t.mailer, email),
      password: registration(email).password,
    });
    // The welcome, once the code is entered: in the account's language, to its Pidgin pages.
    const welcome = t.mailer.latestTo(email)!;
    expect(welcome).toMatchObject({ kind: 'welcome', subject: 'Welcome to Thrive, Ada' });
    expect(welcome.html).toContain('<html lang="pcm">');
    expect(welcome.text).toContain('Your Thrive account don ready.');
    expect(welcome.text).toContain('https://thrive.example/pcm/stories');
    await post('/reader/password-reset/request', { email }, { 'accept-language': 'en' });
    expect(t.mailer.latestTo(email)?.subject).toMatch(/is your Thrive password reset code$/);
    // …and the account's own e-mails (a repeat sign-up, after the code cooldown) in its language.
    t.clock.advance(3_600_000);
    await post('/reader/web-register', registration(email));
    expect(t.mailer.latestTo(email)?.subject).toBe('You don already get Thrive account');

    // Moving the account to another address: the code goes out in the account's language.
    const { token } = (
      await post('/reader/login', { email, password: registration(email).password })
    ).json<{ token: string }>();
    const next = uniqueEmail('pidgin-next');
    await post(
      '/reader/email-change/request',
      { email: next, password: registration(email).password },
      { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    );
    expect(t.mailer.latestTo(next)?.subject).toMatch(/^\d{6} na your Thrive confirm code$/);
  });

  it('takes the body’s locale first, and refuses one not offered with a stable code', async () => {
    const email = uniqueEmail('body');
    const refused = await post('/reader/web-register', { ...registration(email), locale: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: UNKNOWN_LOCALE, code: 'UNKNOWN_LOCALE' });
    expect(t.mailer.to(email)).toHaveLength(0);
    const taken = await post(
      '/reader/web-register',
      { ...registration(email), locale: 'pcm' },
      { 'accept-language': 'en' },
    );
    expect(taken.statusCode).toBe(201);
    expect(t.mailer.latestTo(email)?.subject).toMatch(/na your Thrive code$/);
  });

  it('writes to a pseudo-locale page in English, with links to its pages (no pseudo templates)', async () => {
    process.env.THRIVE_LOCALES = `pcm,${PSEUDO_LOCALE}`;
    try {
      const email = uniqueEmail('pseudo');
      const answer = await post('/reader/web-register', {
        ...registration(email),
        locale: PSEUDO_LOCALE,
      });
      expect(answer.statusCode).toBe(201);
      const mail = t.mailer.latestTo(email)!;
      expect(mail.subject).toMatch(/is your Thrive verification code$/);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.text).toContain(`https://thrive.example/${PSEUDO_LOCALE}/help`);
      const [row] = await t.database.db.select().from(readers).where(eq(readers.email, email));
      expect(row!.locale).toBe(PSEUDO_LOCALE);
      // Its later e-mails once the server no longer offers it: English, to English pages.
      process.env.THRIVE_LOCALES = 'pcm';
      t.clock.advance(3_600_000);
      await post('/reader/web-register', registration(email));
      expect(t.mailer.to(email)).toHaveLength(2);
      expect(t.mailer.latestTo(email)?.subject).toMatch(/is your Thrive verification code$/);
      expect(t.mailer.latestTo(email)?.text).toContain('https://thrive.example/help');
      expect(t.mailer.latestTo(email)?.text).not.toContain(PSEUDO_LOCALE);
    } finally {
      process.env.THRIVE_LOCALES = 'pcm';
    }
  });

  it('speaks English to a browser that prefers no offered language', async () => {
    const email = uniqueEmail('french');
    await post('/reader/web-register', registration(email), { 'accept-language': 'fr-FR, de' });
    expect(t.mailer.latestTo(email)?.subject).toMatch(/is your Thrive verification code$/);
  });

  it('keeps a deletion request’s language for each of its e-mails, links to Pidgin pages', async () => {
    const email = uniqueEmail('deletion');
    await post(
      '/account-deletion-requests',
      { fullName: 'Ngozi Eze', email, confirm: true },
      { 'accept-language': 'pcm' },
    );
    const confirmMail = t.mailer.latestTo(email)!;
    expect(confirmMail.subject).toBe('Confirm say make we delete your Thrive account');
    expect(confirmMail.text).toContain('https://thrive.example/pcm/delete-account/confirm?token=');
    // The link is opened from a page whatever its language: the request's stays.
    await post('/account-deletion-requests/confirm', {
      token: linkToken(confirmMail, '/delete-account/confirm'),
    });
    const scheduled = t.mailer.latestTo(email)!;
    expect(scheduled.subject).toMatch(/^We go delete your Thrive account on /);
    expect(scheduled.text).toContain('https://thrive.example/pcm/delete-account/cancel?token=');
  });

  it('writes the newsletter e-mails and the contact acknowledgement in the page’s language', async () => {
    const email = uniqueEmail('newsletter');
    await post('/newsletter', { email }, { 'accept-language': 'pcm' });
    const confirm = t.mailer.latestTo(email)!;
    expect(confirm.subject).toBe('Abeg confirm your Thrive newsletter');
    await post('/newsletter/confirm', { token: linkToken(confirm, '/newsletter/confirm') });
    expect(t.mailer.latestTo(email)?.subject).toBe('Welcome to di Thrive newsletter');

    const writer = uniqueEmail('contact');
    await post(
      '/contact',
      { name: 'Tunde', email: writer, message: 'Hello' },
      {
        'accept-language': 'pcm',
      },
    );
    expect(t.mailer.latestTo(writer)?.subject).toBe('We don get your message');
  });
});

describe.each(drivers)('error bodies in the reader’s language on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says a wrong code in Pidgin to a Pidgin page, with the same status', async () => {
    const email = uniqueEmail('wrong-code');
    await t.post('/reader/web-register', registration(email), { remoteAddress: uniqueIp() });
    const confirm = (headers: Record<string, string>) =>
      t.post(
        '/reader/web-confirm-otp',
        { email, otp: '000000', password: registration(email).password },
        { remoteAddress: uniqueIp(), headers },
      );
    const pidgin = await confirm({ 'accept-language': 'pcm' });
    const english = await confirm({ 'accept-language': 'en' });
    expect(pidgin.statusCode).toBe(english.statusCode);
    expect(pidgin.json().error).toMatch(/^Dat code no correct or e don expire/);
    expect(english.json().error).toMatch(/^That code is not correct or has expired/);
  });

  it('gives validation messages in Pidgin, and any message not written in Pidgin as it is', async () => {
    const email = uniqueEmail('invalid');
    const answer = await t.post('/reader/web-register', registration(email, { first_name: '' }), {
      remoteAddress: uniqueIp(),
      headers: { 'accept-language': 'pcm' },
    });
    expect(answer.json().error).toBe('Abeg write your first name.');
    const tooLong = await t.post(
      '/reader/web-register',
      registration(email, { first_name: 'a'.repeat(101) }),
      { remoteAddress: uniqueIp(), headers: { 'accept-language': 'pcm' } },
    );
    expect(tooLong.json().error).toBe('Your first name no fit pass 100 characters.');
    // A text for the site's developers (readerErrors.ts ENGLISH_ONLY_ERRORS) stays English.
    const unwritten = await t.post('/reader/web-register', [], {
      remoteAddress: uniqueIp(),
      headers: { 'accept-language': 'pcm' },
    });
    expect(unwritten.json().error).toBe('Please send the form fields as a JSON object.');
  });

  it('gives a pseudo-locale page its errors in English (no pseudo messages), never failing', async () => {
    process.env.THRIVE_LOCALES = `pcm,${PSEUDO_LOCALE}`;
    try {
      const email = uniqueEmail('pseudo-invalid');
      const fromBody = await t.post(
        '/reader/web-register',
        { ...registration(email, { first_name: '' }), locale: PSEUDO_LOCALE },
        { remoteAddress: uniqueIp() },
      );
      expect(fromBody.statusCode).toBe(400);
      expect(fromBody.json().error).toBe('Please enter your first name.');
      const fromHeader = await t.post(
        '/reader/web-register',
        registration(email, { first_name: '' }),
        {
          remoteAddress: uniqueIp(),
          headers: { 'accept-language': `${PSEUDO_LOCALE}, pcm;q=0.5` },
        },
      );
      expect(fromHeader.json().error).toBe('Abeg write your first name.');
    } finally {
      process.env.THRIVE_LOCALES = 'pcm';
    }
  });
});
