/**
 * The console's second factor, as an admin meets it: after the password, an app code or a
 * recovery code (each once); a timed-out sign-in goes back to the password and says why; the
 * first sign-in sets up an authenticator app and shows the ten recovery codes before the
 * console opens.
 */
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { adminSession } from '../adminSession';
import { ADMIN_EMAIL, ADMIN_PASSWORD, FakeAdminApi } from '../../testing/fakeAdminApi';
import { APP_CODE, APP_SECRET, RECOVERY_CODES } from '../../testing/fakeSecondFactor';
import { location, renderApp } from '../../testing/renderApp';

let fake: FakeAdminApi;
let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install({ signedIn: false });
  user = userEvent.setup();
});

async function password() {
  renderApp('/writers');
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), ADMIN_EMAIL);
  await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

it('asks for the app code after the password, and says when it is wrong', async () => {
  await password();
  expect(await heading('Confirm it’s you')).toHaveFocus();
  expect(location().pathname).toBe('/signin');
  const code = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That code is not correct. Please enter the current 6-digit code from your authenticator app.',
  );
  expect(adminSession.getState().token).toBeNull();
  await user.type(code, APP_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  expect(await heading('Writers')).toBeInTheDocument();
});

it('a recovery code signs in once', async () => {
  await password();
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
  await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), RECOVERY_CODES[0]!);
  await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
  expect(await heading('Writers')).toBeInTheDocument();

  adminSession.getState().clear();
  await heading('Sign in to the admin console');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), ADMIN_EMAIL);
  await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
  await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), RECOVERY_CODES[0]!);
  await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That recovery code is not correct or has already been used.',
  );
  expect(adminSession.getState().token).toBeNull();
});

it('a timed-out sign-in goes back to the password and says why', async () => {
  await password();
  await heading('Confirm it’s you');
  fake.secondFactor.ticketExpired = true;
  await user.type(
    screen.getByRole('textbox', { name: 'Code from your authenticator app' }),
    APP_CODE,
  );
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  expect(await heading('Sign in to the admin console')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your sign-in has timed out. Please sign in again.',
  );
});

it('the first sign-in sets up an authenticator app and shows the recovery codes once', async () => {
  fake.secondFactor.enrolled = false;
  await password();
  expect(await heading('Set up your second factor')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create a passkey' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Use an authenticator app instead' }));
  expect(await screen.findByText(APP_SECRET.match(/.{4}/g)!.join(' '))).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Open the key in an authenticator app on this device' }),
  ).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));
  await user.type(screen.getByRole('textbox', { name: '6-digit code from the app' }), APP_CODE);
  await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

  expect(await heading('Save your recovery codes')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Recovery codes' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  for (const code of RECOVERY_CODES) expect(screen.getByText(code)).toBeInTheDocument();
  // Not in the console until the admin says the codes are saved.
  expect(adminSession.getState().token).toBeNull();
  await user.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
  expect(await heading('Writers')).toBeInTheDocument();
  expect(adminSession.getState().token).not.toBeNull();
});

it('a passkey the browser cannot use is explained, and other ways stay open', async () => {
  fake.secondFactor.enrolled = false;
  await password();
  await user.click(await screen.findByRole('button', { name: 'Create a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No passkey was created. Please try again, or use an authenticator app instead.',
  );
  expect(screen.getByRole('button', { name: 'Use an authenticator app instead' })).toBeEnabled();
});
