/**
 * A writer writes on the web (issue 43), against the real API and the built remotes: an admin
 * adds a writer, who accepts the invitation e-mailed to them (.data/mail/) and sets a passkey
 * (virtual authenticator), writes a story with the network cut mid-way (nothing lost), and
 * sends it; the admin rejects it with a reason; the writer sees the reason, revises and sends it
 * again; the admin sees the diff and approves; the story is public at its slug; a reader likes
 * and comments; the writer's My stories shows the like and, once the comment is approved, the
 * comment.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailFilesTo, readMail } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { openAdmin, WIDE } from './support/admin.ts';
import { addAuthenticator, enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { MAIL_DIR, uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const TITLE = `The year I learned to rest ${run}`;
const WRITER_PASSWORD = 'inkwell morning river 9';
const READER_PASSWORD = 'calm-river-42';
const REASON = 'Please add how you found help, for readers in the same place.';
const COMMENT = `This helped me today ${run}`;

let admin: E2EAdmin;
let adminPage: Page;
let writer: Page;
/** The published story's page, from the e-mail telling the writer. */
let storyPath = '';
const writerEmail = uniqueEmail('studio-writer');

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** The newest e-mail of `kind` to `address` (the outbox writes .eml files without SMTP_URL). */
async function mailOfKind(address: string, kind: string) {
  const find = () => mailFilesTo(MAIL_DIR, address).filter((f) => f.endsWith(`_${kind}.eml`));
  await expect
    .poll(() => find().length, { message: `${kind} e-mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThan(0);
  return readMail(find().at(-1)!);
}

/** Opens the story in the console's Stories queue (in review first). */
async function reviewInConsole(title: string) {
  await openAdmin(adminPage, '/stories');
  const row = adminPage.locator('.ag-row', { hasText: title }).first();
  const index = (await row.getAttribute('row-index'))!;
  await adminPage
    .locator(`.ag-row[row-index="${index}"]`)
    .getByRole('button', { name: /^Review/ })
    .click();
  await expect(adminPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

const myStoriesRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Your stories' }).getByRole('listitem').filter({ hasText: title });

test.beforeAll(async ({ browser }) => {
  admin = await enrolAdmin(browser, 'studio-writing');
  adminPage = await newPage(browser);
  await adminPage.setViewportSize(WIDE);
  await signInAdmin(adminPage, admin, '/stories');
  writer = await newPage(browser);
});

test.afterAll(async () => {
  await adminPage.context().close();
  await writer.context().close();
});

test('an admin adds a writer; the writer accepts the invitation and is in the studio', async () => {
  // The console's Add Writer, through its API with the admin's own session.
  const token = await adminPage.evaluate(() => localStorage.getItem('thriveAdminToken'));
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Amaka Obi',
    email: writerEmail,
    genre: 'Mental Health',
    gender: 'F',
  }))
    form.append(key, value);
  const created = await fetch(`${API}/admin/writers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);

  const invitation = await mailOfKind(writerEmail, 'studio-invitation');
  const link = /https?:\/\/[^\s]+\/studio\/invitation#[A-Za-z0-9_-]+/.exec(invitation.text)![0];
  // The writer's laptop: a platform authenticator for the second factor.
  await addAuthenticator(writer);
  await writer.goto(link.replace(/^https?:\/\/[^/]+/, PUBLIC));
  await writer.getByLabel('Choose a password').fill(WRITER_PASSWORD);
  await writer.getByLabel("I accept the writers' terms").check();
  await writer.getByRole('button', { name: 'Set my password' }).click();
  await writer.getByRole('button', { name: 'Create a passkey' }).click();
  await writer.getByRole('button', { name: 'I have saved them: continue' }).click();
  await expect(writer.getByRole('navigation', { name: 'Studio' })).toBeVisible();
});

