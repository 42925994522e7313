/**
 * A reader who added a second factor logs in on the web (issue 23): after the right password
 * the login asks for the authenticator code, a recovery code or the passkey; a refusal is said
 * in the step, a timed-out step goes back to the password, and the session lands where the
 * reader was going (/download, or the account page that sent them).
 */
import { authStore } from '@thrive/auth-store';
import { screen } from '@testing-library/react';
import {
  ada,
  currentLocation,
  json,
  mockApi,
  renderAt,
  setupAuthTests,
  type SentRequest,
} from '../test/harness';

setupAuthTests();

const TICKET = 't'.repeat(43);
const challenge = (methods = ['passkey', 'totp', 'recovery-code']) =>
  json(200, {
    second_factor: 'verify',
    ticket: TICKET,
    methods,
    expires_at: '2030-01-01T00:00:00.000Z',
  });
const APP_CODE = '123456';
const RECOVERY = 'abcd-efgh-ijkl';
const WRONG_CODE =
  'That code is not correct. Please enter the current 6-digit code from your authenticator app.';

function api(extra: Record<string, (request: SentRequest) => Response> = {}) {
  return mockApi({
    '/reader/login': () => challenge(),
    '/reader/login/totp': (request) =>
      (request.body as { code: string }).code === APP_CODE
        ? json(200, { token: 'tok-2fa', user: ada })
        : json(401, { error: WRONG_CODE }),
    '/reader/login/recovery-code': (request) =>
      (request.body as { code: string }).code === RECOVERY
        ? json(200, { token: 'tok-recovery', user: ada })
        : json(401, { error: 'That recovery code is not correct or has already been used.' }),
    '/reader/me': () => json(200, { user: ada }),
    ...extra,
  });
}

/** The step's alert region (always in the page, so it is announced) says `text`. */
async function alertSays(text: string) {
  await screen.findByText(text);
  expect(screen.getByRole('alert')).toHaveTextContent(text);
}

async function password(state?: unknown) {
  const view = renderAt('/login', state);
  await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
  await view.user.type(screen.getByLabelText('Email'), ada.email);
  await view.user.type(screen.getByLabelText('Password'), 'longenough');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Confirm it’s you' })).toHaveFocus();
  return view;
}

it('after the password asks for the app code: a wrong one is said, the right one signs in', async () => {
  const sent = api();
  const { user } = await password();
  expect(authStore.getState().token).toBeNull();
  const code = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await alertSays(WRONG_CODE);
  expect(authStore.getState().token).toBeNull();

  await user.type(code, APP_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
  expect(authStore.getState().token).toBe('tok-2fa');
  expect(currentLocation().pathname).toBe('/download');
  expect(sent.find((r) => r.path === '/reader/login/totp' && r.body)?.body).toEqual({
    ticket: TICKET,
    code: '000000',
  });
});

it('an empty code is not sent', async () => {
  const sent = api();
  const { user } = await password();
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await alertSays('Please enter the 6-digit code from your authenticator app.');
  expect(sent.some((r) => r.path === '/reader/login/totp')).toBe(false);
});

it('a recovery code signs in', async () => {
  api();
  const { user } = await password();
  await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
  await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), RECOVERY);
  await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
  expect(authStore.getState().token).toBe('tok-recovery');
});

it('offers only the ways the reader has (no passkey button without a passkey)', async () => {
  api({ '/reader/login': () => challenge(['totp', 'recovery-code']) });
  await password();
  expect(screen.queryByRole('button', { name: 'Use your passkey' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Verify code' })).toBeInTheDocument();
});

it('a passkey this browser cannot use is explained, and the other ways stay open', async () => {
  api({
    '/reader/login/passkey/options': () =>
      json(200, { options: { challenge: 'c2VydmVy', rpId: 'localhost', allowCredentials: [] } }),
  });
  const { user } = await password();
  await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
  await alertSays('The passkey was not used. Please try again, or choose another way to log in.');
  expect(screen.getByRole('button', { name: 'Verify code' })).toBeEnabled();
});

it('a timed-out step goes back to the password and says why', async () => {
  api({
    '/reader/login/totp': () =>
      json(401, {
        error: 'Your sign-in has timed out. Please sign in again.',
        code: 'SIGN_IN_AGAIN',
      }),
  });
  const { user } = await password();
  await user.type(
    screen.getByRole('textbox', { name: 'Code from your authenticator app' }),
    APP_CODE,
  );
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your sign-in has timed out. Please sign in again.',
  );
});

it('goes back to the account page that sent the reader to log in', async () => {
  api({
    '/reader/sessions': () => json(200, { sessions: [] }),
    '/reader/second-factor': () => json(200, { factors: [], recovery_codes_left: 0 }),
  });
  const { user } = await password({ returnTo: '/account' });
  await user.type(
    screen.getByRole('textbox', { name: 'Code from your authenticator app' }),
    APP_CODE,
  );
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  expect(currentLocation().pathname).toBe('/account');
});

it('never follows navigation state to a page outside the signed-in pages', async () => {
  api();
  const { user } = await password({ returnTo: 'https://evil.example/' });
  await user.type(
    screen.getByRole('textbox', { name: 'Code from your authenticator app' }),
    APP_CODE,
  );
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
  expect(currentLocation().pathname).toBe('/download');
});
