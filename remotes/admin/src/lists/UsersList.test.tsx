import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { columnTexts } from '../testing/grid';
import { renderApp } from '../testing/renderApp';

jest.setTimeout(30_000);

let fake: FakeAdminApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
});

const lastQuery = () => fake.requestsTo('GET', '/admin/users').at(-1)!.query;

async function renderUsers() {
  const user = userEvent.setup();
  renderApp('/users');
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  await waitFor(() => expect(columnTexts('name')[0]).toBe('Adaeze Okafor'));
  return user;
}

describe('Users list', () => {
  it('has the users columns (no Genre), Sex and Status filters and no add link', async () => {
    await renderUsers();
    expect(screen.getByPlaceholderText('Search for Users')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sex' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'S/N',
      'Name',
      'Username',
      'Email',
      'Sex',
      'Delete',
      'Status',
      'Reset Password',
    ]);
    expect(screen.queryByRole('link', { name: /Add New/ })).not.toBeInTheDocument();
  });

  it('Free Users and Premium Users are mutually exclusive toggles sent as the plan', async () => {
    const user = await renderUsers();
    const free = screen.getByRole('button', { name: 'Free Users' });
    const premium = screen.getByRole('button', { name: 'Premium Users' });
    await user.click(free);
    expect(free).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastQuery().get('plan')).toBe('free'));
    await user.click(premium);
    expect(free).toHaveAttribute('aria-pressed', 'false');
    expect(premium).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastQuery().get('plan')).toBe('premium'));
    await user.click(premium);
    await waitFor(() => expect(lastQuery().get('plan')).toBeNull());
  });

  it('marks premium readers with the badge', async () => {
    await renderUsers();
    const premiumRows = (fake.people.users as { isActive: boolean }[])
      .slice(0, 10)
      .filter((u) => u.isActive);
    expect(screen.getAllByRole('img', { name: 'Premium user' })).toHaveLength(premiumRows.length);
  });

  it('links names to the user profile', async () => {
    await renderUsers();
    expect(screen.getByRole('link', { name: 'Babatunde Ojo' })).toHaveAttribute('href', '/users/2');
  });
});
