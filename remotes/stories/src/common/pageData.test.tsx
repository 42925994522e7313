import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { story } from '../test/fixtures';
import StoryPage from '../story/StoryPage';
import { PAGE_DATA_ID, PageData, pageDataKey } from './pageData';

afterEach(() => {
  restoreFetch();
  document.body.innerHTML = '';
});

const slug = 'rest-is-part-of-the-work-abc123';
const data = {
  story: {
    ...story(),
    id: 7,
    paragraphs: ['First paragraph.', 'Second </script> paragraph.'],
    teaser: false,
  },
};
/**
 * The live counts (likes, followers) are read after hydration; content is not. The comments are
 * read apart from the content too when the page came without them.
 */
const LIVE_COUNTS = new Set(['/api/v1/likes', '/api/v1/follows', '/api/v1/comments']);
const contentCalls = <Call extends { url: string }>(calls: Call[]) =>
  calls.filter((call) => !LIVE_COUNTS.has(new URL(call.url).pathname));
const commentCalls = <Call extends { url: string }>(calls: Call[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/v1/comments');

const tree = (
  <MemoryRouter initialEntries={[`/stories/${slug}`]}>
    <Routes>
      <Route path="/stories/:slug" element={<StoryPage />} />
    </Routes>
  </MemoryRouter>
);

it('hydrates a page the server rendered with its content as it is, without asking the API', async () => {
  const calls = mockApi(() => json(500, { error: 'no call expected' }));
  // What the data page renderer renders: the page with its data (given here as the data block).
  const given = document.createElement('div');
  given.innerHTML = renderToString(<PageData dataKey={pageDataKey.story(slug)} given={{ data }} />);
  document.body.append(given);
  const html = renderToString(tree);
  given.remove();
  expect(html).toContain('Rest is part of the work');
  expect(html).not.toContain('</script> paragraph');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Rest is part of the work' })).toBeVisible();
  expect(screen.getByText('Second </script> paragraph.')).toBeVisible();
  expect(contentCalls(calls)).toEqual([]);
  expect(document.getElementById(PAGE_DATA_ID)?.dataset.key).toBe(`story:${slug}`);
});

it('hydrates the published comments the server rendered with the story, without reading them again', async () => {
  const calls = mockApi(() => json(200, { target: 'story', id: 7, count: 0, liked: false }));
  const withComments = {
    ...data,
    comments: [
      { id: 3, text: 'Rest helped me too.', by: 'Chidi', published_at: '2026-12-01T10:00:00Z' },
    ],
  };
  const given = document.createElement('div');
  given.innerHTML = renderToString(
    <PageData dataKey={pageDataKey.story(slug)} given={{ data: withComments }} />,
  );
  document.body.append(given);
  const html = renderToString(tree);
  given.remove();
  expect(html).toContain('Rest helped me too.');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(screen.getByText('Rest helped me too.')).toBeVisible();
  expect(commentCalls(calls)).toEqual([]);
});

it('loads from the API when the page carries no data for it (the build’s frame)', async () => {
  const calls = mockApi(() => json(200, data));
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => createRoot(container).render(tree));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Rest is part of the work' }),
  ).toBeVisible();
  expect(contentCalls(calls).map((call) => new URL(call.url).pathname)).toEqual([
    `/api/v1/stories/${slug}`,
  ]);
});

/** Server-rendered markup of the story page for what the renderer was given. */
function serverRendered(given: Parameters<typeof PageData>[0]['given']) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(<PageData dataKey={pageDataKey.story(slug)} given={given} />);
  document.body.append(holder);
  const html = renderToString(tree);
  holder.remove();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

it('hydrates the server’s "not found" as it is, without asking the API', async () => {
  const calls = mockApi(() => json(500, { error: 'no call expected' }));
  const container = serverRendered({ error: { status: 404, message: 'Not found' } });
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(
    screen.getByText('We could not find that story. It may have been taken down.'),
  ).toBeVisible();
  expect(calls).toEqual([]);
});

it('says the story could not be loaded when the API was away, then loads it once hydrated', async () => {
  const calls = mockApi(() => json(200, data));
  const container = serverRendered({
    error: {
      status: null,
      message: 'We could not load this. Please check your connection and try again.',
    },
  });
  expect(container.textContent).toContain('We could not load this.');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Rest is part of the work' }),
  ).toBeVisible();
  expect(contentCalls(calls)).toHaveLength(1);
});

describe('a page painted from the service worker’s kept copy', () => {
  afterEach(() => document.documentElement.removeAttribute('data-kept-page'));
  const edited = { story: { ...data.story, title: 'Rest is part of the work, edited' } };

  it('keeps the copy’s content when the server’s page has not changed', async () => {
    const calls = mockApi(() => json(500, { error: 'no call expected' }));
    document.documentElement.setAttribute('data-kept-page', '');
    const container = serverRendered({ data });
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Rest is part of the work' }),
    ).toBeVisible();
    expect(contentCalls(calls)).toEqual([]);
  });

  it('loads the content afresh when the server’s page changed since the copy', async () => {
    const calls = mockApi(() => json(200, edited));
    document.documentElement.setAttribute('data-kept-page', 'outdated');
    const container = serverRendered({ data });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rest is part of the work, edited' }),
    ).toBeVisible();
    expect(contentCalls(calls).map((call) => new URL(call.url).pathname)).toEqual([
      `/api/v1/stories/${slug}`,
    ]);
  });

  it('keeps the copy’s content on screen when the fresh one cannot load', async () => {
    silenceApiErrors();
    const calls = mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    document.documentElement.setAttribute('data-kept-page', 'outdated');
    const container = serverRendered({ data });
    await act(async () => {
      hydrateRoot(container, tree);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls.length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Rest is part of the work' }),
    ).toBeVisible();
    expect(screen.queryByText(/could not load/i)).toBeNull();
    jest.restoreAllMocks();
  });
});
