/**
 * "Our Writers" on the home page (issue 47) is in the first HTML: with JavaScript off (or not
 * yet arrived) it is a list of the writers, each with a "Start Reading" link to their stories;
 * the carousel takes its place after hydration, once near the screen, without moving anything
 * (a scroll straight to it at 1440 px measured a CLS of 0.21 when the room was empty).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { openHydrated } from './support/hydration.ts';
import { HOME_WRITERS } from './support/controlInventory.ts';
import { PUBLIC } from './support/servers.ts';

const WIDTHS = [390, 1440] as const;

const writerCards = (page: Page) => page.getByRole('group', { name: 'Writer cards' });

for (const width of WIDTHS) {
  test(`without JavaScript at ${width} px: the writers are listed with their Start Reading links`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(PUBLIC);
    const cards = writerCards(page);
    await cards.scrollIntoViewIfNeeded();
    const items = cards.getByRole('listitem');
    await expect(items).toHaveCount(HOME_WRITERS.length);
    for (const [index, [name, username]] of HOME_WRITERS.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3, name })).toBeAttached();
      await expect(
        item.getByRole('link', { name: `Start Reading stories by ${name}`, exact: true }),
      ).toHaveAttribute('href', `/writers/${username}`);
    }
    // The first cards show (one on a phone, two from 768 px); the others are a swipe away.
    await expect(items.first()).toBeInViewport();
    // (axe runs in the page: it is checked on the same list with JavaScript, below.)
    await saveScreenshot(page, testInfo, `writers-no-js-${width}`, { fullPage: false });

    // A card out of view is reached (scrolled to) and its link followed, as a plain page load.
    const [name, username] = HOME_WRITERS[3]!;
    const link = cards.getByRole('link', { name: `Start Reading stories by ${name}` });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(`${PUBLIC}/writers/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: `Stories by ${name}` })).toBeVisible();
    await context.close();
  });

  test(`at ${width} px the carousel takes the list's place without moving anything`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, PUBLIC);
    const cards = writerCards(page);
    // Hydrated, and still far from the screen: the list, no library yet.
    await expect(cards.getByRole('listitem')).toHaveCount(HOME_WRITERS.length);
    await expect(page.getByRole('button', { name: 'Next writers' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Its height: what lies above may change meanwhile (images that come after hydration).
    const height = () => cards.evaluate((element) => element.getBoundingClientRect().height);
    const before = await height();

    // Layout shifts from here on, as the browser counts them for CLS.
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as { __shifts?: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
    });
    // Straight to it, as a reader flicking down the page.
    await cards.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Next writers' })).toBeVisible();
    await expect(cards.locator('.react-multi-carousel-list')).toBeVisible();
    expect(await height()).toBe(before);
    // A frame for the observer to report.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    await saveScreenshot(page, testInfo, `writers-carousel-${width}`, { fullPage: false });
    await expectNoA11yViolations(page);
  });
}
