/**
 * Interaction budgets (issue 22), on the readers' phone (400 kbit/s, 400 ms RTT, CPU 4x, 390 px;
 * test/phoneProfiles.ts), a fresh context per load:
 *  - lost taps: each control of e2e/support/publicControls.ts (a story's Like and Save too)
 *    tapped once, the moment it is visible (no waiting for hydration); a tap is lost when its
 *    effect does not show within 15 s. Budget: 0 per route. An HTML-first control's effect must also show within 300 ms of
 *    the tap, as the browser times it (Event Timing: the tap to the frame that shows it).
 *  - time until the page is fully hydrated per route (hydration.ts), printed beside the same on
 *    the Naija-2G profile; goal ≤ 5 s, printed, not a budget yet.
 *  - INP (inp.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { formPathMatches } from '@thrive/platform';
import { origins } from '@thrive/platform/node';
import {
  controlOn,
  effectOn,
  fillFieldsOf,
  PUBLIC_CONTROLS,
  STORY_PAGE_CONTROLS,
  type PublicControl,
} from '../../e2e/support/publicControls.ts';
import {
  chooseFullPage,
  emulatePhone,
  NAIJA_2G,
  PHONE_VIEWPORT,
  READERS_PHONE,
  type PhoneProfile,
} from '../../test/phoneProfiles.ts';
import { textTable, type BudgetRow } from './budgets.ts';
import { HYDRATION_WAIT_MS, hydratedAtMs, KEEP_NAMES_SHIM, watchHydrationOf } from './hydration.ts';
import { benchInp } from './inp.ts';
import { median } from './stats.ts';

export const EFFECT_WITHIN_MS = 15_000;
export const HTML_FIRST_EFFECT_WITHIN_MS = 300;
export const HYDRATED_GOAL_S = 5;

async function onPhone<T>(
  browser: Browser,
  profile: PhoneProfile,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    // The full page is what is measured here, on every profile (the light page: dataSaver.ts).
    await chooseFullPage(context, origins.publicSite);
    const page = await context.newPage();
    await emulatePhone(context, page, profile);
    return await run(page);
  } finally {
    await context.close();
  }
}

interface Tap {
  control: PublicControl;
  /** From the navigation's start to the tap (this machine's clock). */
  tappedAtMs: number;
  /** From the tap to the effect; null when it did not show in time (a lost tap). */
  effectMs: number | null;
  /** The early-capture script held the tap (the part was not hydrated yet). */
  held: boolean;
}

declare global {
  interface Window {
    __benchTapLatencies?: number[];
  }
}

/**
 * Runs in the page before its scripts: records, per interaction, the Event Timing API's duration
 * of its events (from the tap's hardware timestamp to the next frame painted after the browser
 * handled it). For an HTML-first control that frame shows the effect: the browser opens a
 * popover or a <details> in the click's default action, before it paints.
 */
function recordTapLatencies() {
  window.__benchTapLatencies = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[])
      if (entry.interactionId) window.__benchTapLatencies?.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/** Event Timing reports nothing under 16 ms: such a tap was shown within one frame. */
const FASTEST_REPORTED_MS = 16;

/**
 * How long the reader waited for an HTML-first control's effect: the slowest event of the tap
 * as the browser timed it, input delay included. Not the test runner's clock: it starts only
 * after click() has returned (missing the wait before the page handled the tap) and then adds
 * its own polling interval.
 */
async function htmlFirstLatencyMs(page: Page): Promise<number> {
  const latencies = await page.evaluate(() => window.__benchTapLatencies ?? []);
  return Math.max(FASTEST_REPORTED_MS, ...latencies);
}

async function tapOnce(browser: Browser, control: PublicControl): Promise<Tap> {
  return onPhone(browser, READERS_PHONE, async (page) => {
    if (control.kind === 'html-first') {
      await page.addInitScript(KEEP_NAMES_SHIM);
      await page.addInitScript(recordTapLatencies);
    }
    const started = Date.now();
    await page.goto(`${origins.publicSite}${control.route}`, {
      waitUntil: 'commit',
      timeout: 60_000,
    });
    await fillFieldsOf(page, control, 60_000);
    const target = controlOn(page, control);
    await target.click({ timeout: 60_000 });
    // This machine's clock: a page busy hydrating would answer an evaluate() late.
    const tapped = Date.now();
    const tappedAtMs = tapped - started;
    // Every effect is awaited as long (a late one is not a lost one); an HTML-first control's
    // delay has a budget of its own.
    const effect = effectOn(page, control)
      .waitFor({ state: 'visible', timeout: EFFECT_WITHIN_MS })
      .then(
        () => (control.kind === 'html-first' ? htmlFirstLatencyMs(page) : Date.now() - tapped),
        () => null,
      );
    const held = (await target.getAttribute('aria-busy').catch(() => null)) === 'true';
    return { control, tappedAtMs, effectMs: await effect, held };
  });
}

