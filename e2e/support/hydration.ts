import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element: the page is painted from the server's HTML before
 * the shell's script starts, so a link clicked earlier is a plain page load and a button does
 * nothing yet. React keeps an element's props on it once it owns it.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Opens a public page and waits until its h1 is hydrated (the page's own code is running). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page.getByRole('heading', { level: 1 }).first());
}
