import { act, screen, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { RESEND_DELAY_MS } from '../constants';
import { forgetPassword, recalledPassword, rememberPassword } from '../pendingPassword';
import {
  ada,
  currentLocation,
  deferred,
  json,
  mockApi,
  renderAt,
  setupAuthTests,
} from '../test/harness';

const { consoleError } = setupAuthTests();

const EMAIL = 'ada@example.com';

const TOKEN = 'confirm-session-token-0123456789';

async function openConfirm(
  state: unknown = { email: EMAIL },
  { password = 'longenough' as string | null } = {},
) {
  // The sign-up form hands the password over in memory (never in navigation state).
  forgetPassword();
  if (password !== null) rememberPassword(EMAIL, password);
  const view = renderAt('/confirm', state);
  await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
  return view;
}

const codeInput = () => screen.getByLabelText('Verification code');
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const resendButton = () => screen.queryByRole('button', { name: 'Resend code' });

describe('Confirm screen', () => {
  it.each([
    ['no navigation state', undefined],
    ['state without an e-mail', { password: 'longenough' }],
    ['an empty e-mail', { email: '' }],
  ])('redirects to /signup with %s', async (_label, state) => {
    renderAt('/confirm', state);
    await screen.findByRole('heading', { level: 1, name: 'Create account' });
    expect(currentLocation().pathname).toBe('/signup');
  });

  it('names the address the code went to and sets the document title', async () => {
    await openConfirm();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(document.title).toBe('Verify your e-mail · Thrive');
  });

  it('asks the API for no session when the code is posted without JavaScript (issue 40, L10)', async () => {
    await openConfirm();
    // Only the no-JavaScript post sends the form's fields; the page server has nowhere to keep
    // a token, so the API makes none (the script's own call below signs the reader in).
    const hidden = document.querySelector<HTMLInputElement>(
      'form[data-thrive-form="signup-code"] input[type="hidden"][name="session"]',
    );
    expect(hidden?.value).toBe('none');
  });

  it('offers one numeric one-time-code input', async () => {
    await openConfirm();
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('strips everything but digits as the reader types', async () => {
    const { user } = await openConfirm();
    await user.type(codeInput(), 'a1b2 -3c');
    expect(codeInput()).toHaveValue('123');
  });

  it('accepts a whole pasted code, separators and all', async () => {
    const { user } = await openConfirm();
    await user.click(codeInput());
    await user.paste('Your code: 482 913');
    expect(codeInput()).toHaveValue('482913');
    expect(nextButton()).toBeEnabled();
  });

  it('enables Next at 4 digits, not before', async () => {
    const { user } = await openConfirm();
    expect(nextButton()).toBeDisabled();
    await user.type(codeInput(), '123');
    expect(nextButton()).toBeDisabled();
    await user.type(codeInput(), 'x');
    expect(nextButton()).toBeDisabled();
    await user.type(codeInput(), '4');
    expect(nextButton()).toBeEnabled();
  });

  it('asks for the password again when this tab no longer has it (after a reload)', async () => {
    const sent = mockApi({
      '/reader/web-confirm-otp': () => json(200, { token: TOKEN, user: ada }),
    });
    const { user } = await openConfirm({ email: EMAIL }, { password: null });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(codeInput(), '482913');
    expect(nextButton()).toBeDisabled();
    await user.type(password, 'typed again');
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    await screen.findByRole('dialog', { name: 'E-mail Verified!' });
    expect(sent[0]?.body).toEqual({ email: EMAIL, otp: '482913', password: 'typed again' });
  });

  it('does not ask for the password when the sign-up form handed it over', async () => {
    await openConfirm();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('never uses a password from navigation state', async () => {
    await openConfirm({ email: EMAIL, password: 'from history' }, { password: null });
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('goes back to sign-up with the back button', async () => {
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Create account' });
  });
});

describe('Confirm submit', () => {
  it("posts {email, otp, password} (the password from the sign-up form), shows 'E-mail Verified!' and continues to /download2 with the user", async () => {
    const sent = mockApi({
      '/reader/web-confirm-otp': () => json(200, { token: TOKEN, user: ada }),
    });
    const { user } = await openConfirm();
    await user.type(codeInput(), '482913');
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Verified!' });
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/reader/web-confirm-otp',
        body: { email: EMAIL, otp: '482913', password: 'longenough' },
      }),
    ]);
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(proceed).toHaveFocus();
    await user.click(proceed);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    expect(currentLocation()).toEqual({ pathname: '/download2', state: { user: ada } });
  });

  it("signs the reader in: the answer's token and user become the session", async () => {
    mockApi({ '/reader/web-confirm-otp': () => json(200, { token: TOKEN, user: ada }) });
    const { user } = await openConfirm();
    await user.type(codeInput(), '482913');
    await user.click(nextButton());
    await screen.findByRole('dialog', { name: 'E-mail Verified!' });
    expect(authStore.getState()).toMatchObject({ token: TOKEN, user: ada });
    // The password is forgotten once it has done its job.
    expect(recalledPassword(EMAIL)).toBeNull();
  });

  it('shows progress and sends one request however often Next is pressed', async () => {
    const reply = deferred();
    const sent = mockApi({ '/reader/web-confirm-otp': () => reply.promise });
    const { user } = await openConfirm();
    await user.type(codeInput(), '1234');
    await user.click(nextButton());
    const busy = await screen.findByRole('button', { name: 'Verifying…' });
    expect(busy).toBeDisabled();
    await act(async () => codeInput().closest('form')!.requestSubmit());
    expect(sent).toHaveLength(1);
    await act(async () => reply.resolve(json(200, { token: TOKEN, user: ada })));
    await screen.findByRole('dialog', { name: 'E-mail Verified!' });
  });

  it("shows the server's error in the confirm flow's own modal and logs it", async () => {
    mockApi({ '/reader/web-confirm-otp': () => json(400, { error: 'That code is not valid.' }) });
    const { user } = await openConfirm();
    await user.type(codeInput(), '0000');
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has Occured' });
    expect(dialog).toHaveAccessibleDescription('That code is not valid.');
    expect(consoleError()).toHaveBeenCalledWith('E-mail verification failed:', expect.anything());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(codeInput()).toHaveValue('0000');
  });

  it.each([
    ['no error field', () => json(500, {})],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 200 without a user', () => json(200, { message: 'ok' })],
    ['a 200 without a token', () => json(200, { user: ada })],
  ])("falls back to 'OTP verification failed.' on %s", async (_label, reply) => {
    mockApi({ '/reader/web-confirm-otp': reply });
    const { user } = await openConfirm();
    await user.type(codeInput(), '1234');
    await user.click(nextButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has Occured' });
    expect(dialog).toHaveTextContent('OTP verification failed.');
    expect(screen.queryByRole('dialog', { name: 'E-mail Verified!' })).not.toBeInTheDocument();
  });
});

describe('Resend code', () => {
  it(`appears ${RESEND_DELAY_MS / 1000} s after the screen opens, with a countdown before`, async () => {
    await openConfirm();
    expect(resendButton()).not.toBeInTheDocument();
    expect(screen.getByText('60 s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(RESEND_DELAY_MS - 1_000));
    expect(screen.getByText('1 s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(resendButton()).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1));
    expect(resendButton()).toBeEnabled();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'You can ask for a new code now.',
    );
  });

  it("posts {email}, shows 'Code Resent' and rests for 60 s with a visible countdown", async () => {
    const sent = mockApi({ '/reader/resend-otp': () => json(200, { message: 'Code sent.' }) });
    const { user } = await openConfirm();
    act(() => jest.advanceTimersByTime(RESEND_DELAY_MS));
    await user.click(resendButton()!);

    const dialog = await screen.findByRole('dialog', { name: 'Code Resent' });
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/reader/resend-otp',
        body: { email: EMAIL },
      }),
    ]);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The resend button now rests, so focus goes to the next task: the code.
    expect(codeInput()).toHaveFocus();

    expect(resendButton()).toBeDisabled();
    expect(screen.getByText(/available again in 60 s/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByText(/available again in 45 s/)).toBeInTheDocument();
    // Measured from the click: it reopens exactly when the rest is over.
    act(() => jest.advanceTimersByTime(RESEND_DELAY_MS - 15_000 - 1));
    expect(resendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/available again/)).not.toBeInTheDocument();

    await user.click(resendButton()!);
    await screen.findByRole('dialog', { name: 'Code Resent' });
    expect(sent).toHaveLength(2);
  });

  it("shows the server's error in the confirm flow's modal, logs it and stays available", async () => {
    mockApi({
      '/reader/resend-otp': () =>
        json(429, { error: 'Please wait before asking for another code.' }),
    });
    const { user } = await openConfirm();
    act(() => jest.advanceTimersByTime(RESEND_DELAY_MS));
    await user.click(resendButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'An error has Occured' });
    expect(dialog).toHaveAccessibleDescription('Please wait before asking for another code.');
    expect(consoleError()).toHaveBeenCalledWith('Resending the code failed:', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Code Resent' })).not.toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it.each([
    ['no error field', () => json(500, { message: 'nope' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("falls back to 'Unable to resend OTP.' on %s", async (_label, reply) => {
    mockApi({ '/reader/resend-otp': reply });
    const { user } = await openConfirm();
    act(() => jest.advanceTimersByTime(RESEND_DELAY_MS));
    await user.click(resendButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'An error has Occured' });
    expect(dialog).toHaveTextContent('Unable to resend OTP.');
  });
});
