import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { renderPage } from '../testing/renderApp';
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

  it('the search box says it is not wired to anything yet', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />);
    const search = screen.getByRole('searchbox', { name: 'Search for users, writers...' });
    await user.type(search, 'chioma{Enter}');
    expect(
      screen.getByText(/Searching from the dashboard is not available yet/, { selector: 'p' }),
    ).toBeVisible();
  });

  it('Create Notification says it is not available', async () => {
    renderPage(<DashboardPage />);
    const region = screen.getByRole('region', { name: 'Notification' });
    const control = within(region).getByRole('button', { name: 'Create Notification' });
    expect(control).toHaveAttribute('aria-disabled', 'true');
    expect(control).toHaveAccessibleDescription('Creating notifications is not available yet.');
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
