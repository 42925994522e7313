import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@thrive/auth-store';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import SavedPage from './SavedPage';
import { forgetSync, SAVED_STORAGE_KEY } from './savedOnDevice';

afterEach(() => {
  act(() => authStore.getState().clear());
  localStorage.clear();
  forgetSync();
  restoreFetch();
});

const keep = (...slugs: string[]) =>
  localStorage.setItem(
    SAVED_STORAGE_KEY,
    JSON.stringify(
      slugs.map((slug) => ({
        slug,
        title: `Story ${slug}`,
        writer: 'Tunde Adeyemi',
        saved_at: '2026-12-01T10:00:00.000Z',
      })),
    ),
  );

it('lists the stories saved on this phone without an account (and without the network), and removes one', async () => {
  const calls = mockApi(() => json(200, {}));
  keep('a', 'b');
  renderWithRouter(<SavedPage />, '/saved');
  expect(screen.getByRole('heading', { level: 1, name: 'Saved stories' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Saved stories' });
  expect(within(list).getByRole('link', { name: 'Story a' })).toHaveAttribute('href', '/stories/a');
  expect(list).toHaveTextContent('by Tunde Adeyemi · 1 December 2026');
  expect(screen.getByText(/Log in to keep them on your account/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Story a from saved stories' }));
  expect(within(list).queryByRole('link', { name: 'Story a' })).toBeNull();
  expect(calls).toEqual([]);
});

it('with nothing saved, says how to save', () => {
  renderWithRouter(<SavedPage />, '/saved');
  expect(
    screen.getByText('You have not saved any stories yet. Press Save on a story to keep it here.'),
  ).toBeInTheDocument();
});
