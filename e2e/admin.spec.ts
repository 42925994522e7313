/**
 * The admin console end to end on the admin host (issue 6): every route renders at 1440 px
 * (screenshots attached) and is clean under axe; the AG Grid lists sort, filter and page; the
 * name link opens the profile; narrow windows are sent to /download and come back.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import {
  columnTexts,
  gridRows,
  headerCell,
  openAdmin,
  pageLabel,
  sortedCopy,
  waitForGrid,
  WIDE,
} from './support/admin.ts';
import { ADMIN } from './support/servers.ts';

test.describe('every admin route renders and passes axe at 1440 px', () => {
  const routes: [string, string, RegExp | string][] = [
    ['dashboard', '/', 'Welcome back, Admin'],
    ['writers', '/writers', 'Writers'],
    ['users', '/users', 'Users'],
    ['consultants', '/consultants', 'Consultants'],
    ['add-writer', '/addwriter', 'Add Writer'],
    ['add-consultant', '/addconsultant', 'Add Consultant'],
    ['writer-profile-without-state', '/writers/1', 'User Not Found'],
    ['user-profile-without-state', '/users/1', 'User Not Found'],
    ['download-wide', '/download', /needs a wider screen/],
  ];
  for (const [name, path, heading] of routes) {
    test(`${path} (${name})`, async ({ page }, testInfo) => {
      await openAdmin(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/· Admin · Thrive$/);
      if (['/writers', '/users', '/consultants'].includes(path)) await waitForGrid(page);
      await saveScreenshot(page, testInfo, `admin-${name}-1440`);
      await expectNoA11yViolations(page);
    });
  }

  test('the writer and user profiles, opened from the lists', async ({ page }, testInfo) => {
    await openAdmin(page, '/writers');
    await waitForGrid(page);
    const [writerName] = await columnTexts(page, 'name');
    await page.getByRole('link', { name: writerName!, exact: true }).click();
    await expect(page).toHaveURL(/\/writers\/\d+$/);
    await expect(page.getByRole('region', { name: 'Profile View' })).toContainText(writerName!);
    await expect(page.getByRole('region', { name: 'Writer Details' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent activities' }).getByRole('listitem'),
    ).toHaveCount(4);
    await saveScreenshot(page, testInfo, 'admin-writer-profile-1440');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${ADMIN}/writers`);
    await waitForGrid(page);

    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await waitForGrid(page);
    const [userName] = await columnTexts(page, 'name');
    await page.getByRole('link', { name: userName!, exact: true }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByRole('region', { name: 'Profile View' })).toContainText('Following');
    await expect(page.getByRole('switch', { name: 'Enable privacy' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-user-profile-1440');
    await expectNoA11yViolations(page);
  });

  test('/download at 390 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ADMIN}/download`);
    await expect(
      page.getByRole('heading', { level: 1, name: /needs a wider screen/ }),
    ).toBeVisible();
    await expect(page.getByText(/use the Thrive app/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-download-390');
    await expectNoA11yViolations(page);
  });
});

test.describe('the width rule', () => {
  test('a window narrower than 1172 px redirects to /download, and widening returns', async ({
    page,
  }) => {
    await openAdmin(page, '/users');
    await waitForGrid(page);
    await page.setViewportSize({ width: 1171, height: 900 });
    await expect(page).toHaveURL(`${ADMIN}/download`);
    await expect(page.getByText('Your window is 1,171 px wide.')).toBeVisible();
    await page.setViewportSize({ width: 1172, height: 900 });
    await expect(page).toHaveURL(`${ADMIN}/users`);
    await waitForGrid(page);
  });

  test('a narrow window opening any admin page lands on /download', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(`${ADMIN}/writers`);
    await expect(page).toHaveURL(`${ADMIN}/download`);
    await expect(
      page.getByRole('heading', { level: 1, name: /needs a wider screen/ }),
    ).toBeVisible();
  });
});

test.describe('lists', () => {
  test('sorting: ascending, descending, none, with arrows; Shift adds a column', async ({
    page,
  }) => {
    await openAdmin(page, '/writers');
    await waitForGrid(page);
    await page.getByRole('combobox', { name: 'Show first' }).selectOption('50');
    await waitForGrid(page, 31);
    const original = await columnTexts(page, 'name');
    const name = headerCell(page, 'Name');

    await name.click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(name.locator('.ag-sort-ascending-icon')).toBeVisible();
    expect(await columnTexts(page, 'name')).toEqual(sortedCopy(original));

    await name.click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(name.locator('.ag-sort-descending-icon')).toBeVisible();
    expect(await columnTexts(page, 'name')).toEqual(sortedCopy(original).reverse());

    await name.click();
    await expect(name).toHaveAttribute('aria-sort', 'none');
    expect(await columnTexts(page, 'name')).toEqual(original);

    // Multi-sort: Sex, then Shift+click Name.
    await headerCell(page, 'Sex').click();
    await name.click({ modifiers: ['Shift'] });
    await expect(headerCell(page, 'Sex')).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    const sexes = await columnTexts(page, 'gender');
    const names = await columnTexts(page, 'name');
    const pairs = sexes.map((sex, i) => `${sex}|${names[i]}`);
    expect(pairs).toEqual(sortedCopy(pairs));
  });

  test("paging: 'Page X of Y', previous and next, 'Show first' sizes", async ({ page }) => {
    await openAdmin(page, '/writers');
    await waitForGrid(page);
    await expect(pageLabel(page)).toHaveText('Page 1 of 4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pageLabel(page)).toHaveText('Page 2 of 4');
    expect((await columnTexts(page, 'sn'))[0]).toBe('11');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(pageLabel(page)).toHaveText('Page 1 of 4');
    await page.getByRole('combobox', { name: 'Show first' }).selectOption('25');
    await expect(pageLabel(page)).toHaveText('Page 1 of 2');
    await waitForGrid(page, 25);

    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await waitForGrid(page);
    await expect(pageLabel(page)).toHaveText('Page 1 of 3');
  });

  test('filtering: search, dropdowns and the Free/Premium toggles', async ({ page }) => {
    await openAdmin(page, '/writers');
    await waitForGrid(page);
    const [first] = await columnTexts(page, 'name');
    await page.getByRole('searchbox', { name: 'Search for writers' }).fill(first!.toUpperCase());
    await expect(gridRows(page)).toHaveCount(1);
    expect(await columnTexts(page, 'name')).toEqual([first]);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await waitForGrid(page);

    await page.getByRole('combobox', { name: 'Sex', exact: true }).selectOption('F');
    for (const sex of await columnTexts(page, 'gender')) expect(sex).toBe('F');

    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await waitForGrid(page);
    const free = page.getByRole('button', { name: 'Free Users' });
    const premium = page.getByRole('button', { name: 'Premium Users' });
    await premium.click();
    await expect(premium).toHaveAttribute('aria-pressed', 'true');
    await expect(free).toHaveAttribute('aria-pressed', 'false');
    const premiumCount = await gridRows(page).count();
    await expect(page.getByRole('img', { name: 'Premium user' })).toHaveCount(premiumCount);
    await free.click();
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    await expect(premium).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('img', { name: 'Premium user' })).toHaveCount(0);
  });

  test('row dropdowns edit the local row; Delete alerts and removes nothing', async ({ page }) => {
    await openAdmin(page, '/writers');
    await waitForGrid(page);
    const [first] = await columnTexts(page, 'name');
    await page.getByRole('combobox', { name: `Status for ${first}` }).selectOption('Inactive');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Inactive');
    await expect(gridRows(page)).toHaveCount(1);
    expect(await columnTexts(page, 'name')).toEqual([first]);

    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${first}` }).click();
    expect(alerts).toEqual([`alert: Delete clicked for: ${first}`]);
    await expect(gridRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await waitForGrid(page);
    await expect(page.getByText('31 writers')).toBeVisible();
  });

  test('keyboard: Tab reaches the controls inside grid cells', async ({ page }) => {
    await openAdmin(page, '/writers');
    await waitForGrid(page);
    const [first] = await columnTexts(page, 'name');
    await page.locator('.ag-row').first().locator('.ag-cell[col-id="name"]').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: first!, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/writers\/\d+$/);
  });
});

test('the large-list switch: 100,000 writers stay responsive', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(`${ADMIN}/writers?rows=100000`);
  await expect(pageLabel(page)).toHaveText('Page 1 of 10,000', { timeout: 60_000 });
  await expect(page.getByText(/Development data: 100,000 writers/)).toBeVisible();
  await headerCell(page, 'Name').click();
  await expect(headerCell(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('searchbox').fill('chioma');
  await expect(pageLabel(page)).not.toHaveText('Page 1 of 10,000');
  for (const name of await columnTexts(page, 'name'))
    expect(name.toLowerCase()).toContain('chioma');
});
