/**
 * Forms from the first paint (issue 22): a field takes what the reader types before the page's
 * code has run, React adopts it when it hydrates and it is what gets sent; the password eye
 * shows only once it works; a signed-in reader opening /reset directly gets the signed-in form.
 * The auth remote's code is held back here until the test lets it go, so "before hydration" is
 * a fact of the test, not a race.
 */
import { expect, test, type Page } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import { uniqueEmail } from './support/authFlow.ts';
import { hydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

const PASSWORD = 'calm-river-42';

/** Holds every script of the auth remote until the returned function is called. */
async function holdAuthScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const authOrigin = new URL(origins.auth).origin;
  await page.route(
    (url) => url.origin === authOrigin && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

test('/signup: text typed before hydration stays, is adopted and is what is sent', async ({
  page,
}) => {
  const release = await holdAuthScripts(page);
  await page.goto(`${PUBLIC}/signup`, { waitUntil: 'commit' });
  const firstName = page.getByLabel('First name');
  // At first paint: the prerendered field takes keystrokes (never read-only).
  await firstName.pressSequentially('Adaeze');
  expect(await isHydrated(page, 'input[name="first_name"]')).toBe(false);
  await expect(firstName).toHaveValue('Adaeze');
  // The password eye needs JavaScript: not shown yet, its room kept.
  await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeHidden();

  release();
  await hydrated(firstName);
  await expect(firstName).toHaveValue('Adaeze');
  await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeVisible();

  const email = uniqueEmail('forms-ui-adopt');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Year of birth').fill('2000');
  const register = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url() === `${API}/reader/web-register`,
  );
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await register).postDataJSON()).toMatchObject({ first_name: 'Adaeze', email });
  await expect(page).toHaveURL(`${PUBLIC}/confirm`);
});

test('a signed-in reader opening /reset directly gets Old Password and New Password', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('authToken', 'a-stored-session-token');
    localStorage.setItem(
      'authUser',
      JSON.stringify({ id: 'u-1', first_name: 'Ada', last_name: 'Obi', email: 'a@example.com' }),
    );
  });
  await page.goto(`${PUBLIC}/reset`);
  await expect(page.getByLabel('Old Password')).toBeVisible();
  await expect(page.getByLabel('New Password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.locator('form[data-thrive-form="change-password"]')).toHaveCount(1);
});
