/**
 * Topic filters (issue 45), against the real API and the built remotes: a reader chooses on
 * /stories, through the "Hide topics" form, the themes not to see; the stories on them show as
 * one line, "Hidden: <theme>", on /stories, on a writer's page and on the story's own page,
 * until opened on purpose. Without JavaScript (the form posts, the server keeps a cookie and
 * renders every page with it) and with it (the browser reads the same cookie as it navigates).
 */
import { expect, test, type Page } from '@playwright/test';
import { TOPICS } from '@thrive/platform';
import { expectNoA11yViolations } from './support/a11y.ts';
import { openHydrated } from './support/hydration.ts';
import { PUBLIC } from './support/servers.ts';

/** A seeded story (services/reader-api/src/content/seed) with the content warning Grief. */
const GRIEF_STORY = 'Learning to grieve my father out loud';
const GRIEF_WRITER = '/writers/emeka.nwosu';

const GENRES = TOPICS.filter((topic) => topic.kind === 'genre').map((topic) => topic.name);
const stories = (page: Page) => page.getByRole('region', { name: 'Stories, newest first' });

/** Ticks the topics in the "Hide topics" panel and saves the choice. */
async function hideTopics(page: Page, topics: string[]) {
  await page.getByText('Hide topics', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Hide topics' });
  for (const topic of topics)
    await form.getByRole('checkbox', { name: topic, exact: true }).check();
  await form.getByRole('button', { name: 'Save my choice' }).click();
  await page.waitForURL(`${PUBLIC}/stories`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a chosen theme is one line on /stories, a writer page and the story page, in English and Pidgin', async ({
    page,
  }) => {
    // Five page loads on a busy machine.
    test.setTimeout(120_000);
    await page.goto(`${PUBLIC}/stories`);
    // The newest story's genre: a story on it is on the first page, whatever other tests added.
    const first = stories(page).getByRole('article').first();
    const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    const meta = await first.locator('p').first().innerText();
    const genre = GENRES.find(
      (name) => meta.includes(` · ${name} · `) || meta.startsWith(`${name} · `),
    );
    expect(genre, meta).toBeDefined();

    await hideTopics(page, [genre!, 'Grief']);
    const line = stories(page).getByText(`Hidden: ${genre}`).first();
    await expect(line).toBeVisible();
    await expect(
      stories(page).getByRole('link', { name: title, exact: true, includeHidden: true }),
    ).toBeHidden();
    // Opened on purpose: a native disclosure, no script needed.
    await line.click();
    await expect(
      stories(page).getByRole('link', { name: title, exact: true, includeHidden: true }),
    ).toBeVisible();

    // The writer's page: the story with the warning Grief (or the hidden genre) is one line.
    await page.goto(`${PUBLIC}${GRIEF_WRITER}`);
    const theme = genre === 'Relationship' ? 'Relationship' : 'Grief';
    const storyLink = page.getByRole('link', { name: GRIEF_STORY, includeHidden: true });
    await expect(page.getByText(`Hidden: ${theme}`)).toBeVisible();
    await expect(storyLink).toHaveCount(1);
    await expect(storyLink).toBeHidden();

    // The story opened directly: the one line first, the story once opened.
    await page.goto(`${PUBLIC}${await storyLink.getAttribute('href')}`);
    const heading = page.getByRole('heading', { level: 1, name: GRIEF_STORY, includeHidden: true });
    await expect(heading).toBeHidden();
    await page.getByText(`Hidden: ${theme}`).click();
    await expect(heading).toBeVisible();

    // In Pidgin, the same choice.
    await page.goto(`${PUBLIC}/pcm/stories`);
    await expect(page.getByText(`We hide am: ${genre}`).first()).toBeVisible();
  });
});

test('with JavaScript, the choice holds as the reader moves through the site', async ({ page }) => {
  test.setTimeout(120_000);
  await openHydrated(page, `${PUBLIC}/stories`);
  await hideTopics(page, ['Grief']);
  // The panel and the hidden lines pass axe (axe needs the page's JavaScript).
  await page.getByText('Hide topics', { exact: true }).click();
  await expectNoA11yViolations(page);
  await openHydrated(page, `${PUBLIC}${GRIEF_WRITER}`);
  const line = page.getByText(/^Hidden: (Grief|Relationship)$/);
  await expect(line).toHaveText('Hidden: Grief');
  const storyLink = page.getByRole('link', { name: GRIEF_STORY, includeHidden: true });
  await expect(storyLink).toBeHidden();
  await line.click();
  await expect(storyLink).toBeVisible();

  // Into the story by the site's own navigation: the one line first there too.
  await storyLink.click();
  const heading = page.getByRole('heading', { level: 1, name: GRIEF_STORY, includeHidden: true });
  await expect(page.getByText('Hidden: Grief')).toBeVisible();
  await expect(heading).toBeHidden();
  await page.getByText('Hidden: Grief').click();
  await expect(heading).toBeVisible();

  // Nothing ticked: the choice is forgotten and every story shows again.
  await openHydrated(page, `${PUBLIC}/stories`);
  await page.getByText('Hide topics', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Grief', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await page.waitForURL(`${PUBLIC}/stories`);
  await openHydrated(page, `${PUBLIC}${GRIEF_WRITER}`);
  await expect(page.getByRole('link', { name: GRIEF_STORY, includeHidden: true })).toBeVisible();
  await expect(page.getByText(/^Hidden:/)).toHaveCount(0);
});
