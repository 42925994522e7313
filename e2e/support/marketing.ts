/** Shared pieces of the marketing remote's end-to-end tests. */
import { expect, type Page } from '@playwright/test';

/** The shell's crisis block, with its tap-to-call 112: on every public page. */
export async function expectCrisisBlock(page: Page): Promise<void> {
  const block = page.getByRole('complementary', { name: 'Need help now?' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
}

/** Every public route the marketing remote owns, with its h1 and document title. */
export const MARKETING_ROUTES = [
  {
    path: '/',
    name: 'home',
    h1: /Changing lives, one story, answer, consult at a time/,
    title: 'Thrive',
  },
  { path: '/about', name: 'about', h1: 'Get to know Thrive', title: 'About · Thrive' },
  {
    path: '/pricing',
    name: 'pricing',
    h1: 'One plan. Everything Thrive offers.',
    title: 'Pricing · Thrive',
  },
  { path: '/help', name: 'help', h1: 'Get in touch', title: 'Help · Thrive' },
  { path: '/privacy', name: 'privacy', h1: 'Privacy Policy', title: 'Privacy Policy · Thrive' },
  {
    path: '/delete-account',
    name: 'delete-account',
    h1: 'Delete Your Account',
    title: 'Delete Your Account · Thrive',
  },
  {
    path: '/terms',
    name: 'terms',
    h1: 'Terms of Use and Community Guidelines',
    title: 'Terms of Use · Thrive',
  },
  {
    path: '/become-a-writer',
    name: 'become-a-writer',
    h1: 'Become a writer',
    title: 'Become a writer · Thrive',
  },
  {
    path: '/no-such-page',
    name: 'not-found',
    h1: 'Page not found',
    title: 'Page not found · Thrive',
  },
] as const;

export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/**
 * Scrolls through the whole page so lazy images load, then back to the top and waits for
 * every image to finish: full-page screenshots then show the real page.
 */
export async function loadWholePage(page: Page): Promise<void> {
  // Twice: parts drawn only near the screen (the writers carousel) appear during the first
  // pass, after the scroll may have passed them; their lazy images load in the second.
  for (let pass = 0; pass < 2; pass += 1) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(30);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Images off to the side (slides of the carousel out of view) are lazy and never load.
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
        })
        .every((img) => img.complete),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/** The CSS animations currently running on the element and its subtree. */
export async function runningAnimations(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );
}

/** The play state of the first animation on each scrolling list inside `selector`. */
export async function marqueeStates(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((rows) =>
    rows.map((row) => {
      const track = row.querySelector('ul');
      return track?.getAnimations()[0]?.playState ?? 'none';
    }),
  );
}

/** The hero's rotating word as shown (TypeIt's cursor removed). */
export async function typedWord(page: Page): Promise<string> {
  const text = await page.locator('[data-typing]').first().innerText();
  return text.replace(/\|/g, '').trim();
}

/** Samples the typed word for a while and returns the distinct values seen. */
export async function typedWordsOver(page: Page, ms: number, every = 150): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let t = 0; t < ms; t += every) {
    seen.add(await typedWord(page));
    await page.waitForTimeout(every);
  }
  return seen;
}

export async function expectOneH1(page: Page, name: string | RegExp): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveAccessibleName(name);
}
