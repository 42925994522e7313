import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writers } from './data/writers';
import { toWriterRows } from './lists/rows';
import { location, renderApp, resizeTo } from './testing/renderApp';

describe('admin routes (SPEC section 2)', () => {
  it.each([
    ['/', 'Welcome back, Admin'],
    ['/writers', 'Writers'],
    ['/users', 'Users'],
    ['/consultants', 'Consultants'],
    ['/addwriter', 'Add Writer'],
    ['/addconsultant', 'Add Consultant'],
    ['/writers/3', 'User Not Found'],
    ['/users/3', 'User Not Found'],
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

describe('width rule: narrower than 1172 px redirects to /download', () => {
  it('1171 px redirects, 1172 px does not', async () => {
    const narrow = renderApp('/writers', { width: 1171 });
    expect(
      await screen.findByRole('heading', { name: /needs a wider screen/ }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/download');
    expect(screen.getByText(/use the Thrive/)).toBeInTheDocument();
    narrow.unmount();

    renderApp('/writers', { width: 1172 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Writers' })).toBeInTheDocument();
    expect(location().pathname).toBe('/writers');
  });

  it('redirects when the window shrinks and returns when it widens again', async () => {
    const writer = toWriterRows(writers)[8]!;
    renderApp(`/writers/${writer._id}`, { state: { user: writer } });
    const heading = `@${writer.username}`;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();

    resizeTo(1171);
    expect(
      await screen.findByRole('heading', { name: /needs a wider screen/ }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/download');
    expect(screen.getByText(/Widen this window/)).toBeInTheDocument();

    resizeTo(1172);
    // Back on the same profile, with its navigation state intact.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(writer.name)).toBeInTheDocument();
    expect(location().pathname).toBe(`/writers/${writer._id}`);
  });

  it('keeps /download at any width and offers the console when wide', async () => {
    renderApp('/download', { width: 1440 });
    expect(await screen.findByRole('link', { name: 'Open the admin console' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(location().pathname).toBe('/download');
    resizeTo(390);
    expect(screen.queryByRole('link', { name: 'Open the admin console' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your window is 390 px wide/)).toBeInTheDocument();
  });
});

describe('layout navigation', () => {
  it('lists Home, Writers, Users, Consultants and Add Writers as links', async () => {
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
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Reports as a disabled item that says why', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const reports = await screen.findByRole('button', { name: /Reports/ });
    expect(reports).toHaveAttribute('aria-disabled', 'true');
    expect(reports).toHaveAccessibleDescription('Reports are not available yet.');
    await user.click(reports);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Reports are not available yet.',
    );
    expect(location().pathname).toBe('/');
  });

  it('Sign Out says it is not available rather than doing nothing silently', async () => {
    const user = userEvent.setup();
    renderApp('/writers');
    const signOut = await screen.findByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveAccessibleDescription(
      'Signing out of the admin console is not available yet.',
    );
    await user.click(signOut);
    expect(
      await screen.findByText('Signing out of the admin console is not available yet.', {
        selector: 'p',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(
      screen.queryByText('Signing out of the admin console is not available yet.', {
        selector: 'p',
      }),
    ).not.toBeInTheDocument();
  });
});
