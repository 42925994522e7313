import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '../data/users';
import { bodyRows, columnTexts, pageStatus } from '../testing/grid';
import { location, renderApp } from '../testing/renderApp';

const premium = users.filter((u) => u.isActive);
const free = users.filter((u) => !u.isActive);

async function renderUsers() {
  const user = userEvent.setup();
  renderApp('/users');
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return user;
}

async function showAll(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show first' }), '50');
}

describe('Users list', () => {
  it('has the search, Sex and Status filters, and no Genre column or filter', async () => {
    await renderUsers();
    expect(screen.getByPlaceholderText('Search for Users')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sex' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add New/ })).not.toBeInTheDocument();
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
  });

  it("pages 30 users as 3 pages of 10: 'Page 1 of 3'", async () => {
    const user = await renderUsers();
    expect(pageStatus()).toBe('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageStatus()).toBe('Page 3 of 3');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show first' }), '25');
    expect(pageStatus()).toBe('Page 1 of 2');
  });

  it('marks active (premium) users with the badge, and only them', async () => {
    const user = await renderUsers();
    await showAll(user);
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    const badges = screen.getAllByRole('img', { name: 'Premium user' });
    expect(badges).toHaveLength(premium.length);
    for (const row of bodyRows()) {
      const name = row.querySelector('[col-id="name"]')!;
      const isPremium = premium.some((u) => u.name === name.querySelector('a')?.textContent);
      expect(
        within(name as HTMLElement).queryByRole('img', { name: 'Premium user' }) !== null,
      ).toBe(isPremium);
    }
    // Their status is derived from isActive.
    const statuses = screen
      .getAllByRole('combobox', { name: /^Status for / })
      .map((select) => (select as HTMLSelectElement).value);
    expect(statuses.filter((s) => s === 'Active')).toHaveLength(premium.length);
  });

  it('Free and Premium toggles filter by isActive and switch each other off', async () => {
    const user = await renderUsers();
    await showAll(user);
    const freeButton = screen.getByRole('button', { name: 'Free Users' });
    const premiumButton = screen.getByRole('button', { name: 'Premium Users' });
    expect(freeButton).toHaveAttribute('aria-pressed', 'false');
    expect(premiumButton).toHaveAttribute('aria-pressed', 'false');

    await user.click(freeButton);
    expect(freeButton).toHaveAttribute('aria-pressed', 'true');
    expect(premiumButton).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(columnTexts('name')).toEqual(free.map((u) => u.name)));
    expect(screen.queryByRole('img', { name: 'Premium user' })).not.toBeInTheDocument();

    await user.click(premiumButton);
    expect(freeButton).toHaveAttribute('aria-pressed', 'false');
    expect(premiumButton).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(columnTexts('name')).toEqual(premium.map((u) => u.name)));

    await user.click(premiumButton);
    expect(premiumButton).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
  });

  it('combines the plan toggle with the Sex filter', async () => {
    const user = await renderUsers();
    await showAll(user);
    await user.click(screen.getByRole('button', { name: 'Premium Users' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'M');
    const expected = premium.filter((u) => u.gender === 'M').map((u) => u.name);
    await waitFor(() => expect(columnTexts('name')).toEqual(expected));
  });

  it('links each name to the user profile, carrying the row', async () => {
    const user = await renderUsers();
    const target = users[3]!;
    await user.click(screen.getByRole('link', { name: target.name }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `@${target.username}` }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(`/users/${target._id}`);
    expect(
      screen.getByText(`${target.location.State}, ${target.location.Country}`),
    ).toBeInTheDocument();
  });
});
