import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.2 AA, as the issues require. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails the test with a readable list when axe finds any WCAG 2.2 AA violation. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe WCAG 2.2 AA violations').toEqual([]);
}

/**
 * Waits for finite CSS animations and transitions (a tooltip fading out, a toast sliding in):
 * axe measures contrast on the colours of that instant, and a half-faded element is not what a
 * reader looks at. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes; axe runs anyway after a while.
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/**
 * Saves a full-page screenshot as a test artifact (attached to the report). `fullPage: false`
 * captures the window only: Chromium lays a page out again at a passing width to capture past
 * the window, which the admin console's narrow-window rule answers by leaving for /download
 * (and an open dialog with it).
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
