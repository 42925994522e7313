import { authStore } from '@thrive/auth-store';
import { act, screen, within } from '@testing-library/react';
import { RESET_REDIRECT_DELAY_MS } from '../constants';
import { ada, currentLocation, json, mockApi, renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

type User = ReturnType<typeof renderAt>['user'];

async function openReset() {
  const view = renderAt('/reset');
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return view;
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** Continue on the success modal goes to /login after RESET_REDIRECT_DELAY_MS (SPEC 9). */
async function expectSuccessThenLogin(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Password Reset Successful' });
  expect(dialog).toHaveAccessibleDescription('Proceed to login');
  const proceed = within(dialog).getByRole('button', { name: 'Continue' });
  expect(proceed).toHaveFocus();
  await user.click(proceed);
  expect(within(dialog).getByRole('button', { name: 'Taking you to login…' })).toBeDisabled();
  await act(async () => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 1));
  expect(currentLocation().pathname).toBe('/reset');
  await act(async () => jest.advanceTimersByTime(1));
  await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
  expect(currentLocation().pathname).toBe('/login');
}

describe('Reset Password, signed in (Old Password + New Password)', () => {
  beforeEach(() => authStore.getState().setSession('tok-1', ada));

  it('has Old Password and New Password fields and a document title', async () => {
    await openReset();
    expect(screen.getByLabelText('Old Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Reset Password · Thrive');
  });

  it('enables Next once both are filled and the new one has 8 characters', async () => {
    const { user } = await openReset();
    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Old Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'er!');
    expect(nextButton()).toBeEnabled();
  });

  it('changes the password with POST /reader/change-password, ends the session, and Continue goes to /login after 1 s', async () => {
    const sent = mockApi({
      '/reader/change-password': () => json(200, { message: 'Your password has been changed.' }),
    });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Old Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.click(nextButton());
    await screen.findByRole('dialog', { name: 'Password Reset Successful' });
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/reader/change-password',
        authorization: 'Bearer tok-1',
        body: { oldPassword: 'old-secret', newPassword: 'new-secret' },
      }),
    ]);
    // The server revoked every session: this tab forgets its token too.
    expect(authStore.getState().token).toBeNull();
    await expectSuccessThenLogin(user);
  });

  it("shows the server's error (a wrong old password) and changes nothing", async () => {
    mockApi({
      '/reader/change-password': () => json(400, { error: 'Your old password is not correct.' }),
    });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Old Password'), 'wrong-old');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('Your old password is not correct.');
    expect(screen.queryByRole('dialog', { name: 'Password Reset Successful' })).toBeNull();
    expect(authStore.getState().token).toBe('tok-1');
  });

  it('Escape closes the success modal and stays on the page', async () => {
    mockApi({ '/reader/change-password': () => json(200, { message: 'ok' }) });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Old Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.click(nextButton());
    await screen.findByRole('dialog', { name: 'Password Reset Successful' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS * 3));
    expect(currentLocation().pathname).toBe('/reset');
  });
});

describe('Reset Password, signed out (Forgot Password?: e-mail, code, New Password)', () => {
  it('asks for the e-mail first; no Old Password', async () => {
    await openReset();
    expect(screen.queryByLabelText('Old Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(nextButton()).toBeDisabled();
  });

  it('requests a code, then sets the New Password with it; Continue goes to /login after 1 s', async () => {
    const sent = mockApi({
      '/reader/password-reset/request': () => json(202, { message: 'Check your inbox.' }),
      '/reader/password-reset/confirm': () =>
        json(200, { message: 'Your password has been reset.' }),
    });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(nextButton());
    const codeField = await screen.findByLabelText('Reset code');
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    await user.type(codeField, '12 34-5');
    expect(nextButton()).toBeDisabled();
    await user.type(codeField, '67');
    expect(codeField).toHaveValue('123456');
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'er!!');
    await user.click(nextButton());
    await screen.findByRole('dialog', { name: 'Password Reset Successful' });
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/reader/password-reset/request', { email: 'ada@example.com' }],
      [
        '/reader/password-reset/confirm',
        { email: 'ada@example.com', otp: '123456', newPassword: 'shorter!!' },
      ],
    ]);
    await expectSuccessThenLogin(user);
  });

  it("shows the server's error for a wrong code and keeps what was typed", async () => {
    mockApi({
      '/reader/password-reset/request': () => json(202, { message: 'ok' }),
      '/reader/password-reset/confirm': () =>
        json(400, { error: 'That code is not correct or has expired.' }),
    });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(nextButton());
    await user.type(await screen.findByLabelText('Reset code'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('That code is not correct or has expired.');
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Reset code')).toHaveValue('000000');
  });

  it('can go back to ask for a new code', async () => {
    mockApi({ '/reader/password-reset/request': () => json(202, { message: 'ok' }) });
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(nextButton());
    await user.click(
      await screen.findByRole('button', { name: 'Try another address or send a new code' }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('links back to login', async () => {
    await openReset();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
