import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@thrive/auth-store';
import { flushFormOutbox } from '@thrive/api-client';
import { activateLocale } from '@thrive/i18n';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { LikeButton } from './LikeButton';

const TOKEN = 'reader-token-0123456789abcdef';
const signIn = () =>
  act(() =>
    authStore
      .getState()
      .setSession(TOKEN, { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' }),
  );

afterEach(async () => {
  act(() => authStore.getState().clear());
  restoreFetch();
  jest.restoreAllMocks();
});

/** A reader API that keeps likes as the real one does: the wanted end, one per reader. */
function likesServer(start = { count: 4, liked: false }) {
  let state = { ...start };
  return mockApi((call: RecordedCall) => {
    if (call.method === 'POST') {
      const { liked } = call.body as { liked: boolean };
      if (liked !== state.liked) state = { liked, count: state.count + (liked ? 1 : -1) };
    }
    return json(200, { target: 'story', id: 7, ...state });
  });
}

const show = () =>
  render(
    <MemoryRouter>
      <LikeButton target="story" id={7} />
    </MemoryRouter>,
  );

it('shows how many liked the story; signed out, a tap asks the reader to log in and sends nothing', async () => {
  const calls = likesServer();
  show();
  const button = await screen.findByRole('button', { name: 'Like (4 likes)' }, { timeout: 10_000 });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Please log in to like stories and answers.',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('signed in, a tap likes (counted at once) and a second tap takes the like back', async () => {
  signIn();
  const calls = likesServer();
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Like (4 likes)' }));
  const liked = await screen.findByRole('button', { name: 'Like (5 likes)' });
  expect(liked).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(liked);
  expect(await screen.findByRole('button', { name: 'Like (4 likes)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { target: 'story', id: 7, liked: true },
    { target: 'story', id: 7, liked: false },
  ]);
});

it('offline, the like is kept on the phone and sent once, with the session, when back online', async () => {
  signIn();
  silenceApiErrors();
  mockApi(() => {
    throw new TypeError('Failed to fetch');
  });
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Like' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your like is saved on your phone and will be sent when you are back online.',
  );
  expect(screen.getByRole('button', { name: 'Like (1 likes)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const calls = likesServer({ count: 0, liked: false });
  const headers: (string | null)[] = [];
  const fetchOnline = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    headers.push(new Request(input, init).headers.get('authorization'));
    return fetchOnline(input, init);
  }) as typeof fetch;
  await flushFormOutbox();
  await flushFormOutbox();
  expect(calls.map((c) => c.body)).toEqual([{ target: 'story', id: 7, liked: true }]);
  expect(headers).toEqual([`Bearer ${TOKEN}`]);
});

it('a refused like is taken back on screen with the API’s reason', async () => {
  signIn();
  silenceApiErrors();
  mockApi((call) =>
    call.method === 'POST'
      ? json(429, { error: 'You are liking very fast. Please wait 30 seconds and try again.' })
      : json(200, { target: 'story', id: 7, count: 2, liked: false }),
  );
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Like (2 likes)' }));
  expect(
    await screen.findByText('You are liking very fast. Please wait 30 seconds and try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Like (2 likes)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('asks the reader to log in, in Pidgin', async () => {
    likesServer();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Like (4 likes)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Abeg log in to like stories and answers.',
    );
  });
});
