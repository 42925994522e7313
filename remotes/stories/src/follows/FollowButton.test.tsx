import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@thrive/auth-store';
import { activateLocale } from '@thrive/i18n';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { FollowButton } from './FollowButton';

const signIn = () =>
  act(() =>
    authStore.getState().setSession('reader-token-0123456789abcdef', {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
    }),
  );

afterEach(() => {
  act(() => authStore.getState().clear());
  restoreFetch();
  jest.restoreAllMocks();
});

/** A reader API that keeps follows as the real one does: the wanted end, one per reader. */
function followsServer(start = { followers: 12, following: false }) {
  let state = { ...start };
  return mockApi((call: RecordedCall) => {
    if (call.method === 'POST') {
      const { following } = call.body as { following: boolean };
      if (following !== state.following)
        state = { following, followers: state.followers + (following ? 1 : -1) };
    }
    return json(200, { role: 'writer', username: 'tunde.adeyemi', ...state });
  });
}

const show = () =>
  render(
    <MemoryRouter>
      <FollowButton username="tunde.adeyemi" name="Tunde Adeyemi" />
    </MemoryRouter>,
  );

it('shows how many follow the writer; signed out, a tap asks the reader to log in and sends nothing', async () => {
  const calls = followsServer();
  show();
  const button = await screen.findByRole(
    'button',
    { name: 'Follow Tunde Adeyemi (12 followers)' },
    { timeout: 10_000 },
  );
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(button);
  expect(await screen.findByRole('status')).toHaveTextContent('Please log in to follow writers.');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('signed in, a tap follows (counted at once) and a second tap stops following', async () => {
  signIn();
  const calls = followsServer();
  show();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Follow Tunde Adeyemi (12 followers)' }),
  );
  const followed = await screen.findByRole('button', {
    name: 'Follow Tunde Adeyemi (13 followers)',
  });
  expect(followed).toHaveAttribute('aria-pressed', 'true');
  expect(followed).toHaveTextContent('Following');
  await userEvent.click(followed);
  expect(
    await screen.findByRole('button', { name: 'Follow Tunde Adeyemi (12 followers)' }),
  ).toHaveAttribute('aria-pressed', 'false');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { role: 'writer', username: 'tunde.adeyemi', following: true },
    { role: 'writer', username: 'tunde.adeyemi', following: false },
  ]);
});

it('a refused follow goes back and says why', async () => {
  signIn();
  silenceApiErrors();
  mockApi((call) =>
    call.method === 'POST'
      ? json(429, { error: 'You are following very fast. Please wait 30 seconds and try again.' })
      : json(200, { role: 'writer', username: 'tunde.adeyemi', followers: 3, following: false }),
  );
  show();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Follow Tunde Adeyemi (3 followers)' }),
  );
  expect(
    await screen.findByText('You are following very fast. Please wait 30 seconds and try again.'),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Follow Tunde Adeyemi (3 followers)' }),
  ).toHaveAttribute('aria-pressed', 'false');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('says follow in Pidgin', async () => {
    followsServer({ followers: 2, following: true });
    show();
    const button = await screen.findByRole('button', {
      name: 'Follow Tunde Adeyemi (2 people dey follow)',
    });
    expect(button).toHaveTextContent('You dey follow');
  });
});

it('is a form the page server can send without JavaScript, on story and writer pages', async () => {
  followsServer({ followers: 3, following: false });
  const { container } = render(
    <MemoryRouter>
      <FollowButton username="tunde.adeyemi" name="Tunde Adeyemi" />
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: /Tunde Adeyemi/ });
  const form = container.querySelector('form')!;
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  );
  // The wanted end is following ("on"): the page server posts `following: true`.
  expect(hidden).toMatchObject({
    _form: 'follow',
    role: 'writer',
    username: 'tunde.adeyemi',
    following: 'on',
  });
  const { PUBLIC_FORMS } = await import('../publicForms');
  const follows = PUBLIC_FORMS.filter((descriptor) => descriptor.id === 'follow');
  expect(follows.map((descriptor) => descriptor.path).sort()).toEqual([
    '/stories/:slug',
    '/writers/:username',
  ]);
  for (const descriptor of follows) {
    expect(descriptor).toMatchObject({ endpoint: '/follows', withSession: true });
  }
});
