/**
 * The reader's account journey against the real reader API (no mocks): sign up, verify the
 * e-mail with the code from the development mailbox, log in (wrong password first), survive
 * a reload, log out. Then every auth route through axe (WCAG 2.2 AA) on desktop and phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { codeFromNewestMail, openWithState, uniqueEmail } from './support/authFlow.ts';
import { API, PUBLIC } from './support/servers.ts';

const PASSWORD = 'calm-river-42';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('reader account journey', () => {
  test.describe.configure({ mode: 'serial' });

  const email = uniqueEmail('auth-journey');

  test('sign up, read the code from the e-mail, verify, land on /download2', async ({
    page,
  }, testInfo) => {
    // A controllable clock: the resend link appears only after a minute.
    await page.clock.install();
    await page.goto(`${PUBLIC}/signup`);
    await expect(heading(page)).toHaveText('Create account');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(`${PUBLIC}/confirm`);
    await expect(heading(page)).toHaveText('Verify your e-mail');
    await expect(page.getByText(email)).toBeVisible();
    const code = await codeFromNewestMail(email);

    // The resend link appears after 60 s; the server still holds its own one-minute
    // cooldown (real time), so a click now shows the confirm flow's error modal with its reason.
    await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await page.getByRole('button', { name: 'Resend code' }).click();
    const tooSoon = page.getByRole('dialog', { name: 'An error has Occured' });
    await expect(tooSoon).toBeVisible();
    await tooSoon.getByRole('button', { name: 'Close' }).click();
    await expect(tooSoon).toBeHidden();

    // Pasting a whole code, with a separator, works.
    await page.getByLabel('Verification code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page.getByLabel('Verification code')).toHaveValue(code);
    await page.getByRole('button', { name: 'Next' }).click();

    const verified = page.getByRole('dialog', { name: 'E-mail Verified!' });
    await expect(verified).toBeVisible();
    await expect(verified.getByRole('button', { name: 'Continue' })).toBeFocused();
    await saveScreenshot(page, testInfo, 'confirm-verified-modal');
    await verified.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${PUBLIC}/download2`);
    await expect(heading(page)).toHaveText('Welcome, Ada');
    await expect(page.getByRole('heading', { name: 'Get Started with Our App' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help');
    await saveScreenshot(page, testInfo, 'download2-after-verification');
  });

  test('a wrong password shows the error modal; the right one reaches /download', async ({
    page,
  }, testInfo) => {
    await page.goto(`${PUBLIC}/login`);
    await expect(heading(page)).toHaveText('We missed You!');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-wrong`);
    const logIn = page.getByRole('button', { name: 'Log in' });
    await logIn.click();

    const failed = page.getByRole('dialog', { name: 'An error has occured' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Invalid email or password.');
    await expect(failed.getByRole('button', { name: 'Close' })).toBeFocused();
    await saveScreenshot(page, testInfo, 'login-wrong-password');
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toBeHidden();
    await expect(logIn).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await logIn.click();
    await expect(page).toHaveURL(`${PUBLIC}/download`);
    await expect(heading(page)).toHaveText('Welcome, Ada');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('authUser'))) ?? 'null'),
    ).toMatchObject({ first_name: 'Ada', email });

    // The session survives a reload.
    await page.reload();
    await expect(heading(page)).toHaveText('Welcome, Ada');
    await saveScreenshot(page, testInfo, 'download-after-login');

    // Logging out ends the session on the server and in the browser.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${PUBLIC}/login`);
    await expect(page.getByRole('status')).toContainText('You have logged out.');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
    const me = await page.request.get(`${API}/reader/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);

    // /download now sends the reader to /login.
    await page.goto(`${PUBLIC}/download`);
    await expect(page).toHaveURL(`${PUBLIC}/login`);
    await expect(heading(page)).toHaveText('We missed You!');
  });
});

test.describe('auth routes are accessible (WCAG 2.2 AA)', () => {
  const viewports = [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ];
  const reader = { id: 'a11y', first_name: 'Ada', last_name: 'Obi', email: 'a11y@example.com' };

  /** Each route in the state a reader meets it in. */
  const routes: { name: string; h1: string; open: (page: Page) => Promise<void> }[] = [
    {
      name: 'signup',
      h1: 'Create account',
      open: (p) => p.goto(`${PUBLIC}/signup`).then(() => {}),
    },
    {
      name: 'signup-with-messages',
      h1: 'Create account',
      open: async (p) => {
        await p.goto(`${PUBLIC}/signup`);
        await p.getByLabel('Password', { exact: true }).fill('short');
        await p.getByLabel('Confirm password').fill('shorter');
        await expect(p.getByText('Passwords do not match')).toBeVisible();
      },
    },
    {
      name: 'confirm',
      h1: 'Verify your e-mail',
      open: async (p) => {
        await p.goto(`${PUBLIC}/login`);
        await expect(heading(p)).toBeVisible();
        await openWithState(p, '/confirm', { email: reader.email, password: PASSWORD });
      },
    },
    { name: 'login', h1: 'We missed You!', open: (p) => p.goto(`${PUBLIC}/login`).then(() => {}) },
    {
      name: 'login-error-modal',
      h1: 'We missed You!',
      open: async (p) => {
        await p.goto(`${PUBLIC}/login`);
        await p.getByLabel('Email').fill('nobody.here@example.com');
        await p.getByLabel('Password', { exact: true }).fill('not-the-password');
        await p.getByRole('button', { name: 'Log in' }).click();
        await expect(p.getByRole('dialog', { name: 'An error has occured' })).toBeVisible();
      },
    },
    { name: 'reset', h1: 'Reset Password', open: (p) => p.goto(`${PUBLIC}/reset`).then(() => {}) },
    {
      name: 'reset-success-modal',
      h1: 'Reset Password',
      open: async (p) => {
        await p.goto(`${PUBLIC}/reset`);
        await p.getByLabel('Old Password').fill('old-password');
        await p.getByLabel('New Password').fill('new-password');
        await p.getByRole('button', { name: 'Next' }).click();
        await expect(p.getByRole('dialog', { name: 'Password Reset Successful' })).toBeVisible();
      },
    },
    {
      name: 'download2',
      h1: 'Welcome, Ada',
      open: async (p) => {
        await p.goto(`${PUBLIC}/login`);
        await expect(heading(p)).toBeVisible();
        await openWithState(p, '/download2', { user: reader });
      },
    },
    {
      name: 'download',
      h1: 'Welcome, Ada',
      open: async (p) => {
        await p.goto(`${PUBLIC}/login`);
        // The page reads the stored session; a real login is covered by the journey above.
        await p.evaluate((user) => {
          localStorage.setItem('authToken', 'a11y-token');
          localStorage.setItem('authUser', JSON.stringify(user));
        }, reader);
        await p.goto(`${PUBLIC}/download`);
      },
    },
  ];

  for (const viewport of viewports) {
    for (const route of routes) {
      test(`${route.name} at ${viewport.width}px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await route.open(page);
        await expect(heading(page)).toHaveText(route.h1);
        await expect(page).toHaveTitle(/· Thrive$/);
        await expectNoA11yViolations(page);
        await saveScreenshot(page, testInfo, `${route.name}-${viewport.width}`);
      });
    }
  }
});
