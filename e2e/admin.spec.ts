/**
 * The admin console end to end on the admin host, against the real admin API (issue 12):
 * sign-in guards every route; `pnpm admin:create` makes an admin who signs in; the seeded
 * writers page from the API; a status change survives a reload; a new writer with a PDF
 * appears and its file downloads; Sign Out revokes the token; the grid is one tab stop; every
 * route (sign-in included) is clean under axe at 1440 and 390 px, with screenshots.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { columnTexts, gridRows, openAdmin, pageLabel, WIDE } from './support/admin.ts';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { ADMIN, API } from './support/servers.ts';

const TOKEN_KEY = 'thriveAdminToken';

test.describe.configure({ mode: 'serial' });

/** This run's admin: made by `pnpm admin:create`, with a passkey set up at the first sign-in. */
let admin: E2EAdmin;

test.beforeAll(async ({ browser, request }) => {
  admin = await enrolAdmin(browser, 'admin');
  // A run that stopped half-way may have left its new writer: move it out of the list again.
  const page = await browser.newPage();
  await signInAdmin(page, admin);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const headers = { authorization: `Bearer ${token}` };
  const left = await request.get(`${API}/admin/writers?search=e2e.writer.&pageSize=100`, {
    headers,
  });
  for (const row of (await left.json()).rows as { _id: number }[])
    await request.delete(`${API}/admin/writers/${row._id}`, { headers });
  await request.post(`${API}/admin/sign-out`, { headers });
  await page.close();
});

const signIn = (page: Page, path = '/') => signInAdmin(page, admin, path);

async function waitForRows(page: Page) {
  await expect(gridRows(page).first().locator('.ag-cell[col-id="name"]')).not.toBeEmpty();
}

test('not signed in: every console route shows the sign-in page, then returns', async ({
  page,
}) => {
  for (const path of ['/', '/writers', '/users/1', '/addwriter']) {
    await openAdmin(page, path);
    await expect(page).toHaveURL(`${ADMIN}/signin`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to the admin console' }),
    ).toBeVisible();
  }
  await openAdmin(page, '/consultants');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, '/consultants');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultants' })).toBeVisible();
});

test("Writers shows 'Page 1 of 4' with the seeded 31", async ({ page }) => {
  await signIn(page, '/writers');
  await expect(page).toHaveURL(`${ADMIN}/writers`);
  await waitForRows(page);
  await expect(page.getByText('31 writers', { exact: true })).toBeVisible();
  await expect(pageLabel(page)).toHaveText('Page 1 of 4');
  await expect(gridRows(page)).toHaveCount(10);
  for (const email of await columnTexts(page, 'email'))
    expect(email).toMatch(/@example\.(com|org|net)$/);
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(pageLabel(page)).toHaveText('Page 2 of 4');
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(pageLabel(page)).toHaveText('Page 4 of 4');
  await expect(gridRows(page)).toHaveCount(1);
});

test('a status change survives a reload', async ({ page }) => {
  await signIn(page, '/writers');
  await waitForRows(page);
  const [name] = await columnTexts(page, 'name');
  const status = page.getByRole('combobox', { name: `Status for ${name}` });
  const before = await status.inputValue();
  const after = before === 'Active' ? 'Inactive' : 'Active';
  await status.selectOption(after);
  await expect(page.getByText(`Saved: ${name} now has status ${after}.`)).toBeVisible();
  await page.reload();
  await waitForRows(page);
  await expect(page.getByRole('combobox', { name: `Status for ${name}` })).toHaveValue(after);
  // Put it back, so the seeded data stays as it was.
  await page.getByRole('combobox', { name: `Status for ${name}` }).selectOption(before);
  await expect(page.getByText(`Saved: ${name} now has status ${before}.`)).toBeVisible();
});

