import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { location, renderApp, renderPage } from '../testing/renderApp';
import DashboardPage from './DashboardPage';

let fake: FakeAdminApi;
beforeEach(() => {
  fake = new FakeAdminApi({ writers: 31, users: 30, consultants: 12 }).install();
});

describe('Admin dashboard', () => {
  it('greets the admin', () => {
    renderPage(<DashboardPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Admin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What are we doing today')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Admin · Thrive');
  });

  it('shows the eight stat cards with live counts from the API', async () => {
    renderPage(<DashboardPage />);
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('31')).toBeInTheDocument();
    const cards = within(overview).getAllByRole('listitem');
    const premium = (fake.people.users as { isActive: boolean }[]).filter((u) => u.isActive).length;
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total Users30',
      'Active Users24',
      'Total Writers31',
      'Active Writers25',
      `Total Free Users${30 - premium}`,
      `Total Premium Users${premium}`,
      'Total Consultants12',
      'Active Consultants10',
    ]);
  });

  it('says when the numbers cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.fail('GET', '/admin/dashboard', 503, 'The database is not reachable right now.');
    renderPage(<DashboardPage />);
    expect(await screen.findByText('The database is not reachable right now.')).toBeInTheDocument();
    fake.heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('31')).toBeInTheDocument();
  });

  it('searches writers, users and consultants on the server and groups the results', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const search = await screen.findByRole('searchbox', { name: 'Search for users, writers...' });
    await user.type(search, 'okaf');
    const results = await screen.findByRole('region', { name: 'Search results' });
    for (const kind of ['writers', 'users', 'consultants'])
      expect(fake.requestsTo('GET', `/admin/${kind}`).at(-1)!.query.get('search')).toBe('okaf');
    expect(
      within(results)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Writers (3)', 'Users (3)', 'Consultants (1)']);
    expect(screen.getByText('7 people match “okaf”.')).toBeInTheDocument();
    expect(location().search).toBe('?q=okaf');
    const writerLinks = within(results).getAllByRole('link', { name: /^Adaeze Okafor/ });
    expect(writerLinks[0]).toHaveAttribute('href', '/writers/1');
    await user.click(writerLinks[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: '@adaeze.okafor' }),
    ).toBeInTheDocument();
  });

  it("shows the first few of a group with 'See all' to the list, and says when nobody matches", async () => {
    const user = userEvent.setup();
    renderApp('/?q=example');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(
      await within(results).findByRole('link', { name: 'See all 31 writers in Writers' }),
    ).toHaveAttribute('href', '/writers?q=example');
    const search = screen.getByRole('searchbox', { name: 'Search for users, writers...' });
    expect(search).toHaveValue('example');
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('Nobody matches “zzzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('Create Notification opens the notification form', () => {
    renderPage(<DashboardPage />);
    const region = screen.getByRole('region', { name: 'Notification' });
    expect(within(region).getByRole('link', { name: 'Create Notification' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('View Deleted Profiles opens the deleted profiles (14 days pending reconsideration)', () => {
    renderPage(<DashboardPage />);
    const region = screen.getByRole('region', { name: 'Deleted Profiles' });
    expect(region).toHaveTextContent(/next 14 days, pending reconsideration/);
    expect(within(region).getByRole('link', { name: /View Deleted Profiles/ })).toHaveAttribute(
      'href',
      '/deleted',
    );
  });
});
