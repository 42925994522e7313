/**
 * When a page is fully hydrated, measured in the browser: every control of the server's markup
 * in #root (buttons, links, fields, forms, anything focusable) that is still in the page is owned
 * by React (committed), by the early-capture script's own test (shell/src/earlyInput/earlyInput.js,
 * window.thriveEarlyInput.isHydrated). Controls, not every element: markup React does not own
 * (an SVG's inner HTML, what an animation library adds) never gets a fiber. A page without
 * server markup (mounted in the browser) counts once the controls React rendered there are
 * committed. Sampled every 100 ms from a script added before the page's own: the figure is
 * performance.now() (ms since navigation start) of the first sample that passes.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    thriveEarlyInput?: { isHydrated(node: Element): boolean; pending(): number };
    __benchHydratedAt?: number;
  }
}

/** Runs in the page before its scripts (Playwright init script: the page's CSP does not apply). */
function watchHydration() {
  const CONTROLS =
    'button, a[href], input, select, textarea, form, summary, [role="button"], [tabindex]';
  let server: Element[] | null = null;
  const check = () => {
    const root = document.getElementById('root');
    const api = window.thriveEarlyInput;
    if (!root || !api) return false;
    server ??= [...root.querySelectorAll(CONTROLS)];
    const elements = server.length
      ? server.filter((element) => element.isConnected)
      : [...root.querySelectorAll(CONTROLS)];
    return elements.length > 0 && elements.every((element) => api.isHydrated(element));
  };
  const sample = () => {
    if (check()) window.__benchHydratedAt = performance.now();
    else setTimeout(sample, 100);
  };
  document.addEventListener('DOMContentLoaded', sample);
}

/**
 * tsx compiles with esbuild's keepNames, which wraps the inner functions of `watchHydration` in
 * calls to its `__name` helper; serialized into the page, that helper does not exist and the
 * first sample threw (no page ever counted as hydrated). The page gets a stand-in first.
 */
export const KEEP_NAMES_SHIM = 'window.__name = window.__name || function (fn) { return fn; };';

export async function watchHydrationOf(page: Page): Promise<void> {
  await page.addInitScript(KEEP_NAMES_SHIM);
  await page.addInitScript(watchHydration);
}

export const HYDRATION_WAIT_MS = 90_000;

/** Milliseconds from navigation start until the page was fully hydrated; null: not in 90 s. */
export async function hydratedAtMs(page: Page): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(() => window.__benchHydratedAt, undefined, {
      timeout: HYDRATION_WAIT_MS,
      polling: 250,
    });
    return (await handle.jsonValue()) as number;
  } catch {
    return null;
  }
}
