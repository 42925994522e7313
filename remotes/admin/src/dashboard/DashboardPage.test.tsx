import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderApp';
import DashboardPage from './DashboardPage';
import { DASHBOARD_STATS } from './stats';

describe('Admin dashboard', () => {
  it('greets the admin', () => {
    renderPage(<DashboardPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Admin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What are we doing today')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Admin · Thrive');
  });

  it('shows the eight stat cards with their sample numbers', () => {
    renderPage(<DashboardPage />);
    const cards = within(screen.getByRole('region', { name: 'Overview' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total Users12,480',
      'Active Users8,215',
      'Total Writers342',
      'Active Writers287',
      'Total Free Users9,870',
      'Total Premium Users2,610',
      'Total Consultants58',
      'Active Consultants41',
    ]);
    const value = (label: string) => DASHBOARD_STATS.find((s) => s.label === label)!.value;
    expect(value('Total Free Users') + value('Total Premium Users')).toBe(value('Total Users'));
  });

  it('the search box says it is not wired to anything yet', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />);
    const search = screen.getByRole('searchbox', { name: 'Search for users, writers...' });
    expect(search).toHaveAttribute('placeholder', 'Search for users, writers...');
    await user.type(search, 'chioma{Enter}');
    expect(
      screen.getByText(/Searching from the dashboard is not available yet/, { selector: 'p' }),
    ).toBeVisible();
  });

  it.each([
    ['Notification', 'Create Notification', 'Creating notifications is not available yet.'],
    ['Deleted Profiles', 'View Deleted Profiles', 'Viewing deleted profiles is not available yet.'],
  ])('the %s card button says it is not available', async (card, button, note) => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />);
    const region = screen.getByRole('region', { name: card });
    const control = within(region).getByRole('button', { name: button });
    expect(control).toHaveAttribute('aria-disabled', 'true');
    expect(control).toHaveAccessibleDescription(note);
    await user.click(control);
    expect(screen.getByText(note, { selector: 'p' })).toBeVisible();
  });

  it('describes the 14 days pending reconsideration', () => {
    renderPage(<DashboardPage />);
    expect(screen.getByRole('region', { name: 'Deleted Profiles' })).toHaveTextContent(
      /next 14 days, pending reconsideration/,
    );
  });
});
