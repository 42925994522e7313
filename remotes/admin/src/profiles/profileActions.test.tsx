import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiUser, ApiWriter } from '../api/types';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { location, renderApp } from '../testing/renderApp';
import { initials } from './ProfileParts';

jest.setTimeout(30_000);

let fake: FakeAdminApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
});

describe('initials by grapheme', () => {
  it.each([
    ['Zainab 🌙 Musa', 'ZM'],
    ['🌙 Musa', '🌙M'],
    ['👩🏽‍💻 Ada', '👩🏽‍💻A'],
    ['émile zola', 'ÉZ'],
    ['Ngozi', 'N'],
    ['  ', ''],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

async function openWriter(writer: ApiWriter) {
  const user = userEvent.setup();
  renderApp(`/writers/${writer._id}`);
  await screen.findByRole('heading', { level: 1, name: `@${writer.username}` });
  return user;
}

describe('a profile is honest and has the row actions', () => {
  it("shows the writer's About and an emoji name's first grapheme", async () => {
    const writer = fake.people.writers[2] as ApiWriter;
    writer.name = '🌙 Chiamaka Eze';
    writer.about = 'Writes about grief.\nAnd about hope.';
    await openWriter(writer);
    const details = screen.getByRole('region', { name: 'Writer Details' });
    expect(within(details).getByText(/Writes about grief\./)).toHaveTextContent(
      'Writes about grief. And about hope.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Profile View' })).getByText('🌙E'),
    ).toBeInTheDocument();
  });

  it('changes the status there; the feed shows it at once, and Undo puts it back', async () => {
    const writer = fake.people.writers[0] as ApiWriter;
    const user = await openWriter(writer);
    const feed = screen.getByRole('region', { name: 'Recent activities' });
    await within(feed).findByText(/Nothing recorded/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(
      await within(feed).findByText('Status changed from Active to Inactive'),
    ).toBeInTheDocument();
    expect(feed).toHaveTextContent('by admin@example.com');
    expect(within(feed).queryByText(/Nothing recorded/)).not.toBeInTheDocument();
    expect(writer.status).toBe('Inactive');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await within(feed).findByText('Status changed from Inactive to Active'),
    ).toBeInTheDocument();
    expect(writer.status).toBe('Active');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  });

  it('Reset asks first and names the reader; Cancel sends nothing', async () => {
    const reader = fake.people.users[1] as ApiUser;
    const user = userEvent.setup();
    renderApp(`/users/${reader._id}`);
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: `Reset the password of ${reader.name}?` });
    expect(dialog).toHaveTextContent(reader.email);
    // A reader chooses it on the site's /reset page, not in the writers' studio.
    expect(dialog).not.toHaveTextContent('studio');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.requestsTo('POST', `/admin/users/${reader._id}/password-reset`)).toHaveLength(0);
  });

  it('Delete asks, then lands on the list, where Undo restores the person', async () => {
    const writer = fake.people.writers[1] as ApiWriter;
    const user = await openWriter(writer);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(screen.getByRole('dialog', { name: `Delete ${writer.name}?` }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/writers'));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`${writer.name} was restored.`)).toBeVisible();
    expect(fake.requestsTo('POST', `/admin/writers/${writer._id}/restore`)).toHaveLength(1);
  });

  it('Sign out everywhere asks first, ends every session of the reader and says how many', async () => {
    const reader = fake.people.users[2] as ApiUser;
    fake.account.readerSessions.set(reader._id, 2);
    const user = userEvent.setup();
    renderApp(`/users/${reader._id}`);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const ask = screen.getByRole('dialog', { name: `Sign ${reader.name} out everywhere?` });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(fake.requestsTo('POST', `/admin/users/${reader._id}/sessions/end`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = screen.getByRole('dialog', { name: `Sign ${reader.name} out everywhere?` });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText(`${reader.name} was signed out everywhere (2 sessions ended).`),
    ).toBeVisible();
    expect(fake.requestsTo('POST', `/admin/users/${reader._id}/sessions/end`)).toHaveLength(1);
  });

  it('a writer, who signs in nowhere here, has no Sign out everywhere', async () => {
    await openWriter(fake.people.writers[3] as ApiWriter);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});
