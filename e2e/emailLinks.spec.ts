/**
 * The flows that run through e-mail links, against the real reader API and the development
 * mailbox (.eml files under .data/mail/):
 * - newsletter double opt-in: subscribe → confirm from the e-mail → welcome e-mail whose
 *   List-Unsubscribe one-click POST (RFC 8058) and unsubscribe page both work;
 * - account deletion: request → the owner confirms from the e-mail → 7 days later (test clock)
 *   the job deletes the reader, who can no longer log in.
 * The deletion test runs its own API process with TEST_CLOCK=1 (never allowed in production,
 * so not the `pnpm start` server) on a fresh PGlite directory, and points the browser's API
 * calls at it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailFilesTo, readMail } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { origins, ports, siteOrigins } from '@thrive/platform/node';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { MAIL_DIR, uniqueEmail } from './support/authFlow.ts';
import { API, PUBLIC } from './support/servers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'calm-river-42';

/** Waits for the newest e-mail of `kind` to `address`; returns its file and parsed content. */
async function mailOfKind(address: string, kind: string) {
  const find = () => mailFilesTo(MAIL_DIR, address).filter((f) => f.endsWith(`_${kind}.eml`));
  await expect
    .poll(() => find().length, { message: `${kind} e-mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThan(0);
  const file = find().at(-1)!;
  return readMail(file);
}

/** The path and query of the first site link to `pathname` in a mail's text. */
function linkIn(text: string, pathname: string): string {
  const match = new RegExp(
    `https?://[^\\s/]+(${pathname.replace(/\//g, '\\/')}\\?token=[^\\s]+)`,
  ).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathname} link in the e-mail`);
  return match[1];
}

/** A header of a raw .eml file (folded lines joined). */
function header(file: string, name: string): string | undefined {
  const head = readFileSync(file, 'latin1').split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line
    ?.slice(name.length + 1)
    .trim()
    .replace(/\s+/g, '');
}

/** Answers 200 once the API at `base` is up (a fresh PGlite directory takes a few seconds). */
async function waitForApi(base: string) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, message: `the API at ${base} answers` },
    )
    .toBe(200);
}

test.describe('newsletter double opt-in', () => {
  test.beforeAll(() => waitForApi(API));

  test('subscribe, confirm from the e-mail, then one-click unsubscribe (RFC 8058) and the unsubscribe page', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('newsletter-e2e');
    await page.goto(PUBLIC);
    const form = page.getByRole('form', { name: 'Subscribe to our Newsletter' });
    await form.scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Stay updated' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
      'we have sent you a link to confirm your subscription',
    );

    const confirmMail = await mailOfKind(email, 'newsletter-confirm');
    await page.goto(`${PUBLIC}${linkIn(confirmMail.text, '/newsletter/confirm')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Subscription confirmed' }),
    ).toContainText('Welcome to the Thrive newsletter!');
    await saveScreenshot(page, testInfo, 'newsletter-confirmed');

    const welcome = await mailOfKind(email, 'newsletter-welcome');
    expect(header(welcome.file, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(header(welcome.file, 'List-Unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${API}/newsletter/unsubscribe\\?token=`));

    // What a mail client does for "Unsubscribe": one POST, form body, no cookies, no page.
    const unsubscribed = await request.post(oneClick!, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(unsubscribed.status()).toBe(200);
    expect(await unsubscribed.json()).toMatchObject({ list: 'newsletter' });

    // The unsubscribe page from the e-mail's own link (idempotent).
    await page.goto(`${PUBLIC}${linkIn(welcome.text, '/newsletter/unsubscribe')}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are unsubscribed' }),
    ).toContainText('You will not receive the Thrive newsletter any more.');
    await saveScreenshot(page, testInfo, 'newsletter-unsubscribed');
  });
});

test.describe('e-mail link pages are accessible (WCAG 2.2 AA)', () => {
  for (const width of [390, 1440]) {
    for (const pathname of [
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/delete-account/confirm',
      '/delete-account/cancel',
    ]) {
      test(`${pathname} at ${width}px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${PUBLIC}${pathname}?token=${'a'.repeat(43)}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await saveScreenshot(page, testInfo, `${pathname.slice(1).replace('/', '-')}-${width}`);
      });
    }
  }
});

test.describe('account deletion that happens', () => {
  const port = ports.api + 10;
  const testApi = `http://localhost:${port}/api/v1`;
  let server: ChildProcess | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-e2e-deletion-'));
    server = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'services/reader-api/src/server.ts')],
      {
        cwd: repoRoot,
        stdio: 'ignore',
        env: {
          ...process.env,
          NODE_ENV: 'development',
          TEST_CLOCK: '1',
          API_PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          MAIL_DIR,
          CORS_ORIGINS: siteOrigins.join(','),
          PUBLIC_SITE_URL: origins.publicSite,
          DELETION_JOB_INTERVAL_MS: '500',
          LOG_LEVEL: 'warn',
        },
      },
    );
    await waitForApi(testApi);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve) ?? resolve(undefined));
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The page's API calls go to the test-clock API (same paths, same answers and CORS). */
  async function useTestApi(page: Page) {
    await page.route(`${API}/**`, async (route) => {
      const url = route.request().url().replace(API, testApi);
      const response = await route.fetch({ url });
      await route.fulfill({ response });
    });
  }

  async function registerReader(request: APIRequestContext, email: string) {
    const registered = await request.post(`${testApi}/reader/web-register`, {
      data: {
        first_name: 'Ada',
        last_name: 'Obi',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);
    const code = /\b(\d{6})\b/.exec((await mailOfKind(email, 'verify')).subject)?.[1];
    const confirmed = await request.post(`${testApi}/reader/web-confirm-otp`, {
      data: { email, otp: code, password: PASSWORD },
    });
    expect(confirmed.status()).toBe(200);
  }

  test('request → the owner confirms from the e-mail → 7 days later the reader is deleted and cannot log in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('deletion-e2e');
    await registerReader(request, email);
    await useTestApi(page);

    await page.goto(`${PUBLIC}/delete-account`);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page
      .getByRole('checkbox', {
        name: 'I understand that this will permanently delete my account and all related data.',
      })
      .check();
    await page.getByRole('button', { name: 'Request deletion' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request received' })).toContainText(
      'we have e-mailed a confirmation link',
    );

    const confirmMail = await mailOfKind(email, 'deletion-confirm');
    await page.goto(`${PUBLIC}${linkIn(confirmMail.text, '/delete-account/confirm')}`);
    await page.getByRole('button', { name: 'Confirm deletion' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deletion confirmed' })).toContainText(
      /Your account will be deleted on \d{1,2} \w+ \d{4}\./,
    );
    await saveScreenshot(page, testInfo, 'deletion-confirmed');
    const scheduled = await mailOfKind(email, 'deletion-scheduled');
    expect(scheduled.text).toContain('/delete-account/cancel?token=');

    // Six days on, nothing has happened: the reader still logs in.
    await request.post(`${testApi}/test-clock`, { data: { advanceHours: 6 * 24 } });
    const stillThere = await request.post(`${testApi}/reader/login`, {
      data: { email, password: PASSWORD },
    });
    expect(stillThere.status()).toBe(200);

    // Past the 7 days, the job deletes the reader and sends the final notice.
    await request.post(`${testApi}/test-clock`, { data: { advanceHours: 24 } });
    await mailOfKind(email, 'deletion-completed');

    await page.goto(`${PUBLIC}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'An error has occured' })).toContainText(
      'Invalid email or password.',
    );
    await saveScreenshot(page, testInfo, 'deleted-reader-cannot-log-in');
  });
});
