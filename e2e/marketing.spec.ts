/**
 * The public site (marketing remote) in a real browser through the shell: every route on a
 * desktop and a phone with the crisis block, no sideways scrolling, screenshots and axe (WCAG
 * 2.2 AA; journey.spec.ts does the same for the account pages), the navigation drawer, the
 * moving parts with and without prefers-reduced-motion, the writers carousel's breakpoints,
 * and the three forms against the real reader API.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import {
  expectCrisisBlock,
  expectOneH1,
  loadWholePage,
  marqueeStates,
  MARKETING_ROUTES,
  runningAnimations,
  typedWord,
  typedWordsOver,
  VIEWPORTS,
} from './support/marketing.ts';
import { PUBLIC } from './support/servers.ts';
import { hydrated, openHydrated } from './support/hydration.ts';

const uniqueEmail = (tag: string) =>
  `mkt-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const TESTIMONIAL_ROWS = '[role="group"][aria-label^="Testimonials,"]';

for (const viewport of VIEWPORTS) {
  test.describe(`every public page on ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of MARKETING_ROUTES) {
      test(`${route.path} renders, is accessible and is captured`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await openHydrated(page, `${PUBLIC}${route.path}`);
        await expectOneH1(page, route.h1);
        await expect(page).toHaveTitle(route.title);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expectCrisisBlock(page);
        // Nothing wider than the screen (no sideways scrolling on a phone).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await loadWholePage(page);
        await saveScreenshot(page, testInfo, `${route.name}-${viewport.width}`);
        await expectNoA11yViolations(page);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('navigation', () => {
  test('desktop: the four links navigate in place, with titles and the current page marked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openHydrated(page, PUBLIC);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await hydrated(nav.getByRole('link', { name: 'Pricing' }));
    await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
    for (const [label, path, title] of [
      ['Pricing', '/pricing', 'Pricing · Thrive'],
      ['About', '/about', 'About · Thrive'],
      ['Help', '/help', 'Help · Thrive'],
      ['Home', '/', 'Thrive'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(`${PUBLIC}${path}`);
      await expect(page).toHaveTitle(title);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    // No page load happened: the same document the whole time.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // motion was fetched on the first interaction; later page changes animate with it.
    await expect(page.locator('[data-page="/"]')).toHaveAttribute('data-transition', 'motion');
  });

  test('the first page load does not download motion', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await openHydrated(page, PUBLIC);
    await expectOneH1(page, /Changing lives/);
    await page.waitForLoadState('networkidle');
    // motion's chunk carries its 'data-framer-appear-id' attribute name: not downloaded yet.
    const hasMotion = () => scripts.some((source) => source.includes('data-framer-appear-id'));
    expect(hasMotion()).toBe(false);
    // The first interaction fetches it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect.poll(hasMotion).toBe(true);
  });

  test('the footer FAQ link lands on the FAQ from another page', async ({ page }) => {
    await openHydrated(page, `${PUBLIC}/about`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${PUBLIC}/#faq`);
    await expect(page.locator('#faq')).toBeInViewport();
    // A <summary> (the FAQ is an exclusive <details> accordion: e2e/htmlFirst.spec.ts).
    await page.locator('summary', { hasText: 'Do writers get paid?' }).click();
    await expect(page.locator('details[open]')).toContainText('Writers on Thrive get paid');
  });

  test('mobile: the menu drawer opens, traps focus, and closes by button, Escape and link', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, PUBLIC);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);

    // Open: slides in, focus moves to the close button.
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'Pricing',
      'About',
      'Help',
      'Stories',
      'Ask',
    ]);
    await saveScreenshot(page, testInfo, 'drawer-open-390');
    await expectNoA11yViolations(page);

    // Tab stays inside.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Escape closes and gives focus back.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // The close button closes.
    await menu.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // Choosing a link closes it and navigates.
    await menu.click();
    await drawer.getByRole('link', { name: 'Pricing' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(`${PUBLIC}/pricing`);
    await expectOneH1(page, 'One plan. Everything Thrive offers.');
  });
});

test.describe('moving parts, full motion', () => {
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'no-preference' });

  test('the hero types story, answer and consult, and its button pauses it', async ({ page }) => {
    await openHydrated(page, PUBLIC);
    const seen = await typedWordsOver(page, 9000);
    for (const word of ['story', 'answer']) expect(seen).toContain(word);
    await page.getByRole('button', { name: 'Pause typing animation' }).click();
    // Typing stops at its next step (at most one hold, 1.6 s), then stays put.
    await page.waitForTimeout(1800);
    const frozen = await typedWord(page);
    await page.waitForTimeout(2000);
    expect(await typedWord(page)).toBe(frozen);
    await expect(page.locator('.ti-cursor')).toBeHidden();
    await page.getByRole('button', { name: 'Play typing animation' }).click();
    await expect.poll(() => typedWord(page), { timeout: 5000 }).not.toBe(frozen);
  });

  test('the testimonial rows scroll, pause on hover, on focus and with the button', async ({
    page,
  }) => {
    await openHydrated(page, PUBLIC);
    const rows = page.locator(TESTIMONIAL_ROWS);
    await expect(rows).toHaveCount(2);
    await rows.first().scrollIntoViewIfNeeded();
    expect(await marqueeStates(page, TESTIMONIAL_ROWS)).toEqual(['running', 'running']);
    // Each row: the list and its hidden, inert copy.
    for (const row of await rows.all()) {
      await expect(row.locator('ul')).toHaveCount(2);
      await expect(row.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
    }
    await rows.first().hover();
    expect(await marqueeStates(page, TESTIMONIAL_ROWS)).toEqual(['paused', 'running']);
    await page.mouse.move(0, 0);
    await rows.nth(1).focus();
    expect(await marqueeStates(page, TESTIMONIAL_ROWS)).toEqual(['running', 'paused']);
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    expect(await marqueeStates(page, TESTIMONIAL_ROWS)).toEqual(['paused', 'paused']);
  });

  test('the How it works video autoplays muted in a loop, and pauses with its button', async ({
    page,
  }) => {
    await openHydrated(page, PUBLIC);
    const video = page.locator('#how-it-works video');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    expect(
      await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay, v.playsInline]),
    ).toEqual([true, true, true, true]);
    await page.getByRole('button', { name: 'Pause video' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('About: the banner scrolls left in 30 s and the faces turn, each with a pause button', async ({
    page,
  }) => {
    await openHydrated(page, `${PUBLIC}/about`);
    const banner = page.getByRole('group', { name: 'START SOAR THRIVE' });
    await banner.scrollIntoViewIfNeeded();
    await hydrated(page.getByRole('button', { name: 'Pause banner' }));
    const timing = await banner
      .locator('ul')
      .first()
      .evaluate((ul) => {
        const animation = ul.getAnimations()[0] as CSSAnimation | undefined;
        const effect = animation?.effect?.getComputedTiming();
        return {
          duration: effect?.duration,
          state: animation?.playState,
          direction: effect?.direction,
        };
      });
    expect(timing).toEqual({ duration: 30_000, state: 'running', direction: 'normal' });
    await page.getByRole('button', { name: 'Pause banner' }).click();
    expect(await marqueeStates(page, '[role="group"][aria-label="START SOAR THRIVE"]')).toEqual([
      'paused',
    ]);
    const faces = page.getByRole('img', { name: /ring of smiling illustrated faces/ });
    expect(await runningAnimations(page, '[data-motion="full"][role="img"]')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pause rotating faces' }).click();
    await expect(faces).toHaveAttribute('data-paused', 'true');
    expect(await runningAnimations(page, '[data-motion="full"][role="img"]')).toBe(0);
  });
});

test.describe('moving parts under prefers-reduced-motion', () => {
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

  test('home: no typing, no marquee, no autoplay', async ({ page }, testInfo) => {
    await openHydrated(page, PUBLIC);
    await expectOneH1(page, /Changing lives, one story, answer, consult at a time/);
    // The word is still: the same after several typing cycles' worth of time.
    const seen = await typedWordsOver(page, 2500);
    expect([...seen]).toEqual(['story']);
    await expect(page.locator('.ti-cursor')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /typing animation/ })).toHaveCount(0);

    const rows = page.locator(TESTIMONIAL_ROWS);
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row.locator('ul')).toHaveCount(1);
    for (const row of await rows.all()) {
      expect(await row.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    }

    const video = page.locator('#how-it-works video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await loadWholePage(page);
    await saveScreenshot(page, testInfo, 'home-reduced-motion-1366');
  });

  test('about: the banner and the faces stand still', async ({ page }) => {
    await openHydrated(page, `${PUBLIC}/about`);
    const banner = page.getByRole('group', { name: 'START SOAR THRIVE' });
    await expect(banner.locator('ul')).toHaveCount(1);
    expect(await banner.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    const faces = page.getByRole('img', { name: /ring of smiling illustrated faces/ });
    expect(await faces.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await expect(page.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
  });
});

test.describe('writers carousel', () => {
  const visibleCards = (page: Page) =>
    page.locator('.react-multi-carousel-item:not([aria-hidden="true"]) article');

  for (const [width, cards] of [
    [390, 1],
    [800, 2],
    [1366, 2],
  ] as const) {
    test(`shows ${cards} card(s) at ${width} px, with working arrows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, PUBLIC);
      const carousel = page.getByRole('group', { name: 'Writer cards' });
      await carousel.scrollIntoViewIfNeeded();
      await expect(visibleCards(page)).toHaveCount(cards);
      const first = await visibleCards(page).first().getByRole('heading').innerText();
      await page.getByRole('button', { name: 'Next writers' }).click();
      await expect(visibleCards(page).first().getByRole('heading')).not.toHaveText(first);
      // Hidden slides' links cannot be reached with Tab.
      const hiddenFocusable = await page
        .locator('.react-multi-carousel-item[aria-hidden="true"]')
        .evaluateAll((slides) => slides.filter((s) => !(s as HTMLElement).inert).length);
      expect(hiddenFocusable).toBe(0);
    });
  }
});

test.describe('forms against the reader API', () => {
  async function fillField(page: Page, label: string | RegExp, value: string) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }

  test('newsletter: subscribes and shows the server message', async ({ page }) => {
    await openHydrated(page, PUBLIC);
    const form = page.getByRole('form', { name: 'Subscribe to our Newsletter' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Stay updated' }).click();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await fillField(page, 'Email address', uniqueEmail('news'));
    await page.getByRole('button', { name: 'Stay updated' }).click();
    // Double opt-in: nothing is subscribed until the link in the e-mail is opened.
    const status = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    await expect(status).toContainText('we have sent you a link to confirm your subscription');
  });

  test('newsletter: a server failure is shown and the address kept', async ({ page }) => {
    await page.route('**/api/v1/newsletter', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service unavailable.' }),
      }),
    );
    await openHydrated(page, PUBLIC);
    const email = uniqueEmail('news-fail');
    await fillField(page, 'Email address', email);
    await page.getByRole('button', { name: 'Stay updated' }).click();
    // The form's own message region (a polite live region; the forms contract's data-form-errors).
    const message = page.locator('form[data-thrive-form="newsletter"] [data-form-errors]');
    await expect(message).toHaveText(/Service unavailable\./);
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  });

  test('contact: sends the message and shows the server message', async ({ page }) => {
    await openHydrated(page, `${PUBLIC}/help`);
    await fillField(page, /^Name/, 'Ada Obi');
    await fillField(page, /^Email/, uniqueEmail('contact'));
    await page.getByRole('textbox', { name: /^Phone number/ }).pressSequentially('0803 123 4567');
    await expect(page.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('08031234567');
    await fillField(page, /^Subject/, 'Hello');
    await fillField(page, /^Message/, 'I would like to know more about writing for Thrive.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
      'We have received your message',
    );
  });

  test('deletion: validates, then sends and says a confirmation link was e-mailed', async ({
    page,
  }) => {
    await openHydrated(page, `${PUBLIC}/delete-account`);
    await page.getByRole('button', { name: 'Request deletion' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText('Please enter the email address of your account.')).toBeVisible();
    await expect(
      page.getByText(
        'Please confirm that you understand your account and data will be permanently deleted.',
      ),
    ).toBeVisible();
    await fillField(page, 'Full name', 'Ada Obi');
    await fillField(page, 'Email address', uniqueEmail('delete'));
    await page
      .getByRole('checkbox', {
        name: 'I understand that this will permanently delete my account and all related data.',
      })
      .check();
    await page.getByRole('button', { name: 'Request deletion' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Request received' });
    // Nothing counts until the owner confirms from that inbox (e2e/emailLinks.spec.ts).
    await expect(status).toContainText('we have e-mailed a confirmation link');
  });
});
