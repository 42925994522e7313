import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { renderPage } from '../testing/renderApp';
import DeletedProfilesPage from './DeletedProfilesPage';

describe('Deleted Profiles', () => {
  it('lists deleted people with their purge date and restores one', async () => {
    const fake = new FakeAdminApi().install();
    const person = fake.people.writers.splice(2, 1)[0]!;
    fake.deleted.push({
      kind: 'writers',
      _id: person._id,
      name: person.name,
      email: person.email,
      deleted_at: '2026-01-15T09:00:00.000Z',
      purge_at: '2026-01-29T09:00:00.000Z',
      person,
    });
    const user = userEvent.setup();
    renderPage(<DeletedProfilesPage />, { path: '/deleted', route: '/deleted' });
    const table = await screen.findByRole('table', { name: '1 deleted profile' });
    const row = within(table).getByRole('row', { name: /Chiamaka Eze/ });
    expect(row).toHaveTextContent('Writer');
    expect(row).toHaveTextContent('29 Jan 2026');
    await user.click(within(row).getByRole('button', { name: 'Restore Chiamaka Eze' }));
    expect(await screen.findByText('Chiamaka Eze was restored.')).toBeVisible();
    expect(fake.requestsTo('POST', '/admin/writers/3/restore')).toHaveLength(1);
    expect(await screen.findByText(/No deleted profiles/)).toBeInTheDocument();
  });
});
