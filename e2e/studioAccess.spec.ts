/**
 * Studio access (issue 43), as the people would: an admin adds a writer in the console (no
 * password typed); the invitation e-mail arrives in the development mailbox (.data/mail/);
 * the writer opens its link, sets their own password, accepts the writers' terms and creates a
 * passkey (Chromium's virtual authenticator, CDP WebAuthn), and is in the studio; they sign
 * out, and sign in again with the password and the passkey. The link works once. The studio's
 * addresses show the sign-in form to anyone signed out.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailFilesTo, readMail } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { addAuthenticator, enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { MAIL_DIR, uniqueEmail } from './support/authFlow.ts';
import { PUBLIC } from './support/servers.ts';

const WRITER_PASSWORD = 'lagoon pencil harmattan 31';

/** The newest studio invitation to `address`: the link's path and fragment. */
async function invitationLink(address: string): Promise<string> {
  const find = () =>
    mailFilesTo(MAIL_DIR, address).filter((f) => f.endsWith('_studio-invitation.eml'));
  await expect
    .poll(() => find().length, { message: `invitation e-mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThan(0);
  const { text } = readMail(find().at(-1)!);
  const link = /https?:\/\/[^\s/]+(\/studio\/invitation#[A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!link) throw new Error('no invitation link in the e-mail');
  return link;
}

async function expectStudioLayout(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'My stories' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link')).toHaveText([
    'My stories',
    'Write',
    'Questions',
    'Readers',
    'Earnings',
    'Security',
  ]);
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

let admin: E2EAdmin;
test.beforeAll(async ({ browser }) => {
  admin = await enrolAdmin(browser, 'studio');
});

test('a signed-out visitor gets the studio sign-in at /studio', async ({ page }) => {
  await page.goto(`${PUBLIC}/studio`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the studio' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('an admin adds a writer; the writer accepts the invitation, is in the studio, and signs in again', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('e2e.studio.writer');
  await signInAdmin(page, admin, '/addwriter');
  await page.getByRole('textbox', { name: 'Name' }).fill('Zainab Tarka');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Genre' }).selectOption('Mental Health');
  await page.getByRole('combobox', { name: 'Sex' }).selectOption('F');
  await page.getByRole('button', { name: 'Create Writer' }).click();
  await expect(page).toHaveURL(/\/writers\/\d+$/);
  const access = page.getByRole('region', { name: 'Studio access' });
  await expect(access).toContainText('Invited');

  // The writer, on their own device.
  const link = await invitationLink(email);
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  // The writer's phone or laptop: a platform authenticator that verifies them.
  await addAuthenticator(writer);
  await writer.goto(`${PUBLIC}${link}`);
  await expect(
    writer.getByText('Welcome, Zainab Tarka. You are joining Thrive as a writer.'),
  ).toBeVisible();
  await expectNoA11yViolations(writer);
  await writer.getByLabel('Choose a password').fill(WRITER_PASSWORD);
  await writer.getByRole('checkbox', { name: "I accept the writers' terms" }).check();
  await writer.getByRole('button', { name: 'Set my password' }).click();
  // The second factor, set up now: a passkey, then the recovery codes, shown once.
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Set up your second factor' }),
  ).toBeVisible();
  await writer.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Save your recovery codes' }),
  ).toBeVisible();
  await writer.getByRole('button', { name: 'I have saved them: continue' }).click();
  await expectStudioLayout(writer, 'Zainab Tarka');
  await expect(writer).toHaveURL(`${PUBLIC}/studio`);
  await expectNoA11yViolations(writer);

  // Each section is reached from the navigation.
  await writer.getByRole('link', { name: 'Security' }).click();
  // The passkey just made is the only second factor: listed, not removable.
  const factors = writer.getByRole('list', { name: 'Your second factors' });
  await expect(factors.getByRole('listitem')).toHaveCount(1);
  await expect(factors.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(writer);
  await writer.getByRole('link', { name: 'Questions' }).click();
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Questions to answer' }),
  ).toBeVisible();

  await writer.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Sign in to the studio' }),
  ).toBeVisible();
  await writer.getByRole('textbox', { name: 'Email' }).fill(email);
  await writer.getByLabel('Password', { exact: true }).fill(WRITER_PASSWORD);
  await writer.getByRole('button', { name: 'Sign in' }).click();
  // The password alone opens nothing: the passkey does.
  await expect(writer.getByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeVisible();
  await writer.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Questions to answer' }),
  ).toBeVisible();

  // The link worked once.
  await writer.goto(`${PUBLIC}${link}`);
  await expect(
    writer.getByText(
      'This invitation has already been used. Please sign in to the studio with the password you set.',
    ),
  ).toBeVisible();
  await writerContext.close();

  // The console sees it accepted.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Studio access' })).toContainText('Accepted');
});
