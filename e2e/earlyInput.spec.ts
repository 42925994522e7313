/**
 * Early input (issue 22): on the readers' phone profile (400 kbit/s, 400 ms RTT, CPU 4x, 390 px)
 * a control is used the moment it is visible — Playwright acts as soon as the element is there
 * and never waits for hydration, which comes seconds later — and what the reader did still
 * happens, exactly once. Requests to the reader API are counted to prove "once".
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { emulatePhone, PHONE_VIEWPORT, READERS_PHONE } from '../test/phoneProfiles.ts';
import { mailFilesTo, readMail } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { MAIL_DIR, uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { controlOn, effectOn, fillFieldsOf, PUBLIC_CONTROLS } from './support/publicControls.ts';
import { API, PUBLIC } from './support/servers.ts';

const PASSWORD = 'calm-river-42';
/**
 * How long a test waits for the effect: generous, as this is no timing test (the 15 s budget is
 * the bench's, `pnpm bench -- --only=interaction`); on a loaded 2-core machine hydration at 4x
 * CPU takes much longer than on a phone.
 */
const EFFECT_TIMEOUT = 60_000;

test.use({ viewport: PHONE_VIEWPORT });
test.setTimeout(180_000);

test.beforeEach(async ({ context, page }) => {
  await emulatePhone(context, page, READERS_PHONE);
});

/** Opens the page without waiting for anything but the response's start. */
async function open(page: Page, path: string) {
  await page.goto(`${PUBLIC}${path}`, { waitUntil: 'commit', timeout: 60_000 });
}

/**
 * The POSTs the page sends to one reader API endpoint, and (formPath) the native submissions of
 * the page's form to the site's server, which calls the same endpoint: together, how often the
 * action was sent.
 */
function postsTo(page: Page, endpoint: string, formPath?: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    const native = formPath !== undefined && url.startsWith(`${PUBLIC}${formPath}`);
    if (request.method() === 'POST' && (url === `${API}${endpoint}` || native)) seen.push(request);
  });
  return seen;
}

/** Waits for the newest e-mail of `kind` to `address`; returns its text. */
async function mailText(address: string, kind: string): Promise<string> {
  const find = () => mailFilesTo(MAIL_DIR, address).filter((f) => f.endsWith(`_${kind}.eml`));
  await expect.poll(() => find().length, { timeout: 15_000 }).toBeGreaterThan(0);
  return readMail(find().at(-1)!).text;
}

