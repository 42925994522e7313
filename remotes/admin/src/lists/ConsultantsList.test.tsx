import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { columnTexts } from '../testing/grid';
import { renderApp } from '../testing/renderApp';

// Renders the console, AG Grid and API round trips: slow on a busy machine (as WritersList).
jest.setTimeout(30_000);

let fake: FakeAdminApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi({ consultants: 12 });
  fake.install();
});

describe('Consultants list', () => {
  it('has the writers filters and columns, an Add New Consultant link and plain-text names', async () => {
    renderApp('/consultants');
    await screen.findByRole('heading', { level: 1, name: 'Consultants' });
    await waitFor(() => expect(columnTexts('name')).toHaveLength(10));
    expect(screen.getByPlaceholderText('Search for Consultants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add New Consultant/ })).toHaveAttribute(
      'href',
      '/addconsultant',
    );
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: columnTexts('name')[0]! })).not.toBeInTheDocument();
    expect(screen.getByText('12 consultants')).toBeInTheDocument();
  });

  it('shows each consultant’s studio invitation (they have no profile page) and resends one', async () => {
    const [first, second] = fake.people.consultants;
    fake.invitations.set(`consultants/${first!._id}`, {
      state: 'accepted',
      sent_at: '2026-12-01T10:00:00.000Z',
      expires_at: '2026-12-08T10:00:00.000Z',
      accepted_at: '2026-12-02T10:00:00.000Z',
    });
    fake.invitations.set(`consultants/${second!._id}`, {
      state: 'invited',
      sent_at: '2026-12-06T10:00:00.000Z',
      expires_at: '2026-12-13T10:00:00.000Z',
      accepted_at: null,
    });
    const user = userEvent.setup();
    renderApp('/consultants');
    await waitFor(() => expect(columnTexts('invitation')[0]).toBe('Accepted'));
    expect(screen.getByRole('columnheader', { name: 'Invitation' })).toBeInTheDocument();
    expect(columnTexts('invitation').slice(0, 3)).toEqual([
      'Accepted',
      'InvitedResend',
      'ExpiredResend',
    ]);
    // Accepted: nothing to resend.
    expect(
      screen.queryByRole('button', { name: `Resend invitation to ${first!.name}` }),
    ).not.toBeInTheDocument();
    expect(fake.requestsTo('GET', '/admin/consultants/invitations')).toHaveLength(1);

    const third = fake.people.consultants[2]!;
    await user.click(screen.getByRole('button', { name: `Resend invitation to ${third.name}` }));
    expect(
      await screen.findByText(
        `Invitation sent. ${third.name} can set their password from the new link.`,
      ),
    ).toBeVisible();
    expect(fake.requestsTo('POST', `/admin/consultants/${third._id}/invitation`)).toHaveLength(1);
    await waitFor(() => expect(columnTexts('invitation')[2]).toBe('InvitedResend'));
  });
});