async function hydrationTime(browser: Browser, route: string, profile: PhoneProfile) {
  return onPhone(browser, profile, async (page) => {
    await watchHydrationOf(page);
    await page.goto(`${origins.publicSite}${route}`, { waitUntil: 'commit', timeout: 60_000 });
    return hydratedAtMs(page);
  });
}

export async function benchInteraction(
  browser: Browser,
  routes: string[],
  runs: number,
): Promise<BudgetRow[]> {
  console.log(
    `\nInteraction: each control tapped once when it becomes visible (${READERS_PHONE.name}, 390 px)`,
  );
  const rows: BudgetRow[] = [];
  const taps: Tap[] = [];
  // A page with a :parameter (a story) is tapped at each address of it the bench loads.
  const storyTaps = STORY_PAGE_CONTROLS.flatMap((control) =>
    routes
      .filter((route) => formPathMatches(control.route, route))
      .map((route) => ({ ...control, route })),
  );
  for (const control of [...PUBLIC_CONTROLS.filter((c) => routes.includes(c.route)), ...storyTaps])
    taps.push(await tapOnce(browser, control));
  console.log(
    textTable(
      ['route', 'control', 'kind', 'tapped at', 'held', 'effect after'],
      taps.map((tap) => [
        tap.control.route,
        tap.control.name,
        tap.control.kind,
        `${(tap.tappedAtMs / 1000).toFixed(2)} s`,
        tap.held ? 'yes' : 'no',
        tap.effectMs === null
          ? 'LOST'
          : `${Math.round(tap.effectMs)} ms${
              tap.control.kind === 'html-first' && tap.effectMs > HTML_FIRST_EFFECT_WITHIN_MS
                ? ' (late)'
                : ''
            }`,
      ]),
    ),
  );
  for (const route of routes) {
    const ofRoute = taps.filter((tap) => tap.control.route === route);
    if (!ofRoute.length) continue;
    rows.push({
      metric: 'lost taps, 400 kbit/s CPU 4x',
      subject: route,
      value: ofRoute.filter((tap) => tap.effectMs === null).length,
      limit: 0,
      kind: 'max',
      unit: '',
      digits: 0,
    });
    const htmlFirst = ofRoute.filter(
      (tap): tap is Tap & { effectMs: number } =>
        tap.control.kind === 'html-first' && tap.effectMs !== null,
    );
    if (htmlFirst.length) {
      rows.push({
        metric: 'HTML-first effect after a tap at first paint',
        subject: route,
        value: Math.max(...htmlFirst.map((tap) => tap.effectMs)),
        limit: HTML_FIRST_EFFECT_WITHIN_MS,
        kind: 'max',
        unit: 'ms',
        digits: 0,
      });
    }
  }

  console.log(`\nTime until fully hydrated (median of ${runs}; goal ≤ ${HYDRATED_GOAL_S} s)`);
  const lines: string[][] = [];
  for (const route of routes) {
    const figures: string[] = [];
    for (const profile of [READERS_PHONE, NAIJA_2G]) {
      const times: (number | null)[] = [];
      for (let i = 0; i < runs; i += 1) times.push(await hydrationTime(browser, route, profile));
      const measured = times.filter((time): time is number => time !== null);
      if (measured.length < times.length) {
        figures.push(
          `not hydrated within ${HYDRATION_WAIT_MS / 1000} s in ${times.length - measured.length} of ${runs}`,
        );
        continue;
      }
      const seconds = median(measured) / 1000;
      figures.push(
        `${seconds.toFixed(2)} s${profile === READERS_PHONE && seconds > HYDRATED_GOAL_S ? ' (over goal)' : ''}`,
      );
    }
    lines.push([route, ...figures]);
  }
  console.log(textTable(['route', READERS_PHONE.name, NAIJA_2G.name], lines));

  rows.push(...(await benchInp(browser, routes)));
  return rows;
}
