import { screen, within } from '@testing-library/react';
import { activateLocale } from '@thrive/i18n';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { story } from '../test/fixtures';
import StoriesPage from './StoriesPage';

afterEach(restoreFetch);

it('lists published stories newest first with writer, genre and date', async () => {
  const calls = mockApi(() =>
    json(200, {
      stories: [
        story(),
        story({
          slug: 'grief-x',
          title: 'Learning to grieve',
          content_warnings: ['Grief'],
          excerpt: null,
        }),
      ],
      next: null,
    }),
  );
  renderWithRouter(<StoriesPage />, '/stories');
  const first = await screen.findByRole('link', { name: 'Rest is part of the work' });
  expect(first).toHaveAttribute('href', '/stories/rest-is-part-of-the-work-abc123');
  const card = first.closest('article')!;
  expect(within(card).getByRole('link', { name: 'Tunde Adeyemi' })).toHaveAttribute(
    'href',
    '/writers/tunde.adeyemi',
  );
  expect(within(card).getByText(/20 November 2026/)).toBeInTheDocument();
  expect(screen.getByText('Content warning: Grief')).toBeInTheDocument();
  expect(calls[0]!.url).toBe('http://api.test/api/v1/stories');
});

it('filters by genre from the address and marks the genre link as current', async () => {
  const calls = mockApi(() => json(200, { stories: [story()], next: null }));
  renderWithRouter(<StoriesPage />, '/stories?genre=Lifestyle');
  expect(await screen.findByRole('heading', { name: 'Lifestyle stories' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lifestyle' })).toHaveAttribute('aria-current', 'page');
  expect(calls.at(-1)!.url).toBe('http://api.test/api/v1/stories?genre=Lifestyle');
});

it('loads the next page with the cursor the API gave', async () => {
  const calls = mockApi((call) =>
    call.url.includes('before=')
      ? json(200, { stories: [story({ slug: 'older', title: 'Older story' })], next: null })
      : json(200, { stories: [story()], next: 'CURSOR' }),
  );
  renderWithRouter(<StoriesPage />, '/stories');
  (await screen.findByRole('button', { name: 'More stories' })).click();
  expect(await screen.findByRole('link', { name: 'Older story' })).toBeInTheDocument();
  expect(calls.at(-1)!.url).toBe('http://api.test/api/v1/stories?before=CURSOR');
  expect(screen.queryByRole('button', { name: 'More stories' })).toBeNull();
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('speaks Pidgin around the stories, which stay in their writers’ words', async () => {
    mockApi(() =>
      json(200, {
        stories: [story(), story({ slug: 'grief-x', content_warnings: ['Grief'], excerpt: null })],
        next: 'CURSOR',
      }),
    );
    renderWithRouter(<StoriesPage />, '/stories');
    const first = (await screen.findAllByRole('link', { name: 'Rest is part of the work' }))[0]!;
    const card = first.closest('article')!;
    expect(card).toHaveTextContent('Na Tunde Adeyemi write am · Lifestyle · 20 November 2026');
    expect(screen.getByText('Warning, dis story talk about: Grief')).toBeInTheDocument();
    expect(screen.getByText(/Our team dey read every story before e show for here/)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Kinds of story' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stories, di newest ones first' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'More stories' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/stories\.\w+\.|Content warning|Every story is/);
  });

  it('says so in Pidgin when there is no story yet', async () => {
    mockApi(() => json(200, { stories: [], next: null }));
    renderWithRouter(<StoriesPage />, '/stories');
    expect(await screen.findByText('No story dey here yet. Abeg check back soon.')).toBeVisible();
  });
});
