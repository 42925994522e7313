/**
 * Renders the web app manifest's PNG icons (shell/src/install/icons) from their SVG sources, the
 * logo's mark: `icon.svg` (rounded, purpose "any") and `maskable.svg` (full-bleed background,
 * the mark inside the maskable safe zone), each at 192 and 512 px, with Debian's Chromium.
 * The PNGs are committed; run this again after changing an SVG:
 *   npx tsx shell/src/install/renderAppIcons.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { APP_ICONS } from './webManifest.ts';

const iconsDir = fileURLToPath(new URL('./icons/', import.meta.url));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const icon of APP_ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(`${iconsDir}${icon.source}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
    );
    await page.screenshot({ path: `${iconsDir}${icon.file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
