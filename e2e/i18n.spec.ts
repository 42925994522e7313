/**
 * Readers in their own language (issue 26): `/pcm/…` addresses, prerendered per locale, the
 * language switch, the remembered choice, in Pidgin, which ships
 * (docs/i18n-design.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { offeredLocale } from '@thrive/platform';
import { expectNoA11yViolations } from './support/a11y.ts';
import { hydrated } from './support/hydration.ts';
import { codeFromNewestMail, MAIL_DIR, uniqueEmail } from './support/authFlow.ts';
import { latestMailTo } from '../services/reader-api/src/core/mail/readMailbox.ts';

// The suite's servers offer Pidgin (playwright.config.ts sets THRIVE_LOCALES): a run without it
// must fail here, not skip.
test('Pidgin is offered to the suite', () => expect(offeredLocale('pcm')).toBeTruthy());

/** A sign-up field by its name: its label is in the page's language. */
const field = (page: Page, name: string) => page.locator(`main input[name="${name}"]`);

const PIDGIN_CRISIS_TITLE = 'You need help now-now?';

const head = (html: string) => ({
  lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${new URL(m[2]!).pathname}`,
  ),
  ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
});

for (const [english, pidgin] of [
  ['/', '/pcm/'],
  ['/signup', '/pcm/signup'],
] as const) {
  test(`the server sends ${pidgin} prerendered in Pidgin, linked to ${english} and back`, async ({
    request,
  }) => {
    // English first: once a Pidgin page is served the request's cookie says Pidgin, and an
    // arrival at / from elsewhere is sent on to /pcm/.
    const source = head(await (await request.get(english, { maxRedirects: 0 })).text());
    expect(source).toMatchObject({ lang: 'en', ogLocale: 'en_NG' });
    const answer = await request.get(pidgin, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const page = head(html);
    expect(page).toMatchObject({ lang: 'pcm', ogLocale: 'pcm_NG' });
    expect(page.title).toBeTruthy();
    expect(page.description).toBeTruthy();
    expect(page.alternates).toEqual([`en ${english}`, `pcm ${pidgin}`, `x-default ${english}`]);
    // The page itself is there, in Pidgin: the crisis help, the switch naming each language.
    expect(html).toContain(PIDGIN_CRISIS_TITLE);
    expect(html).toMatch(/<a href="[^"]*" hrefLang="pcm" lang="pcm" aria-current="true">Pidgin/);
    expect(source.alternates).toEqual(page.alternates);
  });
}

test('a first visit to / follows Accept-Language; a chosen language wins afterwards', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'pcm-NG' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/pcm\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  // The reader picks English in the footer: English from now on, even at / from elsewhere.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/pcm/);
  await context.close();
});

async function expectPidgin(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  await expect(page.getByText(PIDGIN_CRISIS_TITLE).first()).toBeVisible();
}

test('the choice holds across remotes (marketing → auth → marketing) and reloads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  const header = page.getByRole('banner');
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await header.getByRole('link', { name: 'Pidgin' }).click();
  await expect(page).toHaveURL(/\/pcm\/about$/);
  await expectPidgin(page);

  // To auth's sign-up page, in the browser (client-side), keeping the prefix.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.locator('a[href="/pcm/signup"]').first().click();
  await expect(page).toHaveURL(/\/pcm\/signup$/);
  await expect(field(page, 'first_name')).toBeVisible();
  await expectPidgin(page);
  await page.reload();
  await expectPidgin(page);

  // Back to marketing by the brand link.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pcm\/?$/);
  await expectPidgin(page);
  await page.reload();
  await expectPidgin(page);
});

test('switching language mid-flow keeps what was typed on /signup', async ({ page }) => {
  await page.goto('/signup');
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await field(page, 'first_name').fill('Adaeze');
  await field(page, 'last_name').fill('Okafor');
  await field(page, 'email').fill('adaeze@example.com');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pidgin' }).click();
  await expect(page).toHaveURL(/\/pcm\/signup$/);
  await expectPidgin(page);
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await expect(field(page, 'first_name')).toHaveValue('Adaeze');
  await expect(field(page, 'last_name')).toHaveValue('Okafor');
  await expect(field(page, 'email')).toHaveValue('adaeze@example.com');
});

for (const width of [390, 1440]) {
  for (const path of ['/pcm/', '/pcm/signup', '/pcm/stories', '/', '/signup']) {
    test(`axe finds nothing on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page.getByRole('heading', { level: 1 }).first());
      await expectNoA11yViolations(page);
    });
  }
}

test('offline, a page never opened shows the crisis help in its language (kept when the worker came)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/about');
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  // The worker keeps the offline page, and this page's files with the other languages' words.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('thrive-pages');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining(['/about', '/offline-page']));
  await context.setOffline(true);
  await page.goto('/pcm/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  await expect(page.getByText(PIDGIN_CRISIS_TITLE).first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText('Need help now?').first()).toBeVisible();
  await context.close();
});

test('signing up in Pidgin: the verification e-mail (.eml), the code page, its errors and the welcome e-mail are in Pidgin', async ({
  page,
}) => {
  const email = uniqueEmail('pidgin-signup');
  await page.goto('/pcm/signup');
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await field(page, 'first_name').fill('Chioma');
  await field(page, 'last_name').fill('Eze');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill('sunlit meadow 42');
  await field(page, 'password_confirmation').fill('sunlit meadow 42');
  await field(page, 'year_of_birth').fill('2000');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/pcm\/confirm$/);
  await expectPidgin(page);

  const code = await codeFromNewestMail(email);
  const mail = latestMailTo(MAIL_DIR, email)!;
  expect(mail.subject).toBe(`${code} na your Thrive code`);
  expect(mail.html).toContain('<html lang="pcm">');
  expect(mail.text).toContain('/pcm/help');

  // A wrong code: the API's message is in Pidgin too.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.locator('main input[name="otp"]').fill(code === '000000' ? '111111' : '000000');
  await page.locator('main form button[type="submit"]').click();
  await expect(page.getByText(/Dat code no correct or e don expire/)).toBeVisible();

  // The right code (the error's dialog closed): the welcome e-mail follows, in Pidgin.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.locator('main input[name="otp"]').fill(code);
  await page.locator('main form button[type="submit"]').click();
  await expect
    .poll(() => latestMailTo(MAIL_DIR, email)?.subject, { timeout: 15_000 })
    .toBe('Welcome to Thrive, Chioma');
  const welcome = latestMailTo(MAIL_DIR, email)!;
  expect(welcome.html).toContain('<html lang="pcm">');
  expect(welcome.text).toContain('Your Thrive account don ready.');
  expect(welcome.text).toContain('/pcm/stories');
});

test('without JavaScript, a Pidgin form answers in Pidgin: its field messages and the API’s', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pcm/signup');
  await field(page, 'email').fill('not an address');
  await page.locator('main form button[type="submit"]').click();
  // The page again, in Pidgin, with the messages the JavaScript form shows.
  await expect(page).toHaveURL(/\/pcm\/signup$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  await expect(page.getByText('Abeg write your first name.')).toBeVisible();
  await expect(page.getByText('Please enter your first name.')).toHaveCount(0);
  await expect(field(page, 'email')).toHaveValue('not an address');
  await context.close();
});
