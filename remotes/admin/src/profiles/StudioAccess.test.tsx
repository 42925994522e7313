import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiWriter } from '../api/types';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { renderApp } from '../testing/renderApp';

jest.setTimeout(30_000);

let fake: FakeAdminApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
});

async function studioAccessOf(writer: ApiWriter) {
  renderApp(`/writers/${writer._id}`);
  await screen.findByRole('heading', { level: 1, name: `@${writer.username}` });
  return screen.findByRole('region', { name: 'Studio access' });
}

it('shows an expired invitation, and Resend invitation sends a new one', async () => {
  const writer = fake.people.writers[0] as ApiWriter;
  const user = userEvent.setup();
  const access = await studioAccessOf(writer);
  expect(await within(access).findByText('Expired')).toBeInTheDocument();

  await user.click(within(access).getByRole('button', { name: 'Resend invitation' }));
  expect(await within(access).findByText('Invited')).toBeInTheDocument();
  expect(within(access).getByText('Expires')).toBeInTheDocument();
  expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
  expect(fake.requestsTo('POST', `/admin/writers/${writer._id}/invitation`)).toHaveLength(1);
});

it('an accepted invitation has nothing to resend', async () => {
  const writer = fake.people.writers[1] as ApiWriter;
  fake.invitations.set(`writers/${writer._id}`, {
    state: 'accepted',
    sent_at: '2026-12-01T10:00:00.000Z',
    expires_at: '2026-12-08T10:00:00.000Z',
    accepted_at: '2026-12-02T09:00:00.000Z',
  });
  const access = await studioAccessOf(writer);
  expect(await within(access).findByText('Accepted')).toBeInTheDocument();
  expect(within(access).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
});
