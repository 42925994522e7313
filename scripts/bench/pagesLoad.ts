/**
 * Before anything is measured: each route loads on the bench's servers as a reader sees it (its
 * h1, and no "We couldn't load …" in place of a remote). A bench of a broken set-up (a remote
 * on the wrong port, say) would otherwise print the figures of an error page.
 */
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';

export async function assertPagesLoad(browser: Browser, routes: string[]): Promise<void> {
  const page = await browser.newPage();
  const broken: string[] = [];
  try {
    for (const route of routes) {
      await page.goto(`${origins.publicSite}${route}`, { waitUntil: 'networkidle' });
      const failed = await page.getByText(/We couldn't load/).count();
      const headings = await page.getByRole('heading', { level: 1 }).count();
      if (failed || !headings) broken.push(route);
    }
  } finally {
    await page.close();
  }
  if (broken.length)
    throw new Error(
      `These pages do not load on the bench's servers (${origins.publicSite}): ${broken.join(', ')}`,
    );
}
