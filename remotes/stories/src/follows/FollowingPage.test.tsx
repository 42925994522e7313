import { act, screen, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { story } from '../test/fixtures';
import FollowingPage from './FollowingPage';

afterEach(() => {
  act(() => authStore.getState().clear());
  restoreFetch();
});

const signIn = () =>
  act(() =>
    authStore.getState().setSession('reader-token-0123456789abcdef', {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
    }),
  );

it('signed out, asks the reader to log in and asks the API nothing', async () => {
  const calls = mockApi(() => json(200, {}));
  renderWithRouter(<FollowingPage />, '/following');
  expect(screen.getByRole('heading', { level: 1, name: 'Writers you follow' })).toBeInTheDocument();
  expect(screen.getByText(/Please log in to see the writers you follow\./)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('signed in, lists the writers followed and their newest stories', async () => {
  signIn();
  mockApi(() =>
    json(200, {
      following: [
        { role: 'writer', username: 'tunde.adeyemi', display_name: 'Tunde Adeyemi' },
        { role: 'consultant', username: 'dr.ada', display_name: 'Dr. Ada' },
      ],
      stories: [story()],
    }),
  );
  renderWithRouter(<FollowingPage />, '/following');
  const list = await screen.findByRole('list', { name: 'Writers you follow' });
  expect(within(list).getByRole('link', { name: 'Tunde Adeyemi' })).toHaveAttribute(
    'href',
    '/writers/tunde.adeyemi',
  );
  expect(within(list).getByText('Dr. Ada (Consultant)')).toBeInTheDocument();
  expect(
    screen.getByRole('region', { name: 'New stories from writers you follow' }),
  ).toHaveTextContent('Rest is part of the work');
});

it('signed in and following nobody, says how to follow', async () => {
  signIn();
  mockApi(() => json(200, { following: [], stories: [] }));
  renderWithRouter(<FollowingPage />, '/following');
  expect(
    await screen.findByText(
      "You do not follow any writers yet. Open a writer's page and press Follow.",
    ),
  ).toBeInTheDocument();
});
