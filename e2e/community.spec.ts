/**
 * Readers taking part (issue 42), against the real API and the built remotes: a signed-in
 * reader comments anonymously on a story and sees it waiting for review; an admin approves it
 * in the console and it shows on the story; the reader reports another reader's comment as
 * bullying, it is first in the console's Reports, the admin hides it, it leaves the story, and
 * the reader's account page shows the outcome.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { openAdmin, WIDE } from './support/admin.ts';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'calm-river-42';
// Letters and digits: a long run of digits would be taken out as a phone number.
const run = Date.now().toString(36);
const mine = `Thank you for writing this ${run}`;
const unkind = `Nobody cares about you ${run}`;

let admin: E2EAdmin;
let adminPage: Page;
let reader: Page;
let storyPath: string;

async function logIn(page: Page, email: string) {
  await page.goto(`${PUBLIC}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/download`);
}

/** The Review button of a queue's row (pinned right: a part of its own beside the row's text). */
const reviewButton = (page: Page, rowIndex: string) =>
  page.locator(`.ag-row[row-index="${rowIndex}"]`).getByRole('button', { name: /^Review/ });

async function approveInConsole(text: string) {
  await openAdmin(adminPage, '/comments');
  const row = adminPage.locator('.ag-row', { hasText: text }).first();
  await reviewButton(adminPage, (await row.getAttribute('row-index'))!).click();
  await adminPage.getByRole('button', { name: 'Approve comment' }).click();
  await expect(adminPage.getByText(/^Comment \d+ is published\.$/)).toBeVisible();
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test.beforeAll(async ({ browser, request }) => {
  admin = await enrolAdmin(browser, 'community');
  adminPage = await newPage(browser);
  await adminPage.setViewportSize(WIDE);
  await signInAdmin(adminPage, admin, '/comments');
  reader = await newPage(browser);
  const email = uniqueEmail('community');
  await verifiedReader(request, API, email, PASSWORD);
  await logIn(reader, email);
  const { stories } = (await (await request.get(`${API}/stories`)).json()) as {
    stories: { slug: string }[];
  };
  storyPath = `/stories/${stories[0]!.slug}`;
});

test.afterAll(async () => {
  await adminPage.context().close();
  await reader.context().close();
});

test('a reader likes a story and comments anonymously, waiting for review; once an admin approves it, it shows on the story and the reader’s inbox says so', async () => {
  await openHydrated(reader, `${PUBLIC}${storyPath}`);
  // Like: pressed once, counted once, pressed state kept after a reload.
  const like = reader.getByRole('button', { name: /^Like \(\d+ likes\)$/ });
  const before = Number(/\((\d+) likes\)/.exec((await like.getAttribute('aria-label'))!)![1]);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-label', `Like (${before + 1} likes)`);
  await reader.reload();
  await expect(reader.getByRole('button', { name: `Like (${before + 1} likes)` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const comments = reader.getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Your comment' }).fill(mine);
  await comments.getByRole('checkbox', { name: /Comment anonymously/ }).check();
  await comments.getByRole('button', { name: 'Send comment' }).click();
  await expect(comments.getByRole('status')).toContainText('Your comment is waiting for review');
  const own = comments.getByRole('listitem').filter({ hasText: mine });
  await expect(own).toContainText('Waiting for review');
  await expectNoA11yViolations(reader);

  await approveInConsole(mine);

  await reader.reload();
  const published = reader
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: mine });
  await expect(published.first()).toContainText('Anonymous');
  await expect(published.filter({ hasText: 'Published' })).toHaveCount(1);

  // The inbox says so, leading back to the story.
  await openHydrated(reader, `${PUBLIC}/notifications`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(reader.getByText('Your comment was published.')).toBeVisible();
  await expectNoA11yViolations(reader);
});

test('the reader reports another comment as bullying: first in Reports, the admin hides it, the reader sees the outcome', async ({
  request,
}) => {
  // Another reader's comment, published by the admin.
  const other = await verifiedReader(request, API, uniqueEmail('community-other'), PASSWORD);
  const story = (await (await request.get(`${API}${storyPath}`)).json()) as {
    story: { id: number };
  };
  const sent = await request.post(`${API}/comments`, {
    headers: { Authorization: `Bearer ${other.token}` },
    data: { target: 'story', id: story.story.id, text: unkind, anonymous: true },
  });
  expect(sent.status()).toBe(201);
  await approveInConsole(unkind);

  await openHydrated(reader, `${PUBLIC}${storyPath}`);
  const comment = reader
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: unkind });
  await comment.getByText('Report this comment').click();
  const form = comment.getByRole('form', { name: 'Report this comment' });
  await form.getByRole('radio', { name: 'Bullying' }).check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(comment.getByRole('status')).toContainText('A moderator will look at it soon');

  await openAdmin(adminPage, '/reports');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const first = adminPage.locator('.ag-row[row-index="0"]', { hasText: unkind });
  await expect(first).toContainText('Bullying');
  await reviewButton(adminPage, '0').click();
  const review = adminPage.getByRole('region', { name: /^Report \d+$/ });
  await expect(review).toContainText(unkind);
  await review.getByRole('button', { name: 'Hide now' }).click();
  await expect(adminPage.getByText('The reported comment is hidden from readers.')).toBeVisible();

  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.getByText(unkind)).toHaveCount(0);
  await openHydrated(reader, `${PUBLIC}/account`);
  const reports = reader.getByRole('region', { name: 'Your reports' });
  await expect(reports.getByRole('listitem').first()).toHaveText(
    'A comment you reported as bullying: Hidden from readers.',
  );
});
