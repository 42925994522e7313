/**
 * The admin's own "Account & security" page, as an admin uses it: sessions (this one marked,
 * another signed out, or all others), second factors (never the last one removed, an
 * authenticator app added with its first code) and new recovery codes shown once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { NEW_RECOVERY_CODES, STEP_UP_PASSWORD } from '../testing/fakeAccount';
import { APP_CODE } from '../testing/fakeSecondFactor';
import { location, renderApp } from '../testing/renderApp';
import { lastActive } from '../common/dates';

jest.setTimeout(30_000);

let fake: FakeAdminApi;
let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
  user = userEvent.setup();
});

async function openAccount() {
  renderApp('/');
  await user.click(await screen.findByRole('link', { name: 'Account & security' }));
  await screen.findByRole('heading', { level: 1, name: 'Account & security' });
  expect(location().pathname).toBe('/account');
  expect(screen.getByRole('link', { name: 'Account & security' })).toHaveAttribute(
    'aria-current',
    'page',
  );
}
const sessionsList = () => screen.findByRole('list', { name: 'Signed-in sessions' });
const factorsList = () => screen.findByRole('list', { name: 'Second factors' });
const item = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(text))!;

it('lists the sessions with this device marked, and signs out another one', async () => {
  await openAccount();
  const list = await sessionsList();
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  const current = item(list, 'Chrome on Linux');
  expect(current).toHaveTextContent('This device');
  expect(current).toHaveTextContent('Active now');
  // This device signs out with the sidebar's Sign Out, not from here.
  expect(within(current).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  const mac = item(list, 'Safari on a Mac');
  expect(mac).toHaveTextContent('Last active 25 minutes ago');
  const button = within(mac).getByRole('button', { name: 'Sign out' });
  expect(button).toHaveAccessibleDescription('Safari on a Mac');
  await user.click(button);
  expect(await screen.findByText('Signed out: Safari on a Mac.')).toBeVisible();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(
    fake.requestsTo('DELETE', '/admin/sessions/00000000-0000-4000-a000-000000000002'),
  ).toHaveLength(1);
});

it('signs out all other sessions at once and keeps this one', async () => {
  await openAccount();
  await sessionsList();
  await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
  expect(await screen.findByText('Every other session was signed out.')).toBeVisible();
  expect(await screen.findByText('You are signed in on this device only.')).toBeVisible();
  expect(fake.requestsTo('DELETE', '/admin/sessions/others')).toHaveLength(1);
  expect(fake.requestsTo('DELETE', '/admin/sessions')).toHaveLength(0);
});

it('never offers to remove the last second factor; adds an app with its code, then removes one', async () => {
  await openAccount();
  let list = await factorsList();
  expect(within(list).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  expect(
    screen.getByText(/This is your only second factor, so it cannot be removed/),
  ).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Add an authenticator app' }));
  const setup = await screen.findByRole('form', { name: 'Add an authenticator app' });
  expect(within(setup).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP');
  const code = within(setup).getByRole('textbox', { name: '6-digit code from the app' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(code, '000000');
  await user.click(within(setup).getByRole('button', { name: 'Confirm the app' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');
  await user.clear(code);
  await user.type(code, APP_CODE);
  await user.click(within(setup).getByRole('button', { name: 'Confirm the app' }));
  expect(await screen.findByText('Authenticator app added.')).toBeVisible();
  list = await factorsList();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

  const first = within(list).getAllByRole('listitem')[0]!;
  await user.click(within(first).getByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove Authenticator app?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Removed: Authenticator app.')).toBeVisible();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(fake.account.factors).toHaveLength(1);
});

it('makes new recovery codes only when asked twice, and shows them once', async () => {
  fake.account.recoveryCodesLeft = 3;
  await openAccount();
  expect(await screen.findByText(/3 recovery codes left\./)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
  const ask = screen.getByRole('dialog', { name: 'Make new recovery codes?' });
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(fake.requestsTo('POST', '/admin/second-factor/recovery-codes')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
  await user.click(screen.getByRole('button', { name: 'Make new codes' }));
  const shown = await screen.findByRole('dialog', { name: 'Your new recovery codes' });
  const codes = within(shown).getByRole('list', { name: 'Recovery codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(NEW_RECOVERY_CODES);
  await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(NEW_RECOVERY_CODES[0]!)).not.toBeInTheDocument();
  expect(await screen.findByText(/10 recovery codes left\./)).toBeVisible();
});

it('asks for the password again when the last proof is old, then makes the codes and offers to sign out other sessions', async () => {
  fake.account.recentProof = false;
  await openAccount();
  await factorsList();
  await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
  await user.click(screen.getByRole('button', { name: 'Make new codes' }));

  const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  const password = within(confirm).getByLabelText('Your password');
  expect(password).toHaveFocus();
  await user.type(password, 'not my password');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));
  expect(await within(confirm).findByText(/That is not right\./)).toBeVisible();
  // The app's code is the other way in.
  await user.click(
    within(confirm).getByRole('button', { name: 'Use your authenticator app instead' }),
  );
  await user.type(
    within(confirm).getByRole('textbox', { name: '6-digit code from your authenticator app' }),
    APP_CODE,
  );
  await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));

  // The change it asked for goes on by itself.
  expect(await screen.findByRole('dialog', { name: 'Your new recovery codes' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'I have saved them' }));
  await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
  expect(await screen.findAllByText('Every other session was signed out.')).not.toHaveLength(0);
  expect(fake.requestsTo('POST', '/admin/second-factor/recovery-codes')).toHaveLength(2);
  expect(fake.requestsTo('DELETE', '/admin/sessions/others')).toHaveLength(1);
  expect(fake.account.sessions).toHaveLength(1);
});

it('signing out another session with an old proof asks for the password; cancelling changes nothing', async () => {
  fake.account.recentProof = false;
  await openAccount();
  const list = await sessionsList();
  const mac = item(list, 'Safari on a Mac');
  await user.click(within(mac).getByRole('button', { name: 'Sign out' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(
    await screen.findByText(
      'Not signed out: You did not confirm it is you, so nothing was changed.',
    ),
  ).toBeVisible();
  expect(fake.account.sessions).toHaveLength(3);

  await user.click(within(mac).getByRole('button', { name: 'Sign out' }));
  await user.type(
    within(await screen.findByRole('dialog', { name: 'Confirm it is you' })).getByLabelText(
      'Your password',
    ),
    STEP_UP_PASSWORD,
  );
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(await screen.findByText('Signed out: Safari on a Mac.')).toBeVisible();
  expect(fake.account.sessions).toHaveLength(2);
});

it('says how long ago a session was active, in plain words', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  expect(lastActive('2026-01-15T11:59:00Z', now)).toBe('Active now');
  expect(lastActive('2026-01-15T11:55:00Z', now)).toBe('Last active 5 minutes ago');
  expect(lastActive('2026-01-15T09:00:00Z', now)).toBe('Last active 3 hours ago');
  expect(lastActive('2026-01-14T11:00:00Z', now)).toBe('Last active yesterday');
});
