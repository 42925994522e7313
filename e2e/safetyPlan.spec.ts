/**
 * Help for a reader having a bad night (issue 45): from "Need help now?" on `/`, the safety plan
 * and the grounding exercise open, work and keep what is written with the connection cut
 * (`context.setOffline`), though the reader never opened them online: the shell's service
 * worker kept them when it installed. Nothing of the plan leaves the browser.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y';
import { hydrated, openHydrated } from './support/hydration';
import { API } from './support/servers';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('thrive-pages'))) return [];
    const cache = await caches.open('thrive-pages');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

const WARNING_SIGNS = 'I stop answering my friends';
const REASONS = 'My little brother Emeka';

test('offline from the crisis help: the safety plan keeps two steps across a reload, sends nothing; grounding opens in one tap', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openHydrated(page, '/');
  // The worker installs after load and idle, keeping the crisis help's pages with it.
  await expect
    .poll(() => keptPages(page), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['/offline-page', '/safety-plan', '/grounding']));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);

  await context.setOffline(true);
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));

  const crisis = page.getByRole('complementary', { name: 'Need help now?' });
  await crisis.getByRole('link', { name: 'My safety plan' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'My safety plan' });
  await expect(heading).toBeVisible();
  await hydrated(heading);
  await expect(page.getByText('Private: kept on this phone only.')).toBeVisible();
  await page.getByRole('textbox', { name: '1. Warning signs' }).fill(WARNING_SIGNS);
  await page.getByRole('textbox', { name: '7. My reasons to live' }).fill(REASONS);
  await expect(page.getByText('Saved on this phone.')).toBeVisible();

  await page.reload();
  await hydrated(page.getByRole('heading', { level: 1, name: 'My safety plan' }));
  await expect(page.getByRole('textbox', { name: '1. Warning signs' })).toHaveValue(WARNING_SIGNS);
  await expect(page.getByRole('textbox', { name: '7. My reasons to live' })).toHaveValue(REASONS);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'safety-plan-390');
  await page.setViewportSize(WIDE);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'safety-plan-1440');

  // Nothing was sent: no request carries the plan, none goes to the API but the platform's
  // own report of how its remotes loaded (no words of the page in it), nothing else is posted.
  const described = (list: Request[]) =>
    list.map((request) => `${request.method()} ${request.url()}`);
  const platformReport = (request: Request) => request.url().startsWith(`${API}/telemetry/`);
  const carriesPlan = (request: Request) =>
    [WARNING_SIGNS, REASONS].some(
      (words) =>
        decodeURIComponent(request.url()).includes(words) ||
        (request.postData() ?? '').includes(words),
    );
  expect(described(requests.filter(carriesPlan))).toEqual([]);
  expect(
    described(
      requests.filter(
        (request) =>
          !platformReport(request) && (request.method() !== 'GET' || request.url().startsWith(API)),
      ),
    ),
  ).toEqual([]);

  // The grounding exercise: one tap from the crisis help, offline.
  await page.setViewportSize(PHONE);
  await page
    .getByRole('complementary', { name: 'Need help now?' })
    .getByRole('link', { name: 'Calm down: a grounding exercise' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Come back to right now' }),
  ).toBeVisible();
  await expect(page.getByText('Name 5 things you can see.')).toBeVisible();
  await page.getByText('Breathe with the circle', { exact: true }).click();
  await expect(page.getByText(/Breathe in as the circle grows/)).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'grounding-390');
  await page.setViewportSize(WIDE);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'grounding-1440');
  await context.close();
});
