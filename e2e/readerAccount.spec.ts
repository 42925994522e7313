/**
 * Issue 23: the reader's account page and the reader's optional second factor, as a reader uses
 * them in Chromium against the real API. Two sessions on /account, the other one ended and its
 * token refused at once; an authenticator app added on /account, then a login with a code
 * computed from its secret; a passkey added on /account (Chromium's virtual authenticator, CDP
 * WebAuthn), then a login with it; an e-mail change confirmed with the code from the `.eml`
 * the API wrote. Every control is used the moment it is visible (no wait for hydration); axe
 * at 390 and 1440 px, with screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { addAuthenticator } from './support/adminSignIn.ts';
import { codeFromNewestMail, uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { API, PUBLIC } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const password = () => `e2e account lantern ${Date.now()}`;
const accountHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Your account' });
const sessions = (page: Page) =>
  page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
/** How far the page pans sideways (0: it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const secondFactor = (page: Page) => page.getByRole('region', { name: 'Second factor (optional)' });

/** The login form, then (for a reader with a second factor) the step after it. */
async function typePassword(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens /account signed out: the login page, then back to /account. */
async function logInToAccount(page: Page, email: string, secret: string) {
  await page.goto(`${PUBLIC}/account`);
  await expect(page).toHaveURL(`${PUBLIC}/login`);
  await typePassword(page, email, secret);
  await expect(accountHeading(page)).toBeVisible();
  await expect(page).toHaveURL(`${PUBLIC}/account`);
}

async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Log out' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(`${PUBLIC}/login`);
}

test('a reader sees two sessions on /account, ends the other one, and its token gets 401 at once', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('account.sessions');
  const secret = password();
  // The other session: the one the e-mail code's confirmation signed in (an API client).
  const other = await verifiedReader(request, API, email, secret);
  const me = () =>
    request.get(`${API}/reader/me`, { headers: { authorization: `Bearer ${other.token}` } });
  expect((await me()).status()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await logInToAccount(page, email, secret);
  await expect(sessions(page)).toHaveCount(2);
  const current = sessions(page).filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Active just now');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-1440');

  const elsewhere = sessions(page).filter({ hasNotText: 'This device' });
  await elsewhere.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been signed out.' })).toBeVisible();
  await expect(sessions(page)).toHaveCount(1);
  expect((await me()).status()).toBe(401);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sessions(page)).toHaveCount(1);
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-390');

  // Sign out everywhere: this browser too, told before and shown after.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/login`);
  await expect(page.getByText('You have logged out. See you soon!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('the /download page leads to /account', async ({ page, request }) => {
  const email = uniqueEmail('account.link');
  const secret = password();
  await verifiedReader(request, API, email, secret);
  await page.goto(`${PUBLIC}/login`);
  await typePassword(page, email, secret);
  await expect(page).toHaveURL(`${PUBLIC}/download`);
  await page.getByRole('link', { name: 'Manage your account' }).click();
  await expect(accountHeading(page)).toBeVisible();
});

test('a reader adds an authenticator app on /account, then logs in with a code from its secret', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('account.app');
  const secret = password();
  await verifiedReader(request, API, email, secret);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInToAccount(page, email, secret);

  const section = secondFactor(page);
  await section.getByRole('button', { name: 'Add an authenticator app' }).click();
  const shown = section.getByTestId('totp-secret');
  await expect(shown).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-app-390');
  const key = (await shown.innerText()).replace(/\s/g, '');
  await section
    .getByRole('textbox', { name: '6-digit code from the app' })
    .fill(await generate({ secret: key }));
  await section.getByRole('button', { name: 'Confirm' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoA11yViolations(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toHaveCount(0);
  await expect(section.getByRole('list', { name: 'Your second factors' })).toContainText(
    'Authenticator app',
  );

  await logOut(page);
  await typePassword(page, email, secret);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm it’s you' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'login-second-factor-390');
  // The enrolment's code cannot be used twice, and a code counts only once its step has begun
  // (issue 40, L6): the app's code of the next step, once that step is here.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await page
    .getByRole('textbox', { name: 'Code from your authenticator app' })
    .fill(await generate({ secret: key }));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/download`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
});

test('a reader adds a passkey on /account, then logs in with it', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('account.passkey');
  const secret = password();
  await verifiedReader(request, API, email, secret);
  const authenticator = await addAuthenticator(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInToAccount(page, email, secret);

  const section = secondFactor(page);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(section.getByRole('list', { name: 'Your second factors' })).toContainText('Passkey');
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-passkey-1440');
  await section.getByRole('button', { name: 'I have saved them' }).click();

  await logOut(page);
  await typePassword(page, email, secret);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/download`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
});

test('a reader changes their e-mail with the password and the code e-mailed to the new address', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('account.email');
  const newEmail = uniqueEmail('account.email.new');
  const secret = password();
  await verifiedReader(request, API, email, secret);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInToAccount(page, email, secret);

  const section = page.getByRole('region', { name: 'Change e-mail' });
  await expect(section).toContainText(`Your account uses ${email}.`);
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByLabel('Your password', { exact: true }).fill(secret);
  await section.getByRole('button', { name: 'Send a code to the new address' }).click();
  const code = section.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeFocused();
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-email-code-390');
  await code.fill(await codeFromNewestMail(newEmail));
  await section.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Your e-mail address has been changed. Every other device has been signed out.',
  );
  await expect(section).toContainText(`Your account uses ${newEmail}.`);

  // The account now answers to the new address only.
  const login = (address: string) =>
    request.post(`${API}/reader/login`, { data: { email: address, password: secret } });
  expect((await login(newEmail)).status()).toBe(200);
  expect((await login(email)).status()).toBe(401);
});
