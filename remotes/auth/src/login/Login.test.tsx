import { authStore } from '@thrive/auth-store';
import { act, screen, within } from '@testing-library/react';
import { recalledPassword } from '../pendingPassword';
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

async function openLogin(state?: unknown) {
  const view = renderAt('/login', state);
  await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
  return view;
}

const loginButton = () => screen.getByRole('button', { name: 'Log in' });

describe('Login page', () => {
  it('has labelled e-mail and password fields, its links and a document title', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Login · Thrive');
  });

  it('stores the token and user, then goes to /download', async () => {
    const sent = mockApi({
      '/reader/login': () => json(200, { token: 'tok-1', user: ada }),
      '/reader/me': () => json(200, { user: ada }),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(loginButton());
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    expect(sent.filter((r) => r.path === '/reader/login')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/reader/login',
        body: { email: 'ada@example.com', password: 'longenough' },
      }),
    ]);
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('authUser')!)).toEqual(ada);
    expect(authStore.getState().token).toBe('tok-1');
    expect(currentLocation().pathname).toBe('/download');
  });

  it('validates nothing on the client: an empty form still asks the server', async () => {
    const sent = mockApi({ '/reader/login': () => json(400, { error: 'Email is required.' }) });
    const { user } = await openLogin();
    expect(loginButton()).toBeEnabled();
    await user.click(loginButton());
    await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(sent[0]!.body).toEqual({ email: '', password: '' });
  });

  it('shows progress and sends one request while the call runs', async () => {
    const reply = deferred();
    const sent = mockApi({ '/reader/login': () => reply.promise });
    const { user } = await openLogin();
    await user.click(loginButton());
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    await act(async () => busy.closest('form')!.requestSubmit());
    expect(sent).toHaveLength(1);
    await act(async () => reply.resolve(json(200, { token: 't', user: ada })));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
  });

  it("shows the server's error in the modal, keeps the reader logged out and returns focus", async () => {
    mockApi({ '/reader/login': () => json(401, { error: 'Invalid email or password.' }) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(loginButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveAccessibleDescription('Invalid email or password.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loginButton()).toHaveFocus();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(currentLocation().pathname).toBe('/login');
  });

  it('returns focus to the button after Close even though the busy button lost it', async () => {
    const reply = deferred();
    mockApi({ '/reader/login': () => reply.promise });
    const { user } = await openLogin();
    await user.click(loginButton());
    // Browsers move focus off a button once it is disabled (busy); jsdom does not, so do it here.
    // (jsdom will not blur a disabled element, so park focus elsewhere and drop it.)
    act(() => {
      const elsewhere = screen.getByRole('link', { name: 'Skip to main content' });
      elsewhere.focus();
      elsewhere.blur();
    });
    expect(document.body).toHaveFocus();
    await act(async () => reply.resolve(json(401, { error: 'Invalid email or password.' })));
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(loginButton()).toHaveFocus();
  });

  it('returns focus to the field Enter was pressed in', async () => {
    mockApi({ '/reader/login': () => json(401, { error: 'Invalid email or password.' }) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Password'), 'nope{Enter}');
    await screen.findByRole('dialog', { name: 'An error has occured' });
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it.each([
    ['no error field', () => json(500, { message: 'boom' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 200 without a token', () => json(200, { user: ada })],
    ['a 200 without a named user', () => json(200, { token: 't', user: { email: 'x' } })],
  ])("falls back to 'Login failed.' on %s", async (_label, reply) => {
    mockApi({ '/reader/login': reply });
    const { user } = await openLogin();
    await user.click(loginButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('Login failed.');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('confirms a logout it was sent from', async () => {
    await openLogin({ loggedOut: true });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'You have logged out.',
    );
  });

  it('sends a reader who is already logged in to /download', async () => {
    mockApi({ '/reader/me': () => json(200, { user: ada }) });
    authStore.getState().setSession('tok', ada);
    renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    expect(currentLocation().pathname).toBe('/download');
  });

  it('takes an unverified reader with the right password to /confirm (a fresh code was sent), the password in memory only', async () => {
    const sent = mockApi({
      '/reader/login': () =>
        json(403, {
          error: 'Your e-mail address is not verified yet.',
          code: 'EMAIL_NOT_VERIFIED',
        }),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(loginButton());
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    expect(currentLocation()).toEqual({
      pathname: '/confirm',
      state: { email: 'ada@example.com' },
    });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The code screen does not ask for the password again: it has it in memory.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(recalledPassword('ada@example.com')).toBe('longenough');
    expect(authStore.getState().token).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('shows the error modal for another 403 (no code)', async () => {
    mockApi({ '/reader/login': () => json(403, { error: 'Forbidden here.' }) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(loginButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('Forbidden here.');
    expect(currentLocation().pathname).toBe('/login');
  });
});
