import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, TOKEN_KEY } from '@thrive/auth-store';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { STUDIO_TOKEN_KEY, studioSession } from './session/studioSession';
import { renderStudio, signInAs, STUDIO_TOKEN, WRITER } from './testing/renderStudio';

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => {
    studioSession.getState().clear();
    authStore.getState().clear();
  });
  restoreFetch();
});

const SECTIONS = [
  ['/studio', 'My stories'],
  ['/studio/write', 'Write'],
  ['/studio/questions', 'Questions to answer'],
  ['/studio/readers', 'Your readers'],
  ['/studio/earnings', 'Earnings'],
  ['/studio/security', 'Sign-in security'],
] as const;

describe('signed out', () => {
  it.each(SECTIONS.map(([path]) => path))('%s shows the sign-in form', async (path) => {
    mockApi(() => json(200, {}));
    renderStudio(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Studio' })).not.toBeInTheDocument();
  });

  it('checks the fields before asking the API', async () => {
    const calls = mockApi(() => json(200, {}));
    const user = userEvent.setup();
    renderStudio('/studio');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says why a sign-in was refused, and empties the password', async () => {
    silenceApiErrors();
    mockApi(() => json(401, { error: 'Invalid email or password.' }));
    const user = userEvent.setup();
    renderStudio('/studio');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), WRITER.email);
    await user.type(screen.getByLabelText('Password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem(STUDIO_TOKEN_KEY)).toBeNull();
  });

  it("signs in to a studio session of its own (the reader's stays apart) and opens the page asked for", async () => {
    // A reader signed in on the same browser keeps their own session, untouched and unsent.
    act(() =>
      authStore.getState().setSession('reader-token-0123456789abcdef', {
        first_name: 'Ada',
        last_name: 'Obi',
        email: 'ada@example.com',
      }),
    );
    const calls = mockApi(({ url }) =>
      url.endsWith('/studio/session')
        ? json(200, {
            second_factor: 'verify',
            ticket: 'ticket-0123456789abcdefghij',
            methods: ['totp', 'recovery-code'],
            expires_at: '2026-12-07T20:10:00.000Z',
          })
        : json(200, {
            token: STUDIO_TOKEN,
            expires_at: '2026-12-08T08:00:00.000Z',
            contributor: WRITER,
          }),
    );
    const user = userEvent.setup();
    renderStudio('/studio/questions');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), WRITER.email);
    await user.type(screen.getByLabelText('Password'), 'inkwell morning river 9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The password alone signs nobody in: the second factor comes next.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm it’s you' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STUDIO_TOKEN_KEY)).toBeNull();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions to answer' }),
    ).toBeInTheDocument();
    // The sign-in's calls (the questions page then reads its questions with the new token).
    expect(
      calls
        .filter((c) => c.url.includes('/studio/session'))
        .map(({ method, url, body }) => [method, url, body]),
    ).toEqual([
      [
        'POST',
        'http://api.test/api/v1/studio/session',
        { email: WRITER.email, password: 'inkwell morning river 9' },
      ],
      [
        'POST',
        'http://api.test/api/v1/studio/session/totp',
        { ticket: 'ticket-0123456789abcdefghij', code: '123456' },
      ],
    ]);
    expect(localStorage.getItem(STUDIO_TOKEN_KEY)).toBe(STUDIO_TOKEN);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('reader-token-0123456789abcdef');
  });
});

describe('signed in', () => {
  it.each(SECTIONS)('%s shows its section inside the studio layout', async (path, heading) => {
    signInAs();
    mockApi(() => json(200, {}));
    renderStudio(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My stories', 'Write', 'Questions', 'Readers', 'Earnings', 'Security']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
    expect(screen.getByText('Signed in as Amaka Obi')).toBeInTheDocument();
  });

  it('moves between sections from the navigation', async () => {
    signInAs();
    mockApi(() => json(200, {}));
    const user = userEvent.setup();
    renderStudio('/studio');
    await user.click(await screen.findByRole('link', { name: 'Earnings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
  });

  it('signs out with the studio token, then shows the sign-in form', async () => {
    signInAs();
    const calls = mockApi(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderStudio('/studio/write');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: 'http://api.test/api/v1/studio/session' }),
    ]);
    expect(localStorage.getItem(STUDIO_TOKEN_KEY)).toBeNull();
  });

  it('an ended session (401) shows the sign-in form again', async () => {
    silenceApiErrors();
    signInAs();
    mockApi(() => json(401, { error: 'Please sign in to the studio.' }));
    const user = userEvent.setup();
    renderStudio('/studio');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(studioSession.getState().token).toBeNull());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
    ).toBeInTheDocument();
  });
});
