/**
 * The reader's account page (issue 23), as the reader meets it: signed out it leads to login
 * and back; it lists where the account is signed in and ends other sessions or every one; a
 * session ended elsewhere sends the reader to log in; the password changes through the /reset
 * form; the e-mail changes only with the password and the code sent to the new address; it
 * leads to the deletion flow.
 */
import { authStore } from '@thrive/auth-store';
import { act, screen, within } from '@testing-library/react';
import type { ReaderSession } from '@thrive/reader-contract';
import {
  ada,
  currentLocation,
  json,
  mockApi,
  renderAt,
  setupAuthTests,
  type Handler,
} from '../test/harness';

setupAuthTests();

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const THIS_ONE = '00000000-0000-4000-8000-000000000001';
const PHONE = '00000000-0000-4000-8000-000000000002';

function sessionsApi(extra: Record<string, Handler> = {}) {
  let sessions: ReaderSession[] = [
    {
      id: THIS_ONE,
      device: 'Chrome on Linux',
      signedInAt: ago(3 * 86_400_000),
      lastActiveAt: ago(30_000),
      current: true,
    },
    {
      id: PHONE,
      device: 'Chrome on Android',
      signedInAt: ago(2 * 86_400_000),
      lastActiveAt: ago(5 * MINUTE),
      current: false,
    },
  ];
  const sent = mockApi({
    '/reader/sessions': (request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, { sessions });
    },
    [`/reader/sessions/${PHONE}`]: () => {
      sessions = sessions.filter((s) => s.id !== PHONE);
      return new Response(null, { status: 204 });
    },
    '/reader/second-factor': () => json(200, { factors: [], recovery_codes_left: 0 }),
    ...extra,
  });
  return sent;
}

async function openAccount() {
  act(() => authStore.getState().setSession('tok-1', ada));
  const view = renderAt('/account');
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  return view;
}

const sessionList = () => screen.findByRole('list', { name: 'Signed-in sessions' });

describe('signed out', () => {
  it('leads to the login page, and back to /account once logged in', async () => {
    mockApi({
      '/reader/login': () => json(200, { token: 'tok-1', user: ada }),
      '/reader/sessions': () => json(200, { sessions: [] }),
      '/reader/second-factor': () => json(200, { factors: [], recovery_codes_left: 0 }),
    });
    const { user } = renderAt('/account');
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(currentLocation().pathname).toBe('/login');
    await user.type(screen.getByLabelText('Email'), ada.email);
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(currentLocation().pathname).toBe('/account');
  });
});