test('a new writer created with a PDF appears in the list and its file downloads', async ({
  page,
}, testInfo) => {
  const email = `e2e.writer.${Date.now()}@example.org`;
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await signIn(page, '/addwriter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Writer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Zainab Tarka');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('river stones 2026');
  await page.getByRole('combobox', { name: 'Genre' }).selectOption('Mental Health');
  await page.getByRole('combobox', { name: 'Sex' }).selectOption('F');
  await page.getByRole('textbox', { name: 'About' }).fill('Writes about healing.');
  await page
    .getByLabel(/^Credentials/)
    .setInputFiles({ name: 'credentials.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Create Writer' }).click();

  await expect(page).toHaveURL(/\/writers\/\d+$/);
  await expect(page.getByRole('region', { name: 'Profile View' })).toContainText('Zainab Tarka');
  await saveScreenshot(page, testInfo, 'admin-new-writer-profile-1440');
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download file: Credentials/ }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('credentials.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

  await page.getByRole('link', { name: 'Writers', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search for writers' }).fill(email);
  await expect(gridRows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Zainab Tarka' })).toBeVisible();

  // Delete asks first; then the writer moves to Deleted Profiles (the seeded 31 stay 31).
  await page.getByRole('button', { name: 'Delete Zainab Tarka' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/Zainab Tarka was moved to Deleted Profiles/)).toBeVisible();
  await expect(page.getByText('No writers match your search and filters.')).toBeVisible();
});

test("the grid is one tab stop: 'Next' is a few Tab presses from the search box", async ({
  page,
}) => {
  await signIn(page, '/writers');
  await waitForRows(page);
  await page.getByRole('searchbox', { name: 'Search for writers' }).focus();
  let presses = 0;
  while (presses < 12) {
    await page.keyboard.press('Tab');
    presses += 1;
    const onNext = await page.evaluate(
      () => document.activeElement?.textContent?.trim() === 'Next',
    );
    if (onNext) break;
  }
  expect(presses).toBeLessThanOrEqual(8);
  // Inside the grid the arrow keys move and Enter reaches a cell's control.
  await page.locator('.ag-row[row-index="0"] .ag-cell[col-id="status"]').focus();
  await page.keyboard.press('Enter');
  await expect(
    page.locator('.ag-row[row-index="0"] .ag-cell[col-id="status"] select'),
  ).toBeFocused();
});

test('Sign Out returns to sign-in and the old token gets 401', async ({ page, request }) => {
  await signIn(page, '/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin' })).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const me = () =>
    request.get(`${API}/admin/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${ADMIN}/signin`);
  expect((await me()).status()).toBe(401);
  await openAdmin(page, '/writers');
  await expect(page).toHaveURL(`${ADMIN}/signin`);
});

test.describe('axe clean on every admin route, sign-in included', () => {
  const routes: [string, string, RegExp | string][] = [
    ['dashboard', '/', 'Welcome back, Admin'],
    ['writers', '/writers', 'Writers'],
    ['users', '/users', 'Users'],
    ['consultants', '/consultants', 'Consultants'],
    ['add-writer', '/addwriter', 'Add Writer'],
    ['add-consultant', '/addconsultant', 'Add Consultant'],
    ['writer-profile', '/writers/1', /^@/],
    ['user-profile', '/users/1', /^@/],
    ['unknown-profile', '/writers/999999', 'User Not Found'],
    ['deleted-profiles', '/deleted', 'Deleted Profiles'],
    ['download', '/download', /needs a wider screen/],
  ];

  test('sign-in at 1440 and 390 px', async ({ page }, testInfo) => {
    await openAdmin(page, '/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sign in to the admin console',
    );
    await saveScreenshot(page, testInfo, 'admin-signin-1440');
    await expectNoA11yViolations(page);
    // 390 px: the 1172 px rule sends every page but /download there, sign-in included.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ADMIN}/signin`);
    await expect(page).toHaveURL(`${ADMIN}/download`);
    await saveScreenshot(page, testInfo, 'admin-signin-390');
    await expectNoA11yViolations(page);
  });

  test('signed-in routes at 1440 and 390 px', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, '/');
    let previous: string | null = null;
    for (const [name, path, heading] of routes) {
      await page.setViewportSize(WIDE);
      // Widening returns from /download to the page that sent the admin there; let it finish,
      // or the next goto would be a reload of /download (which keeps that page to return to).
      if (previous && previous !== '/download') await expect(page).toHaveURL(`${ADMIN}${previous}`);
      previous = path;
      await page.goto(`${ADMIN}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (['/writers', '/users', '/consultants'].includes(path)) await waitForRows(page);
      await saveScreenshot(page, testInfo, `admin-${name}-1440`);
      await expectNoA11yViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${ADMIN}${path}`);
      await expect(page).toHaveURL(`${ADMIN}/download`);
      await expect(
        page.getByRole('heading', { level: 1, name: /needs a wider screen/ }),
      ).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await saveScreenshot(page, testInfo, `admin-${name}-390`);
      await expectNoA11yViolations(page);
    }
  });
});

test('a window narrower than 1172 px redirects to /download, and widening returns', async ({
  page,
}) => {
  await signIn(page, '/writers');
  await waitForRows(page);
  await page.setViewportSize({ width: 1171, height: 900 });
  await expect(page).toHaveURL(`${ADMIN}/download`);
  await page.setViewportSize({ width: 1172, height: 900 });
  await expect(page).toHaveURL(`${ADMIN}/writers`);
});
