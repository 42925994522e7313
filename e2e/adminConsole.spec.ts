/**
 * Issue 28, as an admin uses the console: the list's view lives in the address (reload, Back,
 * a shared link); the dashboard search finds people; Undo puts a status back on the server;
 * Reset asks first; a new writer's About and emoji initials show on the profile, with the
 * status change just made in its activity feed. axe-clean at 1440 px in the new states (at
 * 390 px every admin page is the /download notice, checked in admin.spec.ts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { columnTexts, gridRows, pageLabel, WIDE } from './support/admin.ts';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { ADMIN, API } from './support/servers.ts';

const TOKEN_KEY = 'thriveAdminToken';

test.describe.configure({ mode: 'serial' });

let admin: E2EAdmin;
let apiToken = '';
test.beforeAll(async ({ browser, request }) => {
  admin = await enrolAdmin(browser, 'console');
  const page = await browser.newPage();
  await signInAdmin(page, admin);
  apiToken = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  await page.close();
  // A run that stopped half-way may have left its writer: move it out of the list again.
  const left = await api(request, 'get', '/admin/writers?search=e2e.console.&pageSize=100');
  for (const row of (await left.json()).rows as { _id: number }[])
    await api(request, 'delete', `/admin/writers/${row._id}`);
});

function api(request: APIRequestContext, method: 'get' | 'delete', path: string) {
  return request[method](`${API}${path}`, { headers: { authorization: `Bearer ${apiToken}` } });
}

const signIn = (page: Page, path = '/') => signInAdmin(page, admin, path);

const firstName = async (page: Page) => {
  await expect(gridRows(page).first().locator('.ag-cell[col-id="name"]')).not.toBeEmpty();
  return (await columnTexts(page, 'name'))[0];
};

test('search + filter + sort + page 3 survive a reload, Back returns to page 2, a shared link shows the same', async ({
  page,
  browser,
}) => {
  await signIn(page, '/writers');
  await firstName(page);
  await page.getByRole('searchbox', { name: 'Search for writers' }).fill('example');
  await expect(page).toHaveURL(/\?q=example$/);
  // A filter dropdown too (about 85 % of the 31 sample writers are Active: 3 pages of 10).
  await page.getByLabel('Status', { exact: true }).selectOption('Active');
  await expect(page).toHaveURL(/\?q=example&status=Active$/);
  await page.getByRole('columnheader', { name: /^Name/ }).locator('.ag-header-cell-label').click();
  await page.getByRole('columnheader', { name: /^Name/ }).locator('.ag-header-cell-label').click();
  await expect(page).toHaveURL(/sort=name%3Adesc/);
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(pageLabel(page)).toHaveText(/^Page 2 of/);
  const pageTwo = await firstName(page);
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(pageLabel(page)).toHaveText(/^Page 3 of/);
  await expect.poll(() => firstName(page)).not.toBe(pageTwo);
  const pageThree = await columnTexts(page, 'name');
  const address = page.url();
  expect(address).toBe(`${ADMIN}/writers?q=example&status=Active&sort=name%3Adesc&page=3`);

  await page.reload();
  await expect(pageLabel(page)).toHaveText(/^Page 3 of/);
  await expect.poll(() => columnTexts(page, 'name')).toEqual(pageThree);
  await expect(page.getByRole('searchbox', { name: 'Search for writers' })).toHaveValue('example');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Active');
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.goBack();
  await expect(pageLabel(page)).toHaveText(/^Page 2 of/);
  await expect.poll(() => firstName(page)).toBe(pageTwo);

  // The address pasted into another browser (its own sign-in first) opens the same view.
  const other = await browser.newContext({ viewport: WIDE });
  const otherPage = await other.newPage();
  await signInAdmin(otherPage, admin, address.slice(ADMIN.length));
  await expect(pageLabel(otherPage)).toHaveText(/^Page 3 of/);
  await expect.poll(() => columnTexts(otherPage, 'name')).toEqual(pageThree);
  await other.close();
});

test('the dashboard search finds a seeded writer by part of the name', async ({
  page,
}, testInfo) => {
  await signIn(page, '/writers?sort=sn%3Aasc');
  const name = await firstName(page);
  const part = name!.split(' ')[0]!.slice(1, 5);
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('searchbox', { name: 'Search for users, writers...' }).fill(part);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: /^Writers \(\d+\)$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-dashboard-search-1440');
  await expectNoA11yViolations(page);
  await results.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/writers\/\d+$/);
  await expect(page.getByRole('region', { name: 'Profile View' })).toContainText(name!);
});

test('change status → Undo: the server still has the old value', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, '/writers?sort=sn%3Aasc');
  const name = await firstName(page);
  const id = (await columnTexts(page, 'sn'))[0];
  const status = page.getByRole('combobox', { name: `Status for ${name}` });
  const before = await status.inputValue();
  const after = before === 'Active' ? 'Inactive' : 'Active';
  await status.selectOption(after);
  await expect(page.getByText(`Saved: ${name} now has status ${after}.`)).toBeVisible();
  // Pointing at the toast holds the Undo window open (while the checks below take their time).
  await page.getByRole('button', { name: 'Undo' }).hover();
  await saveScreenshot(page, testInfo, 'admin-undo-toast-1440');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Undone: ${name} has status ${before} again.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Status for ${name}` })).toHaveValue(before);
  const person = await (await api(request, 'get', `/admin/writers/${id}`)).json();
  expect(person.person.status).toBe(before);
});

test('Reset → Cancel sends no e-mail', async ({ page }, testInfo) => {
  await signIn(page, '/users?sort=sn%3Aasc');
  const name = await firstName(page);
  const resets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/password-reset')) resets.push(r.url());
  });
  await page.getByRole('button', { name: `Reset password for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the password of ${name}?` });
  await expect(dialog).toContainText('@example.');
  await saveScreenshot(page, testInfo, 'admin-reset-confirm-1440', { fullPage: false });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  expect(resets).toEqual([]);
});

test("a new writer: the emoji name's first grapheme, the About, and the status change in the feed", async ({
  page,
}, testInfo) => {
  const email = `e2e.console.${Date.now()}@example.org`;
  await signIn(page, '/addwriter');
  await page.getByRole('textbox', { name: 'Name' }).fill('🌙 Zainab Musa');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('river stones tide 2028');
  await page.getByRole('combobox', { name: 'Genre' }).selectOption('Mental Health');
  await page.getByRole('combobox', { name: 'Sex' }).selectOption('F');
  await page.getByRole('textbox', { name: 'About' }).fill('Writes about healing after loss.');
  await page.getByRole('button', { name: 'Create Writer' }).click();

  await expect(page).toHaveURL(/\/writers\/\d+$/);
  const view = page.getByRole('region', { name: 'Profile View' });
  await expect(view.getByText('🌙M', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Writer Details' })).toContainText(
    'Writes about healing after loss.',
  );
  const feed = page.getByRole('region', { name: 'Recent activities' });
  await expect(feed).toContainText('Added as a writer');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await expect(feed.getByText('Status changed from Active to Inactive')).toBeVisible();
  await expect(feed).toContainText(`by ${admin.email}`);
  await saveScreenshot(page, testInfo, 'admin-profile-feed-1440');
  await expectNoA11yViolations(page);

  // Delete from the profile (asks first, danger style), leaving the seeded lists as they were.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`${ADMIN}/writers`);
});
