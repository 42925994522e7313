import { authStore } from '@thrive/auth-store';
import { act, screen, within } from '@testing-library/react';
import {
  ada,
  currentLocation,
  deferred,
  json,
  mockApi,
  renderAt,
  setupAuthTests,
} from '../test/harness';

setupAuthTests();

function expectDownloadContent() {
  expect(
    screen.getByRole('heading', { level: 2, name: 'Get Started with Our App' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Google Play:' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'App Store:' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help');
}

describe('/download2 (after verification)', () => {
  it("greets the reader from navigation state with the app's download content", async () => {
    renderAt('/download2', { user: ada });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' }),
    ).toBeInTheDocument();
    expectDownloadContent();
    expect(document.title).toBe('Get the app · Thrive');
  });

  it('is open to anyone: without a user it still greets sensibly', async () => {
    renderAt('/download2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expectDownloadContent();
    expect(currentLocation().pathname).toBe('/download2');
  });

  it('never shows a store link that leads nowhere: every unlisted badge says the app is on its way', async () => {
    renderAt('/download2', { user: ada });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    const stores = screen.getByRole('list', { name: 'App stores' });
    expect(within(stores).getAllByRole('listitem')).toHaveLength(2);
    expect(within(stores).queryAllByRole('link')).toEqual([]);
    expect(within(stores).getAllByText('On its way')).toHaveLength(2);
    expect(screen.getByText('The Thrive app for Android and iPhone is on its way.')).toBeVisible();
    expect(screen.getByRole('button', { name: "Tell me when it's out" })).toBeVisible();
    expect(screen.queryByText(/Available for/)).toBeNull();
  });
});

describe('leading on from the welcome (issue 44)', () => {
  it('leads a new reader on to the stories and to asking, not only to the app', async () => {
    renderAt('/download2', { user: ada });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    const next = screen.getByRole('navigation', { name: 'What next' });
    expect(within(next).getByRole('link', { name: 'Start reading' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(within(next).getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/ask',
    );
    // Signed out: nothing of theirs to list yet.
    expect(within(next).queryByRole('link', { name: 'Your questions' })).toBeNull();
  });

  it('shows a signed-in reader their name, Log out and their questions on /download2, never Log in', async () => {
    act(() => authStore.getState().setSession('tok-1', ada));
    renderAt('/download2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'Log in' })).toEqual([]);
    expect(
      within(screen.getByRole('navigation', { name: 'What next' })).getByRole('link', {
        name: 'Your questions',
      }),
    ).toHaveAttribute('href', '/ask#own-questions');
  });

  it('logs out from /download2 to the login page, which says so', async () => {
    mockApi({ '/reader/logout': () => new Response(null, { status: 204 }) });
    act(() => authStore.getState().setSession('tok-1', ada));
    const { user } = renderAt('/download2');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(authStore.getState().token).toBeNull();
    expect(currentLocation().pathname).toBe('/login');
  });
});

describe('/download (after login)', () => {
  it('checks the stored token with GET /reader/me and keeps the page when it is live', async () => {
    const sent = mockApi({
      '/reader/me': () => json(200, { user: ada }),
      // The header's notifications bell (issue 42).
      '/reader/notifications/unread': () => json(200, { unread: 0 }),
    });
    authStore.getState().setSession('tok-1', ada);
    renderAt('/download');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    await act(async () => undefined);
    expect(sent.filter((call) => call.path !== '/reader/notifications/unread')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/reader/me', authorization: 'Bearer tok-1' }),
    ]);
    expect(currentLocation().pathname).toBe('/download');
    expect(authStore.getState().token).toBe('tok-1');
  });

  it('clears an expired or revoked token and goes to /login', async () => {
    mockApi({ '/reader/me': () => json(401, { error: 'Please log in to continue.' }) });
    authStore.getState().setSession('tok-1', ada);
    renderAt('/download');
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(currentLocation().pathname).toBe('/login');
    expect(authStore.getState().token).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the session when the check fails for another reason (offline)', async () => {
    mockApi({ '/reader/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    authStore.getState().setSession('tok-1', ada);
    renderAt('/download');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    await act(async () => undefined);
    expect(currentLocation().pathname).toBe('/download');
    expect(authStore.getState().token).toBe('tok-1');
  });

  it('redirects to /login without a stored session', async () => {
    renderAt('/download');
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(currentLocation().pathname).toBe('/login');
  });

  it('greets the reader from the stored session', async () => {
    authStore.getState().setSession('tok-1', ada);
    renderAt('/download');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' }),
    ).toBeInTheDocument();
    expectDownloadContent();
  });

  it('logs out: calls POST /reader/logout with the token, clears the session, lands on /login', async () => {
    const sent = mockApi({ '/reader/logout': () => new Response(null, { status: 204 }) });
    authStore.getState().setSession('tok-1', ada);
    const { user } = renderAt('/download');
    await user.click(
      await within(await screen.findByRole('main')).findByRole('button', { name: 'Log out' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(sent.filter((r) => r.path === '/reader/logout')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/reader/logout',
        authorization: 'Bearer tok-1',
      }),
    ]);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(currentLocation().pathname).toBe('/login');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'You have logged out.',
    );
  });

  it.each([
    ['the server fails', () => json(500, { error: 'boom' })],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('clears the session locally even when %s', async (_label, reply) => {
    mockApi({ '/reader/logout': reply });
    authStore.getState().setSession('tok-1', ada);
    const { user } = renderAt('/download');
    await user.click(
      await within(await screen.findByRole('main')).findByRole('button', { name: 'Log out' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(authStore.getState().user).toBeNull();
  });

  it('shows progress while logging out and sends one request', async () => {
    const reply = deferred();
    const sent = mockApi({ '/reader/logout': () => reply.promise });
    authStore.getState().setSession('tok-1', ada);
    const { user } = renderAt('/download');
    await user.click(
      await within(await screen.findByRole('main')).findByRole('button', { name: 'Log out' }),
    );
    const busy = screen.getByRole('button', { name: 'Logging out…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(sent.filter((r) => r.path === '/reader/logout')).toHaveLength(1);
    await act(async () => reply.resolve(new Response(null, { status: 204 })));
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
  });

  it('leaves when another tab logs out', async () => {
    authStore.getState().setSession('tok-1', ada);
    renderAt('/download');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    act(() => authStore.getState().clear());
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
  });
});
