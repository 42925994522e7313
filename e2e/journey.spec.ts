/**
 * The reader journey in a real browser (issue 11): found-on-the-way layout fixes that only a
 * browser can show (overflow at 390 px, testimonials standing still), screenshots looked at.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { FAULT_REMOTE_PORT } from '../playwright.config.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectCrisisBlock } from './support/marketing.ts';
import { codeFromNewestMail, uniqueEmail } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

/**
 * The account pages (auth remote). The marketing pages get the same checks in
 * marketing.spec.ts, with their screenshots, on a phone and a desktop.
 */
const ACCOUNT_ROUTES = ['/signup', '/confirm', '/login', '/reset', '/download2', '/download'];

const WIDTHS = [390, 1440] as const;

/** A screenshot of one part of the page, attached to the report (to be looked at). */
async function saveElementShot(locator: Locator, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** How far the page is wider than the screen (0: no sideways scrolling). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('found on the way', () => {
  test('About does not pan sideways on a phone, whatever the angle of the faces ring', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PUBLIC}/about`);
    const ring = page.getByRole('img', { name: /A ring of smiling illustrated faces/ });
    await ring.scrollIntoViewIfNeeded();
    // Stop the ring at 45°, where the turning square reaches furthest past the ring.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const timing = animation.effect?.getComputedTiming();
        if (typeof timing?.duration !== 'number') continue;
        animation.pause();
        animation.currentTime = timing.duration / 8;
      }
    });
    await page.waitForTimeout(50);
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveElementShot(ring.locator('xpath=ancestor::section[1]'), testInfo, 'about-390-ring');
  });

  test('with reduced motion the testimonials stand in full lines, never one card alone', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const width of [390, 700, 900, 1024, 1200, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // Reduced motion is applied once the page's code runs: measure the hydrated page.
      await openHydrated(page, PUBLIC);
      const rows = page.locator('[role="group"][aria-label^="Testimonials,"]');
      await expect(rows).toHaveCount(2);
      const cardsPerLine = async (row: Locator) => {
        const tops = await row
          .locator('figure')
          .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
        const perLine = [...tops.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map())];
        return perLine.map(([, n]) => n as number);
      };
      // Until the post-hydration render has laid the rows out.
      await expect
        .poll(async () => {
          const all = await Promise.all((await rows.all()).map(cardsPerLine));
          return all.every((counts) => counts.every((n) => n === counts[0]));
        })
        .toBe(true);
      for (const row of await rows.all()) {
        const counts = await cardsPerLine(row);
        // Every line holds as many cards as the first one.
        expect(counts, `cards per line at ${width} px`).toEqual(counts.map(() => counts[0]));
        // Side by side wherever there is room (one column only on a phone).
        if (width >= 700) expect(counts[0], `cards per line at ${width} px`).toBeGreaterThan(1);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      if (width === 390 || width === 1440) {
        const section = page.locator('section[aria-labelledby="testimonials-heading"]');
        await saveElementShot(section, testInfo, `testimonials-still-${width}`);
      }
    }
    await context.close();
  });
});

test.describe('every account page', () => {
  for (const width of WIDTHS) {
    for (const path of ACCOUNT_ROUTES) {
      test(`${path} at ${width} px: "Need help now?", no sideways scrolling, axe clean`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${PUBLIC}${path}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectCrisisBlock(page);
        expect(await sidewaysOverflow(page), `overflow on ${path}`).toBe(0);
        await expectNoA11yViolations(page);
        await page.screenshot({
          path: testInfo.outputPath(`${path.slice(1) || 'home'}-${width}.png`),
        });
      });
    }
  }

  test('"Need help now?" stays when a remote fails to load', async ({ page }, testInfo) => {
    const down = `http://127.0.0.1:${FAULT_REMOTE_PORT}/mf-manifest.json`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PUBLIC}/login?remote.auth=${encodeURIComponent(down)}`);
    await expect(page.getByRole('alert')).toContainText("We couldn't load sign-up and login");
    await expectCrisisBlock(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('remote-failure-390.png') });
    // Leave the session without the override.
    await page.goto(`${PUBLIC}/?remote.auth=`);
  });
});

/** A verified reader, signed in through the real login page; returns their token. */
async function signedInReader(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail('journey');
  const password = 'a long enough password 42';
  const register = await page.request.post(`${API}/reader/web-register`, {
    data: {
      first_name: firstName,
      last_name: 'Obi',
      email,
      password,
      password_confirmation: password,
    },
  });
  expect(register.status()).toBe(201);
  const otp = await codeFromNewestMail(email);
  const confirm = await page.request.post(`${API}/reader/web-confirm-otp`, {
    data: { email, otp, password },
  });
  expect(confirm.ok()).toBe(true);
  await page.goto(`${PUBLIC}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Log in$/ }).click();
  await expect(page).toHaveURL(/\/download$/);
  return (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
}

test.describe('signed-in header', () => {
  test('desktop: a marketing page shows the first name and Log out; Log out revokes and clears', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signedInReader(page, 'Adaeze');
    expect(token).not.toBe('');
    await page.goto(`${PUBLIC}/about`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Hi, Adaeze (your account)' })).toBeVisible();
    const logOut = header.getByRole('button', { name: 'Log out' });
    await expect(logOut).toBeVisible();
    await header.screenshot({ path: testInfo.outputPath('header-signed-in-1440.png') });
    await logOut.click();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeFocused();
    await expect(header.getByRole('status')).toHaveText('You have logged out.');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // Revoked on the server, not only forgotten here.
    const me = await page.request.get(`${API}/reader/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('phone: the name and Log out in the bar and in the drawer, no layout shift', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInReader(page, 'Oluwaseyifunmi');
    await page.goto(`${PUBLIC}/pricing`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Oluwaseyifunmi/ }).first()).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await header.screenshot({ path: testInfo.outputPath('header-signed-in-390.png') });
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: /Oluwaseyifunmi/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('drawer-signed-in-390.png') });
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  for (const [path, width] of [
    ['/download2', 1440],
    ['/reset', 390],
  ] as const) {
    test(`the account pages' header: ${path} at ${width} px shows the first name, and Log out revokes the token`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await signedInReader(page, 'Chiamaka');
      await page.goto(`${PUBLIC}${path}`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /Chiamaka/ })).toHaveAttribute(
        'href',
        '/account',
      );
      const logOut = header.getByRole('button', { name: 'Log out' });
      await expect(logOut).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoA11yViolations(page);
      await header.screenshot({ path: testInfo.outputPath(`auth-header-signed-in-${width}.png`) });
      await logOut.click();
      await expect(header.getByRole('status')).toHaveText('You have logged out.');
      // Focus goes to what took Log out's place: the site header's Log in (the download pages
      // have the site header, issue 44), the sign-in pages' bar its home link.
      await expect(
        path === '/reset'
          ? header.getByRole('link', { name: /home page/ })
          : header.getByRole('link', { name: 'Log in', exact: true }),
      ).toBeFocused();
      await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
      // Revoked on the server, not only forgotten here.
      const me = await page.request.get(`${API}/reader/me`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(me.status()).toBe(401);
      await expect(page).toHaveURL(`${PUBLIC}${path}`);
    });
  }

  test('the session arriving after the first paint moves nothing in the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInReader(page, 'Ada');
    await page.goto(`${PUBLIC}/`);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const positions = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('header nav a, header a[href="/"]')].map((a) =>
          Math.round(a.getBoundingClientRect().left),
        ),
      );
    const signedIn = await positions();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await positions()).toEqual(signedIn);
  });
});
