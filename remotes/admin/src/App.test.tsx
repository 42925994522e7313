import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '@thrive/auth-store';
import { ADMIN_TOKEN_KEY, adminSession } from './session/adminSession';
import { ADMIN_EMAIL, ADMIN_PASSWORD, FakeAdminApi } from './testing/fakeAdminApi';
import { APP_CODE } from './testing/fakeSecondFactor';
import { location, renderApp, resizeTo } from './testing/renderApp';

let fake: FakeAdminApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
});

describe('admin routes (SPEC section 2), signed in', () => {
  it.each([
    ['/', 'Welcome back, Admin'],
    ['/writers', 'Writers'],
    ['/users', 'Users'],
    ['/consultants', 'Consultants'],
    ['/addwriter', 'Add Writer'],
    ['/addconsultant', 'Add Consultant'],
    ['/writers/3', '@chiamaka.eze'],
    ['/writers/999', 'User Not Found'],
    ['/users/999', 'User Not Found'],
    ['/deleted', 'Deleted Profiles'],
    ['/nowhere', 'Page not found'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/download sits outside the layout', async () => {
    renderApp('/download');
    expect(
      await screen.findByRole('heading', { level: 1, name: /needs a wider screen/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it('sends a signed-out admin to sign-in, then back to the page asked for', async () => {
    fake.install({ signedIn: false });
    const user = userEvent.setup();
    renderApp('/users?x=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the admin console' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/signin');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/admin/sign-in')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), ADMIN_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(location().pathname).toBe('/signin');

    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The password alone does not open the console: the second factor comes next.
    await screen.findByRole('heading', { level: 1, name: 'Confirm it’s you' });
    expect(adminSession.getState().token).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Code from your authenticator app' }),
      APP_CODE,
    );
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(location().pathname).toBe('/users');
    expect(location().search).toBe('?x=1');
  });

  it('keeps its session apart from the reader session (own keys, own token)', async () => {
    localStorage.setItem(TOKEN_KEY, 'reader-token');
    renderApp('/writers');
    await screen.findByRole('heading', { level: 1, name: 'Writers' });
    await waitFor(() => expect(fake.requestsTo('GET', '/admin/writers').length).toBeGreaterThan(0));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(adminSession.getState().token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('reader-token');
    for (const request of fake.requests)
      expect(request.authorization).toBe(`Bearer ${adminSession.getState().token}`);
  });

  it('an expired session (401) returns to sign-in', async () => {
    fake.fail('GET', '/admin/dashboard', 401, 'Please sign in to the admin console.');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the admin console' }),
    ).toBeInTheDocument();
    expect(adminSession.getState().token).toBeNull();
  });

  it('Sign Out ends the session on the server and returns to sign-in', async () => {
    const user = userEvent.setup();
    renderApp('/writers');
    expect(await screen.findByText(ADMIN_EMAIL)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the admin console' }),
    ).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/admin/sign-out')).toHaveLength(1);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('Sign Out that fails says so and keeps the admin signed in', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.fail('POST', '/admin/sign-out', 503, 'The server is busy.');
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('The server is busy. Please try again.')).toBeInTheDocument();
    expect(adminSession.getState().token).not.toBeNull();
  });
});

describe('width rule: narrower than 1172 px redirects to /download', () => {
  it('1171 px redirects, 1172 px does not', async () => {
    const narrow = renderApp('/writers', { width: 1171 });
    expect(
      await screen.findByRole('heading', { name: /needs a wider screen/ }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/download');
    narrow.unmount();

    renderApp('/writers', { width: 1172 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Writers' })).toBeInTheDocument();
    expect(location().pathname).toBe('/writers');
  });

  it('redirects when the window shrinks and returns when it widens again', async () => {
    renderApp('/writers/9');
    const heading = '@ifeanyi.nwosu';
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    resizeTo(1171);
    expect(
      await screen.findByRole('heading', { name: /needs a wider screen/ }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/download');
    resizeTo(1172);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location().pathname).toBe('/writers/9');
  });

  it('keeps /download at any width and offers the console when wide', async () => {
    renderApp('/download', { width: 1440 });
    expect(await screen.findByRole('link', { name: 'Open the admin console' })).toHaveAttribute(
      'href',
      '/',
    );
    resizeTo(390);
    expect(screen.queryByRole('link', { name: 'Open the admin console' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your window is 390 px wide/)).toBeInTheDocument();
  });
});

describe('layout navigation', () => {
  it('lists Home, Writers, Users, Consultants, Add Writers and every other admin page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, Admin' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Writers', '/writers'],
      ['Users', '/users'],
      ['Consultants', '/consultants'],
      ['Add Writers', '/addwriter'],
      ['Add Consultant', '/addconsultant'],
      ['Deleted Profiles', '/deleted'],
      ['Stories', '/stories'],
      ['Questions', '/questions'],
      ['Comments', '/comments'],
      ['Reports', '/reports'],
      ['Notifications', '/notifications'],
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
