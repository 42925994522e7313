/**
 * Longer words fit (issue 26): every public page in each language other than English, at 320
 * and 1440 px, has no text clipped by its box and nothing wider than the window (measured; the
 * pseudo-locale's pages screenshotted for a person to look at). The pages are the published
 * ones of every remote (publishedPages), so a new page is covered with no edit here.
 *
 * The production builds this suite serves offer the languages THRIVE_LOCALES names: Pidgin
 * and the pseudo-locale (every English letter accented, marks above and below the line that a
 * tight box clips, and each word 40 % longer), each prerendered under its prefix
 * (`/pseudo-LOCALE/…`) like a language not yet shipped, so both are measured here. The
 * pseudo-locale's pages are tagged en-XA (languageTag).
 */
import { expect, test } from '@playwright/test';
import { addressablePages, publishedPages } from '@thrive/composition/server';
import {
  languageTag,
  localizedPath,
  offeredLocales,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
} from '@thrive/platform';
import { saveScreenshot } from './support/a11y.ts';

const others = offeredLocales().filter(({ code }) => code !== SOURCE_LOCALE);
// The suite's servers offer Pidgin and the pseudo-locale (playwright.config.ts sets
// THRIVE_LOCALES): a run without the pseudo-locale must fail here, not measure less.
test('the pseudo-locale and a language beside English are offered to the suite', () =>
  expect(others.map(({ code }) => code)).toEqual(expect.arrayContaining(['pcm', PSEUDO_LOCALE])));

const PAGES = addressablePages(publishedPages()).filter((page) => !page.dataPage);

/** Text cut off by its own box, and what reaches past the window's width. */
function overflowOf() {
  const clipped: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (!element.offsetParent && getComputedStyle(element).position !== 'fixed') continue;
    // Boxes made to scroll or slide sideways (chip rows, carousels, marquees) are not clipping.
    if (element.closest('[data-marquee], [aria-roledescription="carousel"]')) continue;
    const style = getComputedStyle(element);
    // Text for screen readers only (VisuallyHidden: a 1 px clipped box) is meant not to show.
    const size = element.getBoundingClientRect();
    if (size.width <= 1 || size.height <= 1) continue;
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
    );
    if (!ownText) continue;
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    if (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
      clipped.push(`${describe(element)} is cut off sideways`);
    if (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      clipped.push(`${describe(element)} is cut off below`);
    if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
      clipped.push(`${describe(element)} ends in an ellipsis`);
    const box = element.getBoundingClientRect();
    // Inside a row made to scroll sideways (the team, the genre chips) is not past the window.
    let scroller = element.parentElement;
    while (scroller && getComputedStyle(scroller).overflowX === 'visible')
      scroller = scroller.parentElement;
    const inScroller =
      scroller !== null && scroller !== document.documentElement && scroller !== document.body;
    if (
      !inScroller &&
      box.right > document.documentElement.clientWidth + 1 &&
      style.position !== 'fixed'
    )
      clipped.push(`${describe(element)} reaches past the window (${Math.round(box.right)} px)`);
  }
  return {
    pageWider: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    clipped,
  };
}

// One page load per page and language: measured at 320 px as a phone opens it, then at 1440
// px after the window is widened (the layout is CSS's and the scripts follow resize events),
// which halves the loads of this, the suite's most numerous part.
for (const { code } of others) {
  for (const page of PAGES) {
    const address = localizedPath(page.path, code);
    test(`${address} at 320 and 1440 px: no text clipped or overflowing`, async ({
      page: tab,
    }, testInfo) => {
      await tab.setViewportSize({ width: 320, height: 900 });
      await tab.goto(address);
      await expect(tab.locator('html')).toHaveAttribute('lang', languageTag(code));
      for (const width of [320, 1440]) {
        if (width !== 320) {
          await tab.setViewportSize({ width, height: 900 });
          // Two frames: the resize's layout, then what the scripts redraw for it.
          await tab.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
        }
        await tab.evaluate(() => document.fonts.ready);
        const found = await tab.evaluate(overflowOf);
        // Screenshots of the pseudo-locale, the longest text, for a person to look at.
        if (code === PSEUDO_LOCALE)
          await saveScreenshot(tab, testInfo, `${code}${page.path.replace(/\W+/g, '-')}-${width}`);
        expect.soft(found.clipped, `${address} at ${width} px`).toEqual([]);
        expect
          .soft(found.pageWider, `${address} is wider than the window at ${width} px`)
          .toBe(false);
      }
    });
  }
}
