/**
 * The studio's questions, readers and earnings (issue 43), against the real API and the built
 * remotes: an admin adds a consultant and a writer in the console, each sets their password from
 * the invitation e-mail; a reader's question is approved and filed under the consultant's genre;
 * the consultant answers it in the studio; the admin approves the answer; it shows under the
 * question on the public site and the asker's inbox says so. A signed-in reader then stays on the
 * writer's story for 30 seconds; the writer's earnings page and My stories count the read.
 *
 * The 30 seconds are real: the API measures them on its own clock from the start it signed (so a
 * page cannot fake them), which Playwright's page.clock cannot move; the API's unit tests cover
 * the rule with the fake clock.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestMailTo } from '../services/reader-api/src/core/mail/readMailbox.ts';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { headerCell, openAdmin, WIDE } from './support/admin.ts';
import { addAuthenticator, enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { MAIL_DIR, uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const READER_PASSWORD = 'calm-river-42';
const STUDIO_PASSWORD = 'lagoon pencil harmattan 31';
// Letters and digits: a long run of digits would be taken out as a phone number.
const run = Date.now().toString(36);
const question = `How do I keep my faith when I feel empty ${run}?`;
const answer = `Start with one quiet minute each morning ${run}.`;
const storyTitle = `Learning to rest ${run}`;
const consultantName = `Tunde Bello ${run}`;
const writerName = `Amaka Obi ${run}`;

let admin: E2EAdmin;
let adminPage: Page;
let reader: Page;
let consultant: Page;
let writer: Page;
let readerToken: string;
let storySlug: string;

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** "Create Writer" / "Create Consultant" in the console, then the person's invitation link. */
async function addContributor(role: 'writer' | 'consultant', name: string, genre: string) {
  const email = uniqueEmail(`studio-${role}`);
  await openAdmin(adminPage, role === 'writer' ? '/addwriter' : '/addconsultant');
  await adminPage.getByRole('textbox', { name: 'Name' }).fill(name);
  await adminPage.getByRole('textbox', { name: 'Email' }).fill(email);
  await adminPage.getByRole('combobox', { name: 'Genre' }).selectOption(genre);
  await adminPage.getByRole('combobox', { name: 'Sex' }).selectOption('F');
  await adminPage
    .getByRole('button', { name: role === 'writer' ? 'Create Writer' : 'Create Consultant' })
    .click();
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = /https?:\/\/\S+\/studio\/invitation#\S+/.exec(
          latestMailTo(MAIL_DIR, email)?.text ?? '',
        )?.[0];
        return link;
      },
      { message: `the invitation to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!.replace(/^https?:\/\/[^/]+/, PUBLIC);
}

/**
 * The person opens their invitation on their own device (a platform authenticator), sets a
 * password, accepts the terms and creates a passkey: signed in to the studio.
 */
async function acceptInvitation(page: Page, link: string) {
  await addAuthenticator(page);
  await page.goto(link);
  await page.getByLabel('Choose a password').fill(STUDIO_PASSWORD);
  await page.getByRole('checkbox', { name: "I accept the writers' terms" }).check();
  await page.getByRole('button', { name: 'Set my password' }).click();
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await page.getByRole('button', { name: 'I have saved them: continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
}

/** Opens the question's review in the console's queue (published ones: newest asked first). */
async function reviewQuestion(text: string, status?: 'Published') {
  await openAdmin(adminPage, '/questions');
  if (status) {
    await adminPage.getByLabel('Status', { exact: true }).selectOption({ label: status });
    // Asked: ascending, then descending (the newest question first).
    for (const _ of [1, 2]) await headerCell(adminPage, 'Asked').click();
  }
  const row = adminPage.locator('.ag-row', { hasText: text }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Review/ }).click();
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(180_000);
  admin = await enrolAdmin(browser, 'studio-readers');
  adminPage = await newPage(browser);
  await adminPage.setViewportSize(WIDE);
  await signInAdmin(adminPage, admin, '/');

  consultant = await newPage(browser);
  await acceptInvitation(consultant, await addContributor('consultant', consultantName, 'Faith'));
  writer = await newPage(browser);
  await acceptInvitation(writer, await addContributor('writer', writerName, 'Mental Health'));

  const email = uniqueEmail('studio-reader');
  readerToken = (await verifiedReader(request, API, email, READER_PASSWORD)).token;
  reader = await newPage(browser);
  await reader.goto(`${PUBLIC}/login`);
  await reader.getByLabel('Email').fill(email);
  await reader.getByLabel('Password', { exact: true }).fill(READER_PASSWORD);
  await reader.getByRole('button', { name: 'Log in' }).click();
  await expect(reader).toHaveURL(`${PUBLIC}/download`);
});

test.afterAll(async () => {
  for (const page of [adminPage, reader, consultant, writer]) await page?.context().close();
});

test('a consultant answers an approved question in the studio; once approved it shows under the question and the asker is told', async ({
  request,
}, testInfo) => {
  const asked = await request.post(`${API}/questions`, {
    data: { text: question, anonymous: false },
    headers: { authorization: `Bearer ${readerToken}` },
  });
  expect(asked.status()).toBe(201);

  // The moderator approves the question and files it under the consultant's genre.
  await reviewQuestion(question);
  const filing = adminPage.getByRole('form', { name: 'Genre for the studio' });
  await filing.getByRole('combobox').selectOption('Faith');
  await filing.getByRole('button', { name: 'Save genre' }).click();
  await expect(adminPage.getByText('Filed under Faith.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve question' }).click();
  await expect(adminPage.getByText('Question published.')).toBeVisible();
  // "Answer as" stays for admins, said to be an admin action.
  await expect(adminPage.getByRole('group', { name: 'Answer as (admin action)' })).toBeVisible();

  // The consultant's studio: the question is among their genre's.
  await consultant.goto(`${PUBLIC}/studio/questions`);
  await expect(consultant.getByRole('radio', { name: 'Your genre (Faith)' })).toBeChecked();
  const waiting = consultant.getByRole('article', { name: question });
  await expect(waiting).toBeVisible();
  await waiting.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await waiting.getByRole('button', { name: 'Send for review' }).click();
  await expect(waiting.getByRole('status')).toContainText('Your answer is waiting for review.');
  await saveScreenshot(consultant, testInfo, 'studio-questions-1280');
  await expectNoA11yViolations(consultant);

  // Not public before a moderator approves it.
  await openHydrated(reader, `${PUBLIC}/ask`);
  await expect(reader.getByText(answer)).toHaveCount(0);

  await reviewQuestion(question, 'Published');
  await adminPage
    .getByRole('article', { name: `Answer by ${consultantName}` })
    .getByRole('button', { name: 'Approve answer' })
    .click();
  await expect(adminPage.getByText('Answer published.')).toBeVisible();

  await openHydrated(reader, `${PUBLIC}/ask`);
  const shown = reader.locator('article', { hasText: question });
  await expect(shown).toContainText(answer);
  await openHydrated(reader, `${PUBLIC}/notifications`);
  await expect(reader.getByText('Your question was answered.').first()).toBeVisible();
});

test("a reader stays 30 seconds on the writer's story: the writer's earnings page and My stories count the read", async () => {
  test.setTimeout(150_000);
  // The console sets the rate; the admin writes the writer's story and approves it.
  await openAdmin(adminPage, '/stories');
  await adminPage.getByRole('button', { name: 'Write a story' }).click();
  const form = adminPage.getByRole('form', { name: 'New story' });
  await form.getByLabel('Search by name').fill(writerName);
  await form.getByRole('button', { name: `${writerName} (writer)` }).click();
  await form.getByLabel('Title').fill(storyTitle);
  await form.getByLabel('Genre').selectOption('Mental Health');
  await form.getByLabel(/^Story/).fill('The first paragraph of this story.\n\nThe second one.');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(adminPage.getByText(`“${storyTitle}” is waiting for review.`)).toBeVisible();
  await openAdmin(adminPage, '/stories');
  await adminPage
    .locator('.ag-row', { hasText: storyTitle })
    .getByRole('button', { name: /^Review/ })
    .click();
  await adminPage.getByRole('button', { name: 'Approve story' }).click();
  await expect(adminPage.getByText(`“${storyTitle}” is published.`)).toBeVisible();
  const { stories } = (await (await adminPage.request.get(`${API}/stories`)).json()) as {
    stories: { slug: string; title: string }[];
  };
  storySlug = stories.find((s) => s.title === storyTitle)!.slug;

  // The reader opens the story and stays: the page reports the read after 30 s on the page.
  const reported = reader.waitForResponse(
    (response) =>
      response.url().endsWith(`/stories/${storySlug}/reads`) &&
      response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await openHydrated(reader, `${PUBLIC}/stories/${storySlug}`);
  expect(await (await reported).json()).toEqual({ counted: true });

  await writer.goto(`${PUBLIC}/studio/earnings`);
  const table = writer.getByRole('table', { name: 'Qualified reads and amounts per month' });
  await expect(table.getByRole('row').last()).toHaveText(/^Total\s*1\s*₦/);
  // My stories counts the same read beside the story.
  await writer.goto(`${PUBLIC}/studio`);
  await expect(
    writer
      .getByRole('list', { name: 'Your stories' })
      .getByRole('listitem')
      .filter({ hasText: storyTitle }),
  ).toContainText('1 read · 0 likes · 0 comments');
});
