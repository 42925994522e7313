/**
 * Issue 23, as an admin uses the console: "Account & security" lists the admin's own sessions
 * (this one marked), signs another device out (its token is refused at once), adds an
 * authenticator app with a code computed from its key, removes it again (never the last
 * factor) and makes new recovery codes, shown once; and a reader's profile signs that reader
 * out everywhere after asking, written to the profile's activity feed. axe-clean at 1440 px,
 * and at 390 px the page is the console's /download notice.
 */
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { WIDE } from './support/admin.ts';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { ADMIN, API } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const TOKEN_KEY = 'thriveAdminToken';
let admin: E2EAdmin;
test.beforeAll(async ({ browser }) => {
  admin = await enrolAdmin(browser, 'account');
});

/**
 * A screenshot of the window as it is. A full-page one makes Chromium resize the viewport for a
 * moment, which the console's 1172 px rule answers by going to /download and back: the page
 * would remount and lose what is open (a dialog, the app's setup).
 */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const tokenOf = async (page: Page) =>
  (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
const adminMe = (request: APIRequestContext, token: string) =>
  request.get(`${API}/admin/me`, { headers: { authorization: `Bearer ${token}` } });

test('an admin sees their sessions, signs another device out, and manages second factors', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Another device first, then this one.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAdmin(other, admin, '/');
  const otherToken = await tokenOf(other);
  await signInAdmin(page, admin, '/');
  await page.getByRole('link', { name: 'Account & security' }).click();
  await expect(page).toHaveURL(`${ADMIN}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account & security' })).toBeVisible();

  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const current = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Active now');
  await expect(current.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'admin-account-1440');

  // The other device: signed out from here, its token refused at once.
  expect((await adminMe(request, otherToken)).status()).toBe(200);
  await sessions
    .getByRole('listitem')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^Signed out: / })).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  expect((await adminMe(request, otherToken)).status()).toBe(401);
  await other.goto(`${ADMIN}/writers`);
  await expect(other).toHaveURL(`${ADMIN}/signin`);
  await elsewhere.close();

  // Second factors: the passkey alone cannot be removed; an app is added with its code…
  const factors = page.getByRole('list', { name: 'Second factors' });
  await expect(factors.getByRole('listitem')).toHaveCount(1);
  await expect(factors.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const setup = page.getByRole('form', { name: 'Add an authenticator app' });
  const secret = (await setup.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'admin-account-add-app-1440');
  await setup
    .getByRole('textbox', { name: '6-digit code from the app' })
    .fill(await generate({ secret }));
  await setup.getByRole('button', { name: 'Confirm the app' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Authenticator app added.' }),
  ).toBeVisible();
  await expect(factors.getByRole('listitem')).toHaveCount(2);

  // …and removed again, after asking; the passkey is then the last one once more.
  await factors
    .getByRole('listitem')
    .filter({ hasText: 'Authenticator app' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const remove = page.getByRole('dialog', { name: /^Remove / });
  await expectNoA11yViolations(page);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(factors.getByRole('listitem')).toHaveCount(1);
  await expect(factors).toContainText('Passkey');
  await expect(factors.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // New recovery codes: asked first, shown once.
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await page.getByRole('button', { name: 'Make new codes' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new recovery codes' });
  await expect(shown.getByRole('list', { name: 'Recovery codes' }).locator('li')).toHaveCount(10);
  const codes = await shown
    .getByRole('list', { name: 'Recovery codes' })
    .locator('li')
    .allInnerTexts();
  expect(codes.some((code) => admin.recoveryCodes.includes(code))).toBe(false);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'admin-account-recovery-codes-1440');
  await shown.getByRole('button', { name: 'I have saved them' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText(/^10 recovery codes left\./)).toBeVisible();
  admin.recoveryCodes = codes;

  // 390 px: like every console page, the wide-screen notice.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page).toHaveURL(`${ADMIN}/download`);
  await expect(page.getByRole('heading', { level: 1, name: /needs a wider screen/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-account-390');
  await page.setViewportSize(WIDE);
});

test("a reader's profile signs that reader out everywhere, after asking", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('e2e.signed-out');
  const password = `e2e reader lantern ${Date.now()}`;
  const first = (await verifiedReader(request, API, email, password)).token;
  const login = await request.post(`${API}/reader/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  const second = ((await login.json()) as { token: string }).token;
  const readerMe = (token: string) =>
    request.get(`${API}/reader/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await readerMe(first)).status()).toBe(200);

  await signInAdmin(page, admin, '/users');
  const found = await request.get(`${API}/admin/users?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const [row] = ((await found.json()) as { rows: { _id: number; name: string }[] }).rows;
  await page.goto(`${ADMIN}/users/${row!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^@/ })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: `Sign ${row!.name} out everywhere?` });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'admin-user-sign-out-everywhere-1440');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${row!.name} was signed out everywhere (2 sessions ended).` }),
  ).toBeVisible();
  expect((await readerMe(first)).status()).toBe(401);
  expect((await readerMe(second)).status()).toBe(401);
  await expect(
    page.getByRole('region', { name: 'Recent activities' }).getByText('Signed out everywhere'),
  ).toBeVisible();
});
