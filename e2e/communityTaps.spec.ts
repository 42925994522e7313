/**
 * A reader's Like and Save on a slow phone (issue 42): tapped the moment they are visible, before
 * the page has hydrated, each counts once; a like made offline is sent once when the reader is
 * back online; without JavaScript, Save is a form the page server completes.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { emulatePhone, PHONE_VIEWPORT, READERS_PHONE } from '../test/phoneProfiles.ts';
import { uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

const PASSWORD = 'calm-river-42';
/** Hydration at 4x CPU on a loaded 2-core machine: generous, as this is no timing test. */
const EFFECT_TIMEOUT = 60_000;

test.use({ viewport: PHONE_VIEWPORT });
test.setTimeout(180_000);

interface Story {
  slug: string;
  id: number;
}

/** A story of the sample content other specs do not like (they take the first). */
async function storyFromTheEnd(request: APIRequestContext, fromEnd: number): Promise<Story> {
  const { stories } = (await (await request.get(`${API}/stories`)).json()) as {
    stories: { slug: string }[];
  };
  const { slug } = stories.at(-fromEnd)!;
  const { story } = (await (await request.get(`${API}/stories/${slug}`)).json()) as {
    story: { id: number };
  };
  return { slug, id: story.id };
}

const likeCount = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`${API}/likes?target=story&id=${id}`)).json()) as { count: number })
    .count;

/** A verified reader whose session is in the browser's storage before any page runs. */
async function signedInReader(context: BrowserContext, request: APIRequestContext) {
  const session = await verifiedReader(request, API, uniqueEmail('taps'), PASSWORD);
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('authUser', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return session;
}

/**
 * The POSTs to an API endpoint that reached it (not those refused offline), from the page or its
 * service worker (their bodies are not always visible here: counted by address).
 */
function postsTo(context: BrowserContext, endpoint: string): string[] {
  const seen: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url() === `${API}${endpoint}`) seen.push(endpoint);
  });
  return seen;
}

test('a Like and a Save tapped at first paint on the readers’ phone count once after hydration', async ({
  context,
  page,
  request,
}) => {
  await emulatePhone(context, page, READERS_PHONE);
  const { token } = await signedInReader(context, request);
  const story = await storyFromTheEnd(request, 1);
  const before = await likeCount(request, story.id);
  const likePosts = postsTo(context, '/likes');
  const savePosts = postsTo(context, '/reader/saves');

  await page.goto(`${PUBLIC}/stories/${story.slug}`, { waitUntil: 'commit', timeout: 60_000 });
  await page.getByRole('button', { name: /^Like/ }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 60_000 });

  await expect(page.getByRole('button', { name: `Like (${before + 1} likes)` })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: EFFECT_TIMEOUT },
  );
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: EFFECT_TIMEOUT },
  );
  await expect.poll(() => likeCount(request, story.id)).toBe(before + 1);
  const saved = (await (
    await request.get(`${API}/reader/saves`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { stories: { slug: string }[] };
  expect(saved.stories.filter((s) => s.slug === story.slug)).toHaveLength(1);
  // Each tap sent once: the early-capture script held it and replayed it once. (A save replayed
  // before the session is read goes to the account in the page's merge of the phone's list.)
  expect(likePosts).toHaveLength(1);
  expect(savePosts.length).toBeLessThanOrEqual(1);
});

test('a like made offline is kept on the phone and sent once when the reader is back online', async ({
  context,
  page,
  request,
}) => {
  await signedInReader(context, request);
  const story = await storyFromTheEnd(request, 2);
  await openHydrated(page, `${PUBLIC}/stories/${story.slug}`);
  const like = page.getByRole('button', { name: /^Like \(\d+ likes\)$/ });
  const before = Number(/\((\d+) likes\)/.exec((await like.getAttribute('aria-label'))!)![1]);
  const likePosts = postsTo(context, '/likes');

  await context.setOffline(true);
  await like.click();
  await expect(
    page.getByText('Your like is saved on your phone and will be sent when you are back online.'),
  ).toBeVisible();
  expect(await likeCount(request, story.id)).toBe(before);

  await context.setOffline(false);
  await expect.poll(() => likeCount(request, story.id), { timeout: 30_000 }).toBe(before + 1);
  // A fresh load shows it liked once, and nothing else was sent meanwhile.
  await openHydrated(page, `${PUBLIC}/stories/${story.slug}`);
  await expect(page.getByRole('button', { name: `Like (${before + 1} likes)` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Sent from the page, or by its service worker (whose requests the browser may not report
  // here): never twice.
  expect(likePosts.length).toBeLessThanOrEqual(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Save is a form: with no session to send, the story page asks the reader to log in', async ({
    page,
    request,
  }) => {
    const story = await storyFromTheEnd(request, 1);
    await page.goto(`${PUBLIC}/stories/${story.slug}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/stories/${story.slug}`));
    await expect(
      page.getByText('Please log in to keep your saved stories on your account.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