test('the writer writes with the network cut mid-way, loses nothing, and sends the story for review', async () => {
  await writer.goto(`${PUBLIC}/studio/write`);
  await writer.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const body = writer.getByRole('textbox', { name: /Your story/ });
  await body.fill('## Before\n\nI worked every night.');
  await expect(writer.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(writer).toHaveURL(/\/studio\/write\/\d+$/);

  // The connection drops: typing goes on, kept on the device.
  await writer.context().setOffline(true);
  await body.press('End');
  await body.pressSequentially('\n\n> Rest is not a reward.');
  await expect(
    writer.getByText('Saved on this device. It will be saved online when you are back online.'),
  ).toBeVisible();
  // A reload while offline would lose the page, not the words: they are on the device.
  const kept = await writer.evaluate(() => JSON.stringify(localStorage));
  expect(kept).toContain('Rest is not a reward.');

  await writer.context().setOffline(false);
  await expect(writer.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  // The server has all of it: a fresh load of the draft shows the offline part.
  await writer.reload();
  await expect(writer.getByRole('textbox', { name: /Your story/ })).toHaveValue(
    '## Before\n\nI worked every night.\n\n> Rest is not a reward.',
  );
  await writer.getByLabel('Genre').selectOption('Mental Health');
  await expect(writer.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await writer.getByRole('button', { name: 'Send for review' }).click();
  await expect(writer.getByText(/Sent for review\./)).toBeVisible();
});

test('the admin rejects it with a reason; the writer sees the reason and gets the e-mail', async () => {
  await reviewInConsole(TITLE);
  await expect(adminPage.getByText('The writer’s own submission, from the studio')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Reject story' }).click();
  await adminPage.getByLabel('Reason for rejecting').fill(REASON);
  await adminPage.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(adminPage.getByText(`“${TITLE}” was rejected.`)).toBeVisible();

  const mail = await mailOfKind(writerEmail, 'story-rejected');
  expect(mail.text).toContain(REASON);

  await writer.goto(`${PUBLIC}/studio`);
  const row = myStoriesRow(writer, TITLE);
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(`Moderator’s reason: ${REASON}`);
});

test('the writer revises and sends it again; the admin sees the diff and approves; the story is public', async () => {
  await myStoriesRow(writer, TITLE).getByRole('link', { name: TITLE }).click();
  await expect(writer.getByText(REASON)).toBeVisible();
  const body = writer.getByRole('textbox', { name: /Your story/ });
  await body.press('ControlOrMeta+End');
  await body.pressSequentially('\n\nA counsellor at school helped me.');
  await writer.getByRole('button', { name: 'Send for review again' }).click();
  await expect(writer.getByText(/Sent for review\./)).toBeVisible();

  await reviewInConsole(TITLE);
  const diff = adminPage.getByRole('region', { name: 'Changes since the rejected version' });
  await expect(diff.getByRole('insertion')).toContainText('A counsellor at school helped me.');
  await adminPage.getByRole('button', { name: 'Approve story' }).click();
  await expect(adminPage.getByText(`“${TITLE}” is published.`)).toBeVisible();

  const published = await mailOfKind(writerEmail, 'story-published');
  const path = /\/stories\/[a-z0-9-]+/.exec(published.text)![0];
  await openHydrated(adminPage, `${PUBLIC}${path}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'Before' })).toBeVisible();
  await expect(adminPage.getByText('Rest is not a reward.')).toBeVisible();
  storyPath = path;
});

test('a reader likes and comments; My stories shows the like, the comment once approved, and the writer’s reply nests under it and is told to the reader', async ({
  browser,
  request,
}) => {
  const reader = await newPage(browser);
  const email = uniqueEmail('studio-reader');
  await verifiedReader(request, API, email, READER_PASSWORD);
  await reader.goto(`${PUBLIC}/login`);
  await reader.getByLabel('Email').fill(email);
  await reader.getByLabel('Password', { exact: true }).fill(READER_PASSWORD);
  await reader.getByRole('button', { name: 'Log in' }).click();
  await expect(reader).toHaveURL(`${PUBLIC}/download`);
  await openHydrated(reader, `${PUBLIC}${storyPath}`);
  await reader.getByRole('button', { name: /^Like \(0 likes\)$/ }).click();
  await expect(reader.getByRole('button', { name: 'Like (1 likes)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await reader.getByRole('textbox', { name: 'Your comment' }).fill(COMMENT);
  await reader.getByRole('button', { name: 'Send comment' }).click();
  await expect(reader.getByText(/Your comment is waiting for review/)).toBeVisible();

  await writer.goto(`${PUBLIC}/studio`);
  await expect(myStoriesRow(writer, TITLE)).toContainText('Published');
  await expect(myStoriesRow(writer, TITLE)).toContainText('1 like · 0 comments');

  await openAdmin(adminPage, '/comments');
  const row = adminPage.locator('.ag-row', { hasText: COMMENT }).first();
  const index = (await row.getAttribute('row-index'))!;
  await adminPage
    .locator(`.ag-row[row-index="${index}"]`)
    .getByRole('button', { name: /^Review/ })
    .click();
  await adminPage.getByRole('button', { name: 'Approve comment' }).click();
  await expect(adminPage.getByText(/^Comment \d+ is published\.$/)).toBeVisible();

  await writer.reload();
  await expect(myStoriesRow(writer, TITLE)).toContainText('1 like · 1 comment');

  // The writer replies from Readers; once a moderator publishes the reply, it shows nested under
  // the comment on the story page, and the reader is told in their inbox.
  const reply = `Thank you for reading ${run}`;
  await writer.goto(`${PUBLIC}/studio/readers`);
  const theirs = writer.getByRole('article', { name: COMMENT });
  await theirs.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await theirs.getByRole('button', { name: 'Send reply' }).click();
  await expect(theirs.getByText(`Your reply is waiting for review: ${reply}`)).toBeVisible();
  await openAdmin(adminPage, '/comments');
  const replyRow = adminPage.locator('.ag-row', { hasText: reply }).first();
  const replyIndex = (await replyRow.getAttribute('row-index'))!;
  await adminPage
    .locator(`.ag-row[row-index="${replyIndex}"]`)
    .getByRole('button', { name: /^Review/ })
    .click();
  await adminPage.getByRole('button', { name: 'Approve comment' }).click();
  await expect(adminPage.getByText(/^Comment \d+ is published\.$/)).toBeVisible();

  await openHydrated(reader, `${PUBLIC}${storyPath}`);
  const commented = reader
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: COMMENT })
    .first();
  await expect(commented.getByRole('list', { name: 'Replies to this comment' })).toContainText(
    reply,
  );
  await openHydrated(reader, `${PUBLIC}/notifications`);
  await expect(reader.getByText(/Amaka.* replied to your comment\./).first()).toBeVisible();
  await reader.context().close();
});
