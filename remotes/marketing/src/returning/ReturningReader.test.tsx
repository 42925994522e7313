import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@thrive/auth-store';
import { activateLocale } from '@thrive/i18n';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { rememberStory } from '@thrive/ui';
import { ReturningReader } from './ReturningReader';

const ada = { first_name: 'Ada', id: 'reader-ada', email: 'ada@example.com' };
const question = (status: string) => ({
  id: 1,
  text: 'x',
  anonymous: true,
  status,
  urgent: false,
  asked_at: '2026-11-26T10:00:00.000Z',
});

afterEach(() => {
  restoreFetch();
  authStore.getState().clear();
  localStorage.clear();
});

const show = () =>
  render(
    <MemoryRouter>
      <ReturningReader />
    </MemoryRouter>,
  );

it('is in the prerendered page as an empty, hidden place (the page is prerendered signed out)', () => {
  const html = renderToString(
    <MemoryRouter>
      <ReturningReader />
    </MemoryRouter>,
  );
  expect(html).toMatch(/^<section[^>]*hidden=""[^>]*><\/section>$/);
});

it('offers a signed-in reader the stories they opened last and where their questions stand', async () => {
  mockApi(() =>
    json(200, {
      questions: [question('published'), question('in_review'), question('in_review')],
    }),
  );
  rememberStory(ada.id, { slug: 'older', title: 'An older story' });
  rememberStory(ada.id, { slug: 'exams-ae8796', title: 'The week I stopped pretending' });
  rememberStory(ada.id, { slug: 'newest-1', title: 'The newest story' });
  authStore.getState().setSession('token', ada);
  show();
  const block = screen.getByRole('region', { name: 'Where you left off' });
  expect(within(block).getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  const links = within(block).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/stories/newest-1',
    '/stories/exams-ae8796',
    '/ask',
  ]);
  expect(links[0]).toHaveTextContent('Continue readingThe newest story');
  expect(await within(block).findByText('1 answered · 2 waiting for review')).toBeVisible();
});

it('never shows another reader’s stories, and invites a reader with none yet', async () => {
  mockApi(() => json(200, { questions: [] }));
  rememberStory('someone-else', { slug: 'theirs', title: 'Their story' });
  authStore.getState().setSession('token', ada);
  show();
  const block = screen.getByRole('region', { name: 'Where you left off' });
  expect(within(block).queryByText('Their story')).not.toBeInTheDocument();
  expect(within(block).getByRole('link', { name: 'Stories Find a story to read' })).toHaveAttribute(
    'href',
    '/stories',
  );
  expect(
    await within(block).findByRole('link', { name: 'Your questions Ask your first question' }),
  ).toHaveAttribute('href', '/ask');
});

it('shows nothing to a signed-out reader and asks the API nothing', () => {
  const calls = mockApi(() => json(200, { questions: [] }));
  show();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('speaks Pidgin', async () => {
  await activateLocale('pcm');
  try {
    mockApi(() => json(200, { questions: [question('published')] }));
    authStore.getState().setSession('token', ada);
    show();
    const block = screen.getByRole('region', { name: 'Where you stop last time' });
    expect(
      await within(block).findByText('1 don get answer · 0 dey wait for review'),
    ).toBeVisible();
  } finally {
    await activateLocale('en');
  }
});
