/**
 * Slow links get the light page without asking (issue 48), as a reader on such a link meets
 * it: the browser's network client hints (ECT, RTT) say the link is slow, the page comes as the
 * data saver's (no app code), the switch says why, and the reader's own choice wins and is
 * remembered. The hints are sent as request headers here (a Chromium on a real 2G link sends
 * them itself once the site has asked with Accept-CH).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hydrated } from './support/hydration';
import { emulatePhone, NAIJA_2G } from '../test/phoneProfiles.ts';

const PHONE = { width: 390, height: 844 };
const WHY = 'Your connection looks slow: Thrive is saving your data';
const WHY_PIDGIN = 'Your network dey slow: Thrive dey save your data';

const dataSaverSwitch = (page: Page) => page.getByRole('switch', { name: 'Data saver' });

/** A fresh phone whose browser sends these headers with every request. */
async function phone(browser: Browser, headers: Record<string, string>, javaScript = true) {
  const context = await browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: headers,
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    // The service worker's own file is the one script the light page allows (dataSaver.spec.ts).
    if (request.resourceType() === 'script' && !request.url().endsWith('/sw.js')) {
      scripts.push(request.url());
    }
  });
  return { context, page, scripts };
}

test.describe('slow links', () => {
  test('a first visit on 2G gets the light page and is told why; switched off, the next page is the full one', async ({
    browser,
  }) => {
    const { context, page, scripts } = await phone(browser, { ECT: '2g' });
    const first = await page.goto('/about', { waitUntil: 'networkidle' });
    expect(first!.headers()['accept-ch']).toBe('ECT, RTT, Downlink, Save-Data');
    await expect(page.locator('html')).toHaveAttribute('data-data-saver', 'on');
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(WHY)).toBeVisible();
    // The light page: read and used as it came, none of the app's code fetched.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(scripts).toEqual([]);

    // The reader wants the full page: the tap fetches the app, is held meanwhile, then counts.
    await dataSaverSwitch(page).click();
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'false', {
      timeout: 30_000,
    });
    await expect(page.getByText(WHY)).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'thrive_data_saver')?.value).toBe('off');

    // Remembered: the next page (still on 2G) is the full one, and it hydrates.
    scripts.length = 0;
    await page.goto('/stories');
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(WHY)).toBeHidden();
    await hydrated(page.getByRole('heading', { level: 1 }).first());
    expect(scripts.length).toBeGreaterThan(0);
    await context.close();
  });

  test('a round trip of 800 ms counts as slow too, and Pidgin readers are told in Pidgin', async ({
    browser,
  }) => {
    const { context, page, scripts } = await phone(browser, { RTT: '800' });
    await page.goto('/pcm/about', { waitUntil: 'networkidle' });
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(WHY_PIDGIN)).toBeVisible();
    expect(scripts).toEqual([]);
    await context.close();
  });

  test('a visit on 4G gets the full page, with nothing said about the link', async ({
    browser,
  }) => {
    const { context, page, scripts } = await phone(browser, { ECT: '4g', RTT: '50' });
    await page.goto('/about');
    await hydrated(page.getByRole('heading', { level: 1 }).first());
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(WHY)).toBeHidden();
    expect(scripts.length).toBeGreaterThan(0);
    await context.close();
  });

  test('without hints from the server, the page decides from the Network Information API', async ({
    browser,
  }) => {
    // Chromium's navigation requests carry the link's real hints (fast here); the emulated
    // Naija-2G link shows only in navigator.connection (a round trip of about 800 ms).
    const { context, page, scripts } = await phone(browser, {});
    await emulatePhone(context, page, NAIJA_2G);
    const response = await page.goto('/about', { waitUntil: 'networkidle', timeout: 60_000 });
    expect(await response!.text()).toContain('data-data-saver="off"');
    await expect(page.locator('html')).toHaveAttribute('data-data-saver', 'on');
    await expect(page.getByText(WHY)).toBeVisible();
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'true');
    expect(scripts).toEqual([]);
    await context.close();
  });

  test('with JavaScript disabled: the light page says why, and the switch turns it off for good', async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, { ECT: '2g' }, false);
    await page.goto('/pricing');
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(WHY)).toBeVisible();
    await dataSaverSwitch(page).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(WHY)).toBeHidden();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-data-saver', 'off');
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await context.close();
  });
});
