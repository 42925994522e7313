/**
 * Text typed right after an in-app link survives the page change (issue 47), on the bench's
 * Naija-2G phone (CPU 6x, 250 kbit/s, 800 ms): the reader taps a link and types at once. The
 * router keeps the page being left on screen until the next page's code has arrived, so the
 * keystrokes land in its fields; the page that appears takes them (packages/ui, typedAhead.ts),
 * its submit follows them, and the form is sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../test/phoneProfiles.ts';
import { uniqueEmail, verifiedReader } from './support/authFlow.ts';
import {
  expectTypedTextKept,
  IN_APP_LINKS,
  NEXT_PAGE_TIMEOUT,
  tapAndType,
  TYPED_PASSWORD,
  type InAppLink,
} from './support/inAppLinks.ts';
import { API, PUBLIC } from './support/servers.ts';

test.use({ viewport: PHONE_VIEWPORT });
test.setTimeout(180_000);

const linkFrom = (from: string, link: string): InAppLink =>
  IN_APP_LINKS.find((c) => c.from === from && c.link === link)!;

async function typeAfterLink(page: Page, link: InAppLink, email = '') {
  await tapAndType(page, PUBLIC, link, email);
  await expectTypedTextKept(page, link, email);
}

test('login → "Forgot Password?": the e-mail typed at once is kept and sent', async ({ page }) => {
  const email = uniqueEmail('typed-ahead-reset');
  await typeAfterLink(page, linkFrom('/login', 'Forgot Password?'), email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Reset code')).toBeFocused({ timeout: NEXT_PAGE_TIMEOUT });
  await expect(page.getByText(email)).toBeVisible();
});

test('login → "Create account": the e-mail typed at once is kept; the account is created', async ({
  page,
}) => {
  const email = uniqueEmail('typed-ahead-signup');
  await typeAfterLink(page, linkFrom('/login', 'Create account'), email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Password', { exact: true }).fill(TYPED_PASSWORD);
  await page.getByLabel('Confirm password').fill(TYPED_PASSWORD);
  await page.getByLabel('Year of birth').fill('2000');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(`${PUBLIC}/confirm`, { timeout: NEXT_PAGE_TIMEOUT });
});

test('sign-up → "Log in": the e-mail and password typed at once are kept; the reader is in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('typed-ahead-login');
  await verifiedReader(request, API, email, TYPED_PASSWORD);
  await typeAfterLink(page, linkFrom('/signup', 'Log in'), email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/download`, { timeout: NEXT_PAGE_TIMEOUT });
});

test('/stories → the drawer\'s "Ask": the question typed at once is kept and sent', async ({
  page,
}) => {
  await typeAfterLink(page, linkFrom('/stories', 'Ask'));
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(page.getByText('Your question is waiting for our team')).toBeVisible({
    timeout: NEXT_PAGE_TIMEOUT,
  });
});
