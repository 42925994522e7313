/**
 * Issue 22: the public forms complete with JavaScript disabled. The browser posts each form to
 * the page's own URL; the shell's server validates it, calls the reader API and answers 303 to
 * the remote's prerendered result page (or the page again with the messages). Against the real
 * API and the development mailbox (.eml files under .data/mail/).
 */
import { expect, test, type Page } from '@playwright/test';
import { mailFilesTo, readMail } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { MAIL_DIR, codeFromNewestMail, uniqueEmail } from './support/authFlow.ts';
import { PUBLIC } from './support/servers.ts';

test.use({ javaScriptEnabled: false });

const PASSWORD = 'calm-river-42';

/** The newest e-mail of `kind` to `address` (files are named …_<kind>.eml). */
async function mailOfKind(address: string, kind: string) {
  const find = () => mailFilesTo(MAIL_DIR, address).filter((f) => f.endsWith(`_${kind}.eml`));
  await expect
    .poll(() => find().length, { message: `${kind} e-mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThan(0);
  return readMail(find().at(-1)!);
}

/** The path and query of the site link to `pathname` in a mail's text. */
function linkIn(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pathname}\\?token=[^\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pathname} link in the e-mail`);
  return match[1];
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('sign up and enter the e-mail code without JavaScript; the password never shows in a URL', async ({
  page,
}) => {
  const email = uniqueEmail('nojs-signup');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));

  await page.goto(`${PUBLIC}/signup`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Year of birth').fill('2000');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(`${PUBLIC}/confirm`);
  const code = await codeFromNewestMail(email);
  // Resend right away: the API's cooldown answers 429, said on the page in the API's words.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(
    page.getByText(/^Please wait \d+ seconds? before asking for another code\.$/),
  ).toBeVisible();
  expect(pathOf(page)).toBe('/confirm');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(`${PUBLIC}/confirm/verified`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail Verified!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/download2');
  for (const url of urls) {
    expect(url).not.toContain(PASSWORD);
    expect(url).not.toContain(code);
  }
});

test('a sign-up with a short password shows the spec message and keeps what was typed, but not the password', async ({
  page,
}) => {
  await page.goto(`${PUBLIC}/signup`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  expect(pathOf(page)).toBe('/signup');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('contact without JavaScript: a missing field shows its message with the values kept, then the message is sent', async ({
  page,
}) => {
  await page.goto(`${PUBLIC}/help`);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('Hello <b>Thrive</b>');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Message')).toHaveValue('Hello <b>Thrive</b>');

  await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/help/sent`);
  await expect(
    page.getByText(
      'Thank you for getting in touch. We have received your message and will reply by e-mail soon.',
    ),
  ).toBeVisible();
});

test('deletion request and its confirmation link without JavaScript', async ({ page }) => {
  const email = uniqueEmail('nojs-deletion');
  await page.goto(`${PUBLIC}/delete-account`);
  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request deletion' }).click();
  // The box is not ticked: the spec's rule, with the typed values kept.
  await expect(
    page.getByText(
      'Please confirm that you understand your account and data will be permanently deleted.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Obi');

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Request deletion' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/delete-account/requested`);
  await expect(page.getByText(/we have e-mailed a confirmation link/)).toBeVisible();

  const confirmMail = await mailOfKind(email, 'deletion-confirm');
  await page.goto(`${PUBLIC}${linkIn(confirmMail.text, '/delete-account/confirm')}`);
  await page.getByRole('button', { name: 'Confirm deletion' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/delete-account/confirmed`);
  await expect(page.getByText(/Your account and its data will be deleted in 7 days/)).toBeVisible();
});

test('newsletter subscribe → confirm from the e-mail → unsubscribe, without JavaScript', async ({
  page,
}) => {
  const email = uniqueEmail('nojs-newsletter');
  await page.goto(PUBLIC);
  const field = page.getByPlaceholder('Email Address');
  await field.fill('not-an-address');
  await page.getByRole('button', { name: 'Stay updated' }).click();
  await expect(
    page.getByText('Please enter a valid email address, like name@example.com.'),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Email Address')).toHaveValue('not-an-address');

  await page.getByPlaceholder('Email Address').fill(email);
  await page.getByRole('button', { name: 'Stay updated' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/newsletter/subscribed`);
  await expect(
    page.getByText(/we have sent you a link to confirm your subscription/),
  ).toBeVisible();

  const confirmMail = await mailOfKind(email, 'newsletter-confirm');
  await page.goto(`${PUBLIC}${linkIn(confirmMail.text, '/newsletter/confirm')}`);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/newsletter/confirmed`);
  await expect(
    page.getByText('Your subscription is confirmed. Welcome to the Thrive newsletter!'),
  ).toBeVisible();

  const welcome = await mailOfKind(email, 'newsletter-welcome');
  await page.goto(`${PUBLIC}${linkIn(welcome.text, '/newsletter/unsubscribe')}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/newsletter/unsubscribed`);
  await expect(
    page.getByText(
      'You have been unsubscribed. You will not receive the Thrive newsletter any more.',
    ),
  ).toBeVisible();
});

test('a form posted from another site is refused', async ({ request }) => {
  const response = await request.post(`${PUBLIC}/help`, {
    form: { _form: 'contact', name: 'Eve', email: 'eve@example.com', message: 'x' },
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('This form was not accepted');
});
