/**
 * The reader journey in a real browser (issue 11): found-on-the-way layout fixes that only a
 * browser can show (overflow at 390 px, testimonials standing still), screenshots looked at.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { FAULT_REMOTE_PORT } from '../playwright.config.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { MARKETING_ROUTES } from './support/marketing.ts';
import { PUBLIC } from './support/servers.ts';

/** Every public route: the marketing pages and the account pages (auth remote). */
const PUBLIC_ROUTES = [
  ...MARKETING_ROUTES.map((route) => route.path),
  '/signup',
  '/confirm',
  '/login',
  '/reset',
  '/download2',
  '/download',
];

const WIDTHS = [390, 1440] as const;

/** The shell's crisis block, with its tap-to-call 112. */
async function expectCrisisBlock(page: Page) {
  const block = page.getByRole('complementary', { name: 'Need help now?' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
}

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
      await page.goto(PUBLIC);
      const rows = page.locator('[role="group"][aria-label^="Testimonials,"]');
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) {
        const tops = await row
          .locator('figure')
          .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
        const perLine = [...tops.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map())];
        const counts = perLine.map(([, n]) => n as number);
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

test.describe('every public route', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: "Need help now?", no sideways scrolling, axe clean`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of PUBLIC_ROUTES) {
        await page.goto(`${PUBLIC}${path}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectCrisisBlock(page);
        expect(await sidewaysOverflow(page), `overflow on ${path}`).toBe(0);
        await expectNoA11yViolations(page);
        await page.screenshot({
          path: testInfo.outputPath(`${path.slice(1) || 'home'}-${width}.png`),
        });
      }
    });
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
