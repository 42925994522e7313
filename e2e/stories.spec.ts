/**
 * Stories and questions end to end (issue 24), against the real API and the built remotes:
 * an admin writes a story for a seeded writer and approves it → it is on /stories and the
 * writer's page; an anonymous question waits, is answered and approved → it shows without the
 * reader; crisis language shows the crisis help and is urgent in the queue; a phone number is
 * flagged and published without it; each writer card's "Start Reading" opens that writer.
 * Pages are checked with axe at 1440 and 390 px, with screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { CONSOLE_WIDTHS, openAdmin, shownWhole, WIDE } from './support/admin.ts';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { openHydrated } from './support/hydration.ts';
import { PUBLIC } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

let admin: E2EAdmin;
test.beforeAll(async ({ browser }) => {
  admin = await enrolAdmin(browser, 'stories');
});

// Letters and digits: a long run of digits would be taken out as a phone number.
const run = Date.now().toString(36);

async function reviewQuestion(page: Page, text: string) {
  await signInAdmin(page, admin, '/questions');
  // The Review button shows whole from the console's narrowest width to a wide screen.
  for (const width of CONSOLE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const review = page
      .locator('.ag-row')
      .first()
      .getByRole('button', { name: /^Review/ });
    await expect(review).toBeVisible();
    expect(await shownWhole(review), `Review button at ${width} px`).toBe(true);
  }
  await page.setViewportSize(WIDE);
  const row = page.locator('.ag-row', { hasText: text }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Review/ }).click();
}

test('an admin writes a story for a seeded writer and approves it: it is on /stories and the writer page', async ({
  page,
}, testInfo) => {
  const title = `An e2e story ${run}`;
  await signInAdmin(page, admin, '/stories');
  await page.setViewportSize(WIDE);
  await page.getByRole('button', { name: 'Write a story' }).click();
  const form = page.getByRole('form', { name: 'New story' });
  await form.getByLabel('Search by name').fill('Chiamaka Obi');
  await form.getByRole('button', { name: 'Chiamaka Obi (writer)' }).click();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Genre').selectOption('Mental Health');
  await form.getByLabel(/^Story/).fill('The first paragraph of this story.\n\nThe second one.');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(`“${title}” is waiting for review.`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-stories-1440');
  await expectNoA11yViolations(page);

  // Not public before the decision.
  await page.goto(`${PUBLIC}/stories`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  await openAdmin(page, '/stories');
  await page
    .locator('.ag-row', { hasText: title })
    .getByRole('button', { name: /^Review/ })
    .click();
  await page.getByRole('button', { name: 'Approve story' }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();

  // In the first HTML (what curl, link previews and a slow phone get) within seconds of the
  // decision: the stories remote renders /stories, the story and the writer page per request.
  const firstHtml = async (url: string) => {
    const response = await page.request.get(url);
    return `${response.status()} ${await response.text()}`;
  };
  await expect
    .poll(() => firstHtml(`${PUBLIC}/stories`), { timeout: 20_000 })
    .toMatch(new RegExp(`^200 [\\s\\S]*${title}`));
  const writerUrl = `${PUBLIC}/writers/chiamaka.obi`;
  await expect.poll(() => firstHtml(writerUrl), { timeout: 20_000 }).toContain(title);

  // Hydrating a page rendered with its content: no mismatch, nothing thrown.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423/i.test(message.text()))
      problems.push(message.text());
  });
  await page.goto(`${PUBLIC}/stories`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('The second one.')).toBeVisible();
  const story = await firstHtml(page.url());
  expect(story).toMatch(/^200 /);
  expect(story).toContain(`<title>${title} · Thrive</title>`);
  expect(story).toContain('The second one.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, testInfo, `story-page-${width}`);
    await expectNoA11yViolations(page);
  }
  await page.goBack();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, testInfo, `stories-list-${width}`);
    await expectNoA11yViolations(page);
  }
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Chiamaka Obi' }).click();
  await expect(page).toHaveURL(writerUrl);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // A username with a dot, loaded directly: the writer's page, not a missing file.
  await page.goto(writerUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stories by Chiamaka Obi' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(problems).toEqual([]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, testInfo, `writer-page-${width}`);
    await expectNoA11yViolations(page);
  }
});

test('an anonymous question waits, then shows with its answer and without the reader; its private link opens it in another browser', async ({
  page,
  browser,
}, testInfo) => {
  const text = `How do I rest before exams, e2e ${run}?`;
  // Typed and sent the moment the form shows, as a reader on a slow phone does (the shell's
  // early input capture holds the submit until the page has hydrated).
  await page.goto(`${PUBLIC}/ask`);
  await expect(page.getByRole('region', { name: 'Before you send' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your question' }).fill(text);
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(page.getByText('Your question is waiting for our team')).toBeVisible();
  // Signed out: the private link, shown once, is the way back (issue 44).
  const privateLink = await page
    .getByRole('textbox', { name: 'Private link to your question' })
    .inputValue();
  expect(privateLink).toMatch(new RegExp(`^${PUBLIC}/ask/yours#[A-Za-z0-9_-]{43}$`));
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, testInfo, `ask-sent-${width}`);
    await expectNoA11yViolations(page);
  }
  await page.goto(`${PUBLIC}/ask`);
  await expect(page.getByText(text)).toHaveCount(0);

  // Another browser (no cookie, no storage) with only the link.
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await elsewhere.newPage();
  await other.goto(privateLink);
  await expect(other.getByRole('heading', { level: 2, name: text })).toBeVisible();
  await expect(other.getByText(/^Waiting for review ·/)).toBeVisible();
  await saveScreenshot(other, testInfo, 'ask-private-link-waiting-390');
  await expectNoA11yViolations(other);

  await reviewQuestion(page, text);
  await page.getByLabel('Search by name').fill('Emeka Nwosu');
  await page.getByRole('button', { name: 'Emeka Nwosu (writer)' }).click();
  await page.getByLabel('Answer', { exact: true }).fill('Sleep, short breaks and a walk each day.');
  await page.getByRole('button', { name: 'Add answer' }).click();
  await expect(page.getByText('Answer saved: it waits for review.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve question' }).click();
  await expect(page.getByText('Question published.')).toBeVisible();
  await page
    .getByRole('article', { name: 'Answer by Emeka Nwosu' })
    .getByRole('button', { name: 'Approve answer' })
    .click();
  await expect(page.getByText('Answer published.')).toBeVisible();

  await page.goto(`${PUBLIC}/ask`);
  const shown = page.locator('article', { hasText: text });
  await expect(shown).toContainText('Asked anonymously');
  await expect(shown).toContainText('Sleep, short breaks and a walk each day.');

  await other.reload();
  await expect(other.getByText('Sleep, short breaks and a walk each day.')).toBeVisible();
  await expect(other.getByText('Emeka Nwosu (writer) answered:')).toBeVisible();
  await saveScreenshot(other, testInfo, 'ask-private-link-answered-390');
  await elsewhere.close();
});

test('crisis language shows the crisis help at once and is urgent in the queue', async ({
  page,
}, testInfo) => {
  const text = `I wan die, I no fit cope again (e2e ${run})`;
  await page.goto(`${PUBLIC}/ask`);
  await page.getByRole('textbox', { name: 'Your question' }).fill(text);
  const help = page
    .getByRole('alert')
    .filter({ hasText: 'You do not have to go through this alone' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await saveScreenshot(page, testInfo, 'ask-crisis-390');
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(page.getByText('Your question is waiting for our team')).toBeVisible();

  await signInAdmin(page, admin, '/questions');
  await page.setViewportSize(WIDE);
  // Urgent questions come first (oldest first among them): this one is urgent, and so is the top.
  await expect(page.locator('.ag-row[row-index="0"] .ag-cell[col-id="urgent"]')).toHaveText(
    'Urgent',
  );
  const mine = page.locator('.ag-row', { hasText: `e2e ${run}` });
  await expect(mine.locator('.ag-cell[col-id="urgent"]')).toHaveText('Urgent');
});

test('a question with a phone number is flagged and published without it', async ({ page }) => {
  const marker = `e2e phone ${run}`;
  await page.goto(`${PUBLIC}/ask`);
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill(`Please call me on 0803 123 4567, ${marker}`);
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(page.getByText('Your question is waiting for our team')).toBeVisible();

  await reviewQuestion(page, marker);
  await expect(page.getByRole('list', { name: 'Personal details found' })).toContainText(
    'a phone number, taken out before publishing',
  );
  await page.getByRole('button', { name: 'Approve question' }).click();
  await expect(page.getByText('Question published.')).toBeVisible();

  await page.goto(`${PUBLIC}/ask`);
  const shown = page.locator('article', { hasText: marker });
  await expect(shown).toContainText('[phone number removed]');
  await expect(shown).not.toContainText('0803');
});

test('"Start Reading" on each writer card opens that writer’s stories', async ({ page }) => {
  await openHydrated(page, PUBLIC);
  // The carousel renders its cards once hydrated (react-multi-carousel); clones repeat them.
  await page.getByRole('group', { name: 'Writer cards' }).scrollIntoViewIfNeeded();
  const links = page.getByRole('link', { name: /^Start Reading stories by/ });
  await expect(links.first()).toBeVisible();
  // Every card's link, the slides out of view (aria-hidden) included.
  const all = page.getByRole('link', { name: /^Start Reading stories by/, includeHidden: true });
  const cards = await all.evaluateAll((as) =>
    as.map((a): [string, string] => [
      a.getAttribute('href') ?? '',
      (a.textContent ?? '').replace(/^Start Reading stories by /, ''),
    ]),
  );
  const writers = new Map(cards);
  expect(writers.size).toBe(5);
  // The first card's link, as a reader taps it (in-app navigation)…
  const firstHref = (await links.first().getAttribute('href')) ?? '';
  const firstName = writers.get(firstHref);
  await links.first().click();
  await expect(page).toHaveURL(`${PUBLIC}${firstHref}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Stories by ${firstName}` }),
  ).toBeVisible();
  // …and every card's address loaded directly: that writer's page with their stories.
  for (const [href, name] of writers) {
    const response = await page.goto(`${PUBLIC}${href}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Stories by ${name}` })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
  }
});
