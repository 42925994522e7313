import { act, screen, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { NOTIFICATIONS_SEEN_EVENT } from '@thrive/ui';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import InboxPage from './InboxPage';

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

const notification = (id: number, fields: Record<string, unknown>) => ({
  id,
  title: null,
  body: null,
  link: null,
  created_at: '2026-12-07T10:00:00.000Z',
  read: false,
  ...fields,
});

it('signed out, asks the reader to log in and asks the API nothing', () => {
  const calls = mockApi(() => json(200, {}));
  renderWithRouter(<InboxPage />, '/notifications');
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByText(/Please log in to see your notifications\./)).toBeInTheDocument();
  // The reader's other pages, also signed out (saved stories need no account).
  expect(screen.getByRole('link', { name: 'Saved stories' })).toHaveAttribute('href', '/saved');
  expect(screen.getByRole('link', { name: 'Writers you follow' })).toHaveAttribute(
    'href',
    '/following',
  );
  expect(calls).toEqual([]);
});

it('signed in, tells each notification in fixed words, marks them read and tells the bell', async () => {
  signIn();
  const seen = jest.fn();
  window.addEventListener(NOTIFICATIONS_SEEN_EVENT, seen);
  const calls = mockApi((call) =>
    json(200, {
      notifications: [
        notification(3, {
          kind: 'new_story',
          title: 'Tunde Adeyemi',
          body: 'Morning pages',
          link: '/stories/morning-pages-abc123',
        }),
        notification(2, { kind: 'question_answered', link: '/ask' }),
        notification(1, {
          kind: 'announcement',
          title: 'New premium stories',
          body: 'Three are up.',
          read: true,
        }),
      ],
      unread: call.method === 'POST' ? 0 : 2,
    }),
  );
  renderWithRouter(<InboxPage />, '/notifications');
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('New: Tunde Adeyemi published a new story');
  expect(items[0]).toHaveTextContent('Morning pages');
  expect(within(items[0]!).getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '/stories/morning-pages-abc123',
  );
  expect(items[1]).toHaveTextContent('New: Your question was answered.');
  expect(items[2]).toHaveTextContent('New premium stories');
  expect(items[2]).not.toHaveTextContent('New:');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ all: true }]);
  expect(seen).toHaveBeenCalledTimes(1);
  window.removeEventListener(NOTIFICATIONS_SEEN_EVENT, seen);
});

it('with nothing yet, says what will come here', async () => {
  signIn();
  mockApi(() => json(200, { notifications: [], unread: 0 }));
  renderWithRouter(<InboxPage />, '/notifications');
  expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
});

it("says a writer replied to the reader's comment, naming the writer and leading to the story", async () => {
  signIn();
  mockApi(() =>
    json(200, {
      notifications: [
        notification(4, {
          kind: 'comment_replied',
          title: 'Amaka Obi',
          link: '/stories/learning-to-rest-abc123',
        }),
      ],
      unread: 1,
    }),
  );
  renderWithRouter(<InboxPage />, '/notifications');
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const [item] = within(list).getAllByRole('listitem');
  expect(item).toHaveTextContent('Amaka Obi replied to your comment.');
  expect(within(item!).getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '/stories/learning-to-rest-abc123',
  );
});
