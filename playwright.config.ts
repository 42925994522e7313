import { defineConfig } from '@playwright/test';
import { STAGING_ORIGINS_ENV } from '@thrive/platform';
import { origins, ports } from '@thrive/platform/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './test/chromium.ts';

/** Port of the throw-away auth server the fault-isolation test starts and stops itself. */
export const FAULT_REMOTE_PORT = Number(process.env.FAULT_REMOTE_PORT ?? ports.auth + 10);
/** Ports of the release journey's own shell and auth servers (serving an environment). */
export const JOURNEY_SHELL_PORT = FAULT_REMOTE_PORT + 1;
export const JOURNEY_AUTH_PORT = FAULT_REMOTE_PORT + 2;
/** Ports of the canary journey's own shell, auth and reader API servers. */
export const CANARY_SHELL_PORT = FAULT_REMOTE_PORT + 3;
export const CANARY_AUTH_PORT = FAULT_REMOTE_PORT + 4;
export const CANARY_API_PORT = FAULT_REMOTE_PORT + 5;

// Every test runs with the pseudo-locale offered beside the shipped languages: it is built into
// the bundles only when offered, and i18nLayout.spec.ts measures its longer words on every
// page. The builds, the servers and the tests all read it (a build made without it has no
// /pseudo-LOCALE/ pages: rebuild).
process.env.THRIVE_LOCALES ??= 'pseudo-LOCALE';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: some tests stop and start servers the others rely on.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: origins.publicSite,
    // Debian's Chromium; never a downloaded browser.
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // Recording a trace costs every test about a sixth of its time on these 2-core machines:
    // CI records the retry of a failed test only; a local run keeps the failures' traces.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'pnpm start',
    // The reader API starts last (after the static servers): ready when it answers.
    url: `${origins.api}/api/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    // Server logs (one JSON line per API request) would drown the test report.
    stdout: 'ignore',
    env: {
      // Every e-mail-sending form in the suite posts from 127.0.0.1, run after run against one
      // database: the per-IP form e-mail limit (tested in the API's own tests) would stop them.
      FORM_MAILS_PER_IP_PER_HOUR: '100000',
      // …and so would the proofs of work asked of a noisy address (also the API's own tests):
      // the no-JavaScript forms cannot solve them.
      FORM_MAILS_PER_IP_BEFORE_CHALLENGE: '100000',
      LOGIN_FAILURES_PER_IP_BEFORE_CHALLENGE: '100000',
      // e2e/push.spec.ts: readers' push endpoints on the local Web Push server (web-push-testing).
      PUSH_LOCAL_ENDPOINTS: '1',
      // Staging swaps under test: the auth build reached through another origin, and the
      // fault-isolation server. Both are allowed; anything else must be refused.
      [STAGING_ORIGINS_ENV]: [
        `http://127.0.0.1:${ports.auth}`,
        `http://127.0.0.1:${FAULT_REMOTE_PORT}`,
      ].join(','),
    },
  },
});
