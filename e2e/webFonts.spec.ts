/**
 * The web fonts never share a slow link with the scripts a page needs to become interactive
 * (packages/composition/src/fonts/shellFonts.ts): on a 2G/3G connection they apply once the
 * loader's own requests have arrived; once cached, or on a fast connection, before the first
 * paint (no second layout of the page).
 */
import { expect, test, type Page } from '@playwright/test';
import { WEB_FONTS_STORAGE_KEY } from '@thrive/composition';
import { emulatePhone, READERS_PHONE } from '../test/phoneProfiles.ts';
import { PUBLIC } from './support/servers.ts';

/** Records the web-font sheet's media when it is parsed and when the page's content begins. */
async function watchWebFontsMedia(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, string | undefined> = {};
    Object.assign(window, { webFontsMedia: seen });
    new MutationObserver(() => {
      const sheet = document.querySelector<HTMLStyleElement>('style[data-web-fonts]');
      if (sheet && !('parsed' in seen)) seen.parsed = sheet.media;
      if (document.getElementById('root') && !('atContent' in seen)) seen.atContent = sheet?.media;
    }).observe(document, { childList: true, subtree: true });
  });
}

const webFontsMedia = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { webFontsMedia: Record<string, string> }).webFontsMedia,
  );

/** A web font face has loaded (`fonts.check` is true too while no web face is declared). */
const interLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
    ),
  );

test('on a slow link the fonts wait for the page’s scripts, and apply before the first paint once cached', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await emulatePhone(context, page, READERS_PHONE);
  const fontRequestedAt: number[] = [];
  const finishedAt = new Map<string, number>();
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequestedAt.push(Date.now());
  });
  page.on('requestfinished', (request) => finishedAt.set(request.url(), Date.now()));
  await watchWebFontsMedia(page);

  await page.goto(`${PUBLIC}/`, { timeout: 60_000 });
  await expect.poll(() => interLoaded(page), { timeout: 60_000 }).toBe(true);
  expect(await webFontsMedia(page)).toEqual({ parsed: 'not all', atContent: 'not all' });
  // What the loader fetches: its startup files but the stylesheets the page holds inline.
  const startup = await page.evaluate(() => {
    const inline = [...document.querySelectorAll('link[data-inlined]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
    return (document.querySelector('script[data-startup]')?.getAttribute('data-startup') ?? '')
      .split(' ')
      .map((path) => new URL(path, location.href).href)
      .filter((url) => !inline.includes(url));
  });
  expect(startup.length).toBeGreaterThan(1);
  expect(fontRequestedAt.length).toBeGreaterThan(0);
  for (const url of startup)
    expect(Math.min(...fontRequestedAt), url).toBeGreaterThanOrEqual(finishedAt.get(url)!);

  // The next visit (the font cached): on before the page's content is parsed. The loader keeps
  // the fonts' hash once the font set reports them loaded (`loadingdone`, a task after a face's
  // status says so): a visit before that is not yet "cached".
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_STORAGE_KEY))
    .not.toBeNull();
  await page.goto(`${PUBLIC}/about`, { timeout: 60_000 });
  expect(await webFontsMedia(page)).toEqual({ parsed: 'not all', atContent: 'all' });
  await context.close();
});

test('on a fast link the fonts apply before the first paint, preloaded, on a first visit too', async ({
  page,
}) => {
  const preloaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) preloaded.push(request.url());
  });
  await watchWebFontsMedia(page);
  await page.goto(`${PUBLIC}/about`);
  expect(await webFontsMedia(page)).toEqual({ parsed: 'not all', atContent: 'all' });
  await expect.poll(() => interLoaded(page)).toBe(true);
  expect(preloaded.some((url) => url.includes('inter-latin'))).toBe(true);
});