describe('sessions', () => {
  it('lists each session with its device and last activity in words, this one marked', async () => {
    sessionsApi();
    await openAccount();
    expect(document.title).toBe('Your account · Thrive');
    const items = within(await sessionList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Active just now · signed in 3 days ago');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Chrome on Android');
    expect(items[1]).not.toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('Active 5 minutes ago');
  });

  it('signs another session out and says so', async () => {
    const sent = sessionsApi();
    const { user } = await openAccount();
    await sessionList();
    await user.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await screen.findByText('Chrome on Android has been signed out.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(await sessionList()).getAllByRole('listitem')).toHaveLength(1);
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/reader/sessions/${PHONE}` }),
    );
    expect(authStore.getState().token).toBe('tok-1');
  });

  it('"Sign out everywhere" ends every session, this one too, and says it first', async () => {
    const sent = sessionsApi();
    const { user } = await openAccount();
    const everywhere = await screen.findByRole('button', { name: 'Sign out everywhere' });
    expect(everywhere).toHaveAccessibleDescription(
      'Signs out every device signed in to your account, this one too. You will need to log in again.',
    );
    await user.click(everywhere);
    await screen.findByText('You have logged out. See you soon!');
    expect(currentLocation().pathname).toBe('/login');
    expect(authStore.getState().token).toBeNull();
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/reader/sessions' }),
    );
  });

  it('a session ended elsewhere (401) forgets it and goes to log in, then back here', async () => {
    mockApi({
      '/reader/sessions': () => json(401, { error: 'Please log in to continue.' }),
      '/reader/second-factor': () => json(401, { error: 'Please log in to continue.' }),
    });
    await openAccount();
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(authStore.getState().token).toBeNull();
    expect(currentLocation()).toEqual({ pathname: '/login', state: { returnTo: '/account' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('change password', () => {
  it('is the /reset form (Old Password, New Password, Next); a change ends the session and shows the spec modal', async () => {
    const sent = sessionsApi({
      '/reader/change-password': () => json(200, { message: 'Your password has been changed.' }),
    });
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Change password' });
    const next = within(section).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(within(section).getByLabelText('Old Password'), 'old-secret');
    await user.type(within(section).getByLabelText('New Password'), 'short');
    expect(within(section).getByText('Password must be at least 8 characters long.')).toBeVisible();
    await user.type(within(section).getByLabelText('New Password'), 'er!');
    await user.click(next);
    const dialog = await screen.findByRole('dialog', { name: 'Password Reset Successful' });
    expect(dialog).toHaveAccessibleDescription('Proceed to login');
    expect(authStore.getState().token).toBeNull();
    expect(sent).toContainEqual(
      expect.objectContaining({
        path: '/reader/change-password',
        body: { oldPassword: 'old-secret', newPassword: 'shorter!' },
      }),
    );
  });
});

describe('change e-mail', () => {
  const CODE_SENT =
    'We have e-mailed a 6-digit code to your new address. Please enter it to confirm the change.';
  const changed = { ...ada, email: 'ada.new@example.com' };

  it('asks for the password, then the code sent to the new address; the account then uses it', async () => {
    const sent = sessionsApi({
      '/reader/email-change/request': (request) =>
        (request.body as { password: string }).password === 'right-password'
          ? json(202, { message: CODE_SENT })
          : json(400, { error: 'Your password is not correct.' }),
      '/reader/email-change/confirm': () =>
        json(200, {
          message: 'Your e-mail address has been changed. Every other device has been signed out.',
          user: changed,
        }),
    });
    const { user } = await openAccount();
    const section = screen.getByRole('region', { name: 'Change e-mail' });
    expect(section).toHaveTextContent('Your account uses ada@example.com.');
    const send = within(section).getByRole('button', { name: 'Send a code to the new address' });

    await user.type(within(section).getByLabelText('New e-mail address'), changed.email);
    await user.click(send);
    expect(await within(section).findByText('Please enter your password.')).toBeVisible();
    expect(sent.some((r) => r.path === '/reader/email-change/request')).toBe(false);

    await user.type(within(section).getByLabelText('Your password'), 'wrong-password');
    await user.click(send);
    const error = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(error).toHaveTextContent('Your password is not correct.');
    await user.click(within(error).getByRole('button', { name: 'Close' }));

    await user.clear(within(section).getByLabelText('Your password'));
    await user.type(within(section).getByLabelText('Your password'), 'right-password');
    await user.click(send);
    expect(await within(section).findByText(CODE_SENT)).toBeVisible();
    const code = within(section).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();
    await user.type(code, '12a3456');
    await user.click(within(section).getByRole('button', { name: 'Confirm new e-mail' }));
    expect(
      await within(section).findByText(
        'Your e-mail address has been changed. Every other device has been signed out.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(section).toHaveTextContent('Your account uses ada.new@example.com.');
    expect(authStore.getState().user?.email).toBe(changed.email);
    expect(authStore.getState().token).toBe('tok-1');
    expect(sent).toContainEqual(
      expect.objectContaining({ path: '/reader/email-change/confirm', body: { otp: '123456' } }),
    );
  });
});

it('leads into the confirmed deletion flow', async () => {
  sessionsApi();
  await openAccount();
  const section = screen.getByRole('region', { name: 'Delete account' });
  expect(within(section).getByRole('link', { name: 'Delete your account' })).toHaveAttribute(
    'href',
    '/delete-account',
  );
});

it('a reader who logs out here (the header) gets the plain login, which leads to /download', async () => {
  sessionsApi({
    '/reader/logout': () => new Response(null, { status: 204 }),
    '/reader/login': () => json(200, { token: 'tok-2', user: ada }),
    '/reader/me': () => json(200, { user: ada }),
  });
  const { user } = await openAccount();
  const header = screen.getByRole('banner');
  await user.click(within(header).getAllByRole('button', { name: 'Log out' })[0]!);
  await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
  expect(currentLocation().state).toBeNull();
  await user.type(screen.getByLabelText('Email'), ada.email);
  await user.type(screen.getByLabelText('Password'), 'longenough');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
});

describe('the teen defaults (issue 45)', () => {
  it('shows a teen the settings that keep them safer, which they cannot turn off', async () => {
    sessionsApi();
    act(() => authStore.getState().setSession('tok-1', { ...ada, teen: true }));
    renderAt('/account');
    const teen = await screen.findByRole('region', { name: 'Settings for readers under 18' });
    expect(teen).toHaveTextContent('They cannot be turned off.');
    expect(
      within(teen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your questions and comments are always anonymous: your name is never shown with them.',
      'You have no public profile: other readers cannot find you or see what you liked.',
    ]);
    expect(within(teen).queryByRole('checkbox')).toBeNull();
  });

  it('shows an adult no such section', async () => {
    sessionsApi();
    await openAccount();
    expect(screen.queryByRole('region', { name: 'Settings for readers under 18' })).toBeNull();
  });
});
