/**
 * The age step at sign-up (issue 45), as a young reader meets it: a year that makes them 12 is
 * refused kindly with help, with or without JavaScript; 15 gets the teen defaults, which the
 * account page shows and the API enforces (a teen's comment is never under their name).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { codeFromNewestMail, uniqueEmail } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

const PASSWORD = 'calm-river-42';
const thisYear = new Date().getUTCFullYear();

async function fillSignup(page: Page, email: string, year: number) {
  await page.getByLabel('First name').fill('Tobi');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('Year of birth').fill(String(year));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a reader who turns 12 this year is refused kindly, with help, and nothing is sent', async ({
  page,
}) => {
  const registers: string[] = [];
  page.on('request', (r) => r.url().endsWith('/reader/web-register') && registers.push(r.url()));
  await openHydrated(page, `${PUBLIC}/signup`);
  await fillSignup(page, uniqueEmail('age-12'), thisYear - 12);
  const refusal = page.getByRole('region', { name: 'Thrive is for people aged 13 and over' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  await expect(page).toHaveURL(`${PUBLIC}/signup`);
  expect(registers).toEqual([]);
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server refuses a reader of 12 with the same help', async ({ page }) => {
    await page.goto(`${PUBLIC}/signup`);
    await fillSignup(page, uniqueEmail('age-12-nojs'), thisYear - 12);
    await expect(page.getByText(/Thrive is for people aged 13 and over/).first()).toBeVisible();
    await expect(page.getByText(/call 112/).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PUBLIC}/signup`));
  });
});

test('a reader of 15 gets teen defaults: the account page shows them and the API keeps the name off a comment', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('age-15');
  await openHydrated(page, `${PUBLIC}/signup`);
  await fillSignup(page, email, thisYear - 15);
  await expect(page).toHaveURL(`${PUBLIC}/confirm`);
  await page.getByLabel('Verification code').fill(await codeFromNewestMail(email));
  await page.getByRole('button', { name: 'Next' }).click();
  const verified = page.getByRole('dialog', { name: 'E-mail Verified!' });
  await verified.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/download2`);

  await openHydrated(page, `${PUBLIC}/account`);
  const teen = page.getByRole('region', { name: 'Settings for readers under 18' });
  await expect(teen).toContainText('Your questions and comments are always anonymous');
  await expectNoA11yViolations(page);

  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const { stories } = (await (await request.get(`${API}/stories`)).json()) as {
    stories: { slug: string }[];
  };
  const { story } = (await (await request.get(`${API}/stories/${stories[0]!.slug}`)).json()) as {
    story: { id: number };
  };
  const sent = await request.post(`${API}/comments`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { target: 'story', id: story.id, text: 'This helped me, thank you.', anonymous: false },
  });
  expect(sent.status()).toBe(201);
  expect(((await sent.json()) as { comment: { anonymous: boolean } }).comment.anonymous).toBe(true);
});
