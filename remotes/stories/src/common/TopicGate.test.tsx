/**
 * Topic filters (issue 45): stories on a theme the reader hides show as one line, "Hidden:
 * <theme>", on /stories, a writer's page and the story's own page, until opened on purpose.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { activateLocale } from '@thrive/i18n';
import { HIDDEN_TOPICS_COOKIE, HIDDEN_TOPICS_PATH } from '@thrive/platform';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { story } from '../test/fixtures';
import StoriesPage from '../list/StoriesPage';
import StoryPage from '../story/StoryPage';
import WriterPage from '../writer/WriterPage';

const hide = (value: string) => {
  document.cookie = `${HIDDEN_TOPICS_COOKIE}=${value}; path=/`;
};
afterEach(() => {
  document.cookie = `${HIDDEN_TOPICS_COOKIE}=; path=/; max-age=0`;
  restoreFetch();
});

const grieving = story({
  slug: 'learning-to-grieve-x1',
  title: 'Learning to grieve',
  genre: 'Relationship',
  content_warnings: ['Grief'],
  excerpt: null,
});
const list = { stories: [story(), grieving], next: null };

describe('on /stories', () => {
  it('shows a story with a hidden theme as one line that opens on purpose', async () => {
    hide('grief');
    mockApi(() => json(200, list));
    renderWithRouter(<StoriesPage />, '/stories');
    expect(await screen.findByRole('link', { name: 'Rest is part of the work' })).toBeVisible();
    const line = screen.getByText('Hidden: Grief');
    expect(screen.getByRole('link', { name: 'Learning to grieve' })).not.toBeVisible();
    await userEvent.click(line);
    expect(screen.getByRole('link', { name: 'Learning to grieve' })).toBeVisible();
  });

  it('hides a whole genre, and nothing without a choice', async () => {
    hide('lifestyle');
    mockApi(() => json(200, list));
    const { unmount } = renderWithRouter(<StoriesPage />, '/stories');
    await screen.findByText('Hidden: Lifestyle');
    expect(screen.getByRole('link', { name: 'Rest is part of the work' })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Learning to grieve' })).toBeVisible();
    unmount();

    document.cookie = `${HIDDEN_TOPICS_COOKIE}=; path=/; max-age=0`;
    renderWithRouter(<StoriesPage />, '/stories');
    expect(await screen.findByRole('link', { name: 'Learning to grieve' })).toBeVisible();
    expect(screen.queryByText(/^Hidden:/)).toBeNull();
  });

  it('offers the "Hide topics" form, a plain post with the reader\'s choice ticked', async () => {
    hide('grief.self-harm');
    mockApi(() => json(200, list));
    renderWithRouter(<StoriesPage />, '/stories?genre=Career');
    await userEvent.click(screen.getByText('Hide topics'));
    const form = screen.getByRole('form', { name: 'Hide topics' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', HIDDEN_TOPICS_PATH);
    expect(within(form).getByRole('checkbox', { name: 'Grief' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Self-harm' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Career' })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save my choice' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(form.querySelector('input[name="back"]')).toHaveValue('/stories?genre=Career');
  });
});

it("shows the hidden theme's stories as one line on a writer's page", async () => {
  hide('grief');
  mockApi(() =>
    json(200, {
      writer: {
        username: 'tunde.adeyemi',
        display_name: 'Tunde Adeyemi',
        genre: 'Lifestyle',
        about: '',
      },
      stories: [grieving],
      next: null,
    }),
  );
  renderWithRouter(
    <Routes>
      <Route path="/writers/:username" element={<WriterPage />} />
    </Routes>,
    '/writers/tunde.adeyemi',
  );
  await userEvent.click(await screen.findByText('Hidden: Grief'));
  expect(screen.getByRole('link', { name: 'Learning to grieve' })).toBeVisible();
});

it('shows a story opened directly as the one line first', async () => {
  hide('grief');
  mockApi((call) =>
    call.url.includes('/likes')
      ? json(200, { target: 'story', id: 7, count: 0, liked: false })
      : json(200, { story: { ...grieving, id: 7, paragraphs: ['It was hard.'], teaser: false } }),
  );
  renderWithRouter(
    <Routes>
      <Route path="/stories/:slug" element={<StoryPage />} />
    </Routes>,
    '/stories/learning-to-grieve-x1',
  );
  const line = await screen.findByText('Hidden: Grief');
  expect(screen.getByRole('heading', { level: 1, name: 'Learning to grieve' })).not.toBeVisible();
  await userEvent.click(line);
  expect(screen.getByRole('heading', { level: 1, name: 'Learning to grieve' })).toBeVisible();
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('says the line and the panel in Pidgin', async () => {
    hide('grief');
    mockApi(() => json(200, list));
    renderWithRouter(<StoriesPage />, '/stories');
    expect(await screen.findByText('We hide am: Grief')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Hide topic dem' })).toBeInTheDocument();
  });
});