function linkIn(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pathname}\\?token=[^\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathname} link in the e-mail`);
  return match[1];
}

/** Nothing is left held by the early-capture script once the page has settled. */
async function nothingHeld(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as { thriveEarlyInput?: { pending(): number } }).thriveEarlyInput?.pending() ?? 0,
      ),
    )
    .toBe(0);
  await expect(page.locator('[data-thrive-pending]')).toHaveCount(0);
}

test.describe('a tap at first paint is not lost', () => {
  test('home: the menu button opens the drawer', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({
      timeout: EFFECT_TIMEOUT,
    });
    await nothingHeld(page);
  });

  test('home: the first FAQ question opens its answer', async ({ page }) => {
    await open(page, '/');
    await page.getByText('What is Thrive?').click();
    await expect(
      page.getByText('Thrive is a mental health and wellness community for young people'),
    ).toBeVisible({ timeout: EFFECT_TIMEOUT });
    await nothingHeld(page);
  });

  test('sign-up: the password eye shows the password', async ({ page }) => {
    await open(page, '/signup');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByRole('button', { name: 'Hide password' }).first()).toBeVisible({
      timeout: EFFECT_TIMEOUT,
    });
    await nothingHeld(page);
  });
});

// Every control of the inventory that needs the page's code (HTML-first ones: htmlFirst.spec.ts).
test.describe('every control that needs JavaScript, used the moment it is visible', () => {
  for (const control of PUBLIC_CONTROLS.filter((c) => c.kind !== 'html-first')) {
    test(`${control.route}: ${control.name}`, async ({ page }) => {
      await open(page, control.route);
      await fillFieldsOf(page, control, 60_000);
      await controlOn(page, control).click({ timeout: 60_000 });
      await expect(effectOn(page, control)).toBeVisible({ timeout: EFFECT_TIMEOUT });
      await nothingHeld(page);
    });
  }
});

test.describe('submitted before hydration, sent exactly once', () => {
  test('a deletion confirmed at first paint is confirmed once', async ({ page, request }) => {
    const email = uniqueEmail('early-deletion');
    await verifiedReader(request, API, email, PASSWORD);
    const requested = await request.post(`${API}/account-deletion-requests`, {
      data: { fullName: 'Ada Obi', email, confirm: true },
    });
    expect(requested.status()).toBe(201);
    const link = linkIn(await mailText(email, 'deletion-confirm'), '/delete-account/confirm');
    const confirms = postsTo(page, '/account-deletion-requests/confirm', '/delete-account/confirm');

    await open(page, link);
    await page.getByRole('button', { name: 'Confirm deletion' }).click();
    // In place (JavaScript) or as the server's result page (a native submission).
    await expect(page.getByText('Deletion confirmed').first()).toBeVisible({
      timeout: EFFECT_TIMEOUT,
    });
    await nothingHeld(page);
    expect(confirms).toHaveLength(1);
    // The server scheduled it once: one "deletion scheduled" e-mail.
    await mailText(email, 'deletion-scheduled');
    expect(
      mailFilesTo(MAIL_DIR, email).filter((f) => f.endsWith('_deletion-scheduled.eml')),
    ).toHaveLength(1);
  });

  test('a subscription confirmed at first paint is confirmed once', async ({ page, request }) => {
    const email = uniqueEmail('early-newsletter');
    const subscribed = await request.post(`${API}/newsletter`, { data: { email } });
    expect(subscribed.ok()).toBe(true);
    const link = linkIn(await mailText(email, 'newsletter-confirm'), '/newsletter/confirm');
    const confirms = postsTo(page, '/newsletter/confirm', '/newsletter/confirm');

    await open(page, link);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    // In place (JavaScript) or as the server's result page (a native submission).
    await expect(page.getByText('Subscription confirmed').first()).toBeVisible({
      timeout: EFFECT_TIMEOUT,
    });
    await nothingHeld(page);
    expect(confirms).toHaveLength(1);
  });

  test('a login submitted before hydration signs the reader in once', async ({ page, request }) => {
    const email = uniqueEmail('early-login');
    await verifiedReader(request, API, email, PASSWORD);
    const logins = postsTo(page, '/reader/login');

    await open(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada', {
      timeout: EFFECT_TIMEOUT,
    });
    await nothingHeld(page);
    expect(logins).toHaveLength(1);
  });

  test('a signed-in password change submitted before hydration is sent once', async ({
    page,
    request,
  }) => {
    const session = await verifiedReader(request, API, uniqueEmail('early-reset'), PASSWORD);
    await page.addInitScript(({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('authUser', JSON.stringify(user));
    }, session);
    const changes = postsTo(page, '/reader/change-password');

    await open(page, '/reset');
    // The prerendered page holds both variants; the shell's first script shows the signed-in
    // one from the stored session, long before the page has hydrated.
    await page.getByLabel('Old Password').fill(PASSWORD);
    expect(
      await page.evaluate(() => {
        const form = document.querySelector('[data-thrive-form="change-password"]');
        const capture = (window as { thriveEarlyInput?: { isHydrated(node: Element): boolean } })
          .thriveEarlyInput;
        return Boolean(form && capture && !capture.isHydrated(form));
      }),
      'the change-password form is used before it is hydrated',
    ).toBe(true);
    await page.getByLabel('New Password').fill('new-calm-river-43');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Password Reset Successful' })).toBeVisible({
      timeout: EFFECT_TIMEOUT,
    });
    await nothingHeld(page);
    expect(changes).toHaveLength(1);
  });
});
