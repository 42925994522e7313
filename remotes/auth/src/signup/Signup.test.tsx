import { act, screen, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { MISMATCH_DEBOUNCE_MS } from '../constants';
import { forgetPassword, recalledPassword } from '../pendingPassword';
import {
  ada,
  currentLocation,
  deferred,
  json,
  mockApi,
  renderAt,
  setupAuthTests,
} from '../test/harness';

setupAuthTests();

const createButton = () => screen.getByRole('button', { name: 'Create Account' });

async function openSignup() {
  const view = renderAt('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create account' });
  return view;
}

type User = Awaited<ReturnType<typeof openSignup>>['user'];

const VALID = {
  'First name': 'Ada',
  'Last name': 'Obi',
  Email: 'ada@example.com',
  Password: 'longenough',
  'Confirm password': 'longenough',
} as const;

/** The spec's five fields and the age step's year, asked on submit (issue 45). */
const SUBMITTABLE = { ...VALID, 'Year of birth': '2000' } as const;

async function fill(user: User, values: Partial<Record<keyof typeof SUBMITTABLE, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('Signup form', () => {
  it('labels every field, uses an e-mail input and sets the document title', async () => {
    await openSignup();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Create account · Thrive');
  });

  it('toggles the visibility of both password fields', async () => {
    const { user } = await openSignup();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it('enables Create Account only when all five fields are valid', async () => {
    const { user } = await openSignup();
    expect(createButton()).toBeDisabled();
    await fill(user, VALID);
    expect(createButton()).toBeEnabled();
  });

  it.each(Object.keys(VALID) as (keyof typeof VALID)[])(
    'keeps Create Account disabled while "%s" is empty',
    async (label) => {
      const { user } = await openSignup();
      await fill(user, { ...VALID, [label]: '' });
      expect(createButton()).toBeDisabled();
    },
  );

  it('does not count names or e-mail made only of spaces', async () => {
    const { user } = await openSignup();
    await fill(user, { ...VALID, 'First name': '   ' });
    expect(createButton()).toBeDisabled();
  });

  it('needs at least 8 characters and says so below 8', async () => {
    const { user } = await openSignup();
    await fill(user, { ...VALID, Password: 'short77', 'Confirm password': 'short77' });
    expect(createButton()).toBeDisabled();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    await user.type(screen.getByLabelText('Password'), '8');
    await user.type(screen.getByLabelText('Confirm password'), '8');
    expect(
      screen.queryByText('Password must be at least 8 characters long.'),
    ).not.toBeInTheDocument();
    expect(createButton()).toBeEnabled();
  });

  it('says the length rule as a hint while typing, and as an error once the field is left', async () => {
    const { user } = await openSignup();
    const passwordInput = screen.getByLabelText('Password');
    await user.type(passwordInput, 'a');
    // Not red on the first keystroke.
    expect(screen.queryByText('Password must be at least 8 characters long.')).toBeNull();
    expect(passwordInput).not.toHaveAttribute('aria-invalid');
    expect(passwordInput).toHaveAccessibleDescription('At least 8 characters.');
    await user.tab();
    expect(passwordInput).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    // Fixing it takes the error away at once.
    await user.type(passwordInput, 'bcdefgh');
    expect(passwordInput).not.toHaveAttribute('aria-invalid');
  });

  it('does not show the length message for an empty password', async () => {
    await openSignup();
    expect(
      screen.queryByText('Password must be at least 8 characters long.'),
    ).not.toBeInTheDocument();
  });

  it('keeps Create Account disabled while the passwords differ', async () => {
    const { user } = await openSignup();
    await fill(user, { ...VALID, 'Confirm password': 'longenougH' });
    expect(createButton()).toBeDisabled();
  });

  it(`shows "Passwords do not match" ${MISMATCH_DEBOUNCE_MS} ms after typing in the confirmation`, async () => {
    const { user } = await openSignup();
    await fill(user, { Password: 'longenough' });
    await user.type(screen.getByLabelText('Confirm password'), 'longenougX');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MISMATCH_DEBOUNCE_MS - 1));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );

    // Typing again restarts the wait.
    await user.type(screen.getByLabelText('Confirm password'), 'Y');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MISMATCH_DEBOUNCE_MS));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('hides the mismatch message as soon as the confirmation is empty', async () => {
    const { user } = await openSignup();
    await fill(user, { Password: 'longenough', 'Confirm password': 'nope' });
    act(() => jest.advanceTimersByTime(MISMATCH_DEBOUNCE_MS));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MISMATCH_DEBOUNCE_MS * 4));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('never shows the mismatch message when the passwords match', async () => {
    const { user } = await openSignup();
    await fill(user, VALID);
    act(() => jest.advanceTimersByTime(MISMATCH_DEBOUNCE_MS * 2));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('links to login, the Terms of Use and Privacy (new tabs, no opener)', async () => {
    await openSignup();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const terms = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(privacy).toHaveAccessibleName('Privacy Policy (opens in a new tab)');
  });

  it('says the community is for people aged 13 and over', async () => {
    await openSignup();
    expect(screen.getByText(/Thrive is for people aged 13 and over\./)).toBeInTheDocument();
  });

  it('shows "Continue with Google" disabled, described as coming soon', async () => {
    await openSignup();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(/coming soon/i);
  });
});

describe('Signup submit', () => {
  it('posts the registration payload and opens /confirm with the e-mail (the password in memory)', async () => {
    const sent = mockApi({
      '/reader/web-register': () => json(201, { message: 'Check your e-mail for a code.' }),
    });
    const { user } = await openSignup();
    await fill(user, { ...SUBMITTABLE, Email: '  ada@example.com ' });
    await user.click(createButton());
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/reader/web-register',
        authorization: null,
        body: {
          first_name: 'Ada',
          last_name: 'Obi',
          email: 'ada@example.com',
          password: 'longenough',
          password_confirmation: 'longenough',
          year_of_birth: 2000,
        },
      },
    ]);
    // The password travels to the code screen in memory only, never in history state.
    expect(currentLocation()).toEqual({
      pathname: '/confirm',
      state: { email: 'ada@example.com' },
    });
    expect(recalledPassword('ada@example.com')).toBe('longenough');
    expect(JSON.stringify({ ...localStorage })).not.toContain('longenough');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('longenough');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('sends a signed-in reader to /download', async () => {
    authStore.getState().setSession('signed-in-token-0123456789', ada);
    renderAt('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    expect(currentLocation().pathname).toBe('/download');
  });

  it('keeps the form filled in when the reader comes Back from /confirm', async () => {
    mockApi({ '/reader/web-register': () => json(201, { message: 'Check your e-mail.' }) });
    const { user } = await openSignup();
    await fill(user, SUBMITTABLE);
    await user.click(createButton());
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Create account' });
    for (const [label, value] of Object.entries(VALID)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(createButton()).toBeEnabled();
    // The history entry holds the names and e-mail; the passwords came from memory.
    expect(JSON.stringify(currentLocation().state)).not.toContain('longenough');
  });

  it('after a reload (memory gone) Back restores everything but the passwords', async () => {
    forgetPassword();
    renderAt('/signup', { draft: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } });
    await screen.findByRole('heading', { level: 1, name: 'Create account' });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  });

  it('shows progress and cannot be submitted twice while the call runs', async () => {
    const reply = deferred();
    const sent = mockApi({ '/reader/web-register': () => reply.promise });
    const { user } = await openSignup();
    await fill(user, SUBMITTABLE);
    await user.click(createButton());
    const busy = await screen.findByRole('button', { name: 'Creating account…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await act(async () => {
      screen.getByLabelText('Confirm password').closest('form')!.requestSubmit();
    });
    expect(sent).toHaveLength(1);
    await act(async () => reply.resolve(json(201, { message: 'ok' })));
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
  });

  it('shows why the server refused a breached password', async () => {
    const breached =
      'This password has appeared in a data breach, so attackers try it first. Please choose a different one.';
    mockApi({ '/reader/web-register': () => json(400, { error: breached }) });
    const { user } = await openSignup();
    await fill(user, {
      ...SUBMITTABLE,
      Password: 'qaz123wsx456',
      'Confirm password': 'qaz123wsx456',
    });
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveAccessibleDescription(breached);
    expect(currentLocation().pathname).toBe('/signup');
  });

  it("shows the server's error in the 'An error has occured' modal, closed by Close", async () => {
    mockApi({
      '/reader/web-register': () =>
        json(409, { error: 'An account with this e-mail already exists.' }),
    });
    const { user } = await openSignup();
    await fill(user, SUBMITTABLE);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveAccessibleDescription('An account with this e-mail already exists.');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createButton()).toHaveFocus();
    expect(currentLocation().pathname).toBe('/signup');
  });

  it.each([
    ['the server sends no error field', () => json(500, { message: 'boom' })],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("falls back to 'An unknown error occurred.' when %s", async (_label, reply) => {
    mockApi({ '/reader/web-register': reply });
    const { user } = await openSignup();
    await fill(user, SUBMITTABLE);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('An unknown error occurred.');
  });

  describe('the age step (issue 45)', () => {
    const thisYear = new Date().getUTCFullYear();

    it('asks for the year of birth on submit, with the spec’s rule for the button unchanged', async () => {
      const sent = mockApi({ '/reader/web-register': () => json(201, { message: 'Sent.' }) });
      const { user } = await openSignup();
      expect(screen.getByLabelText('Year of birth')).toHaveAttribute('inputmode', 'numeric');
      await fill(user, VALID);
      expect(createButton()).toBeEnabled();
      await user.click(createButton());
      expect(screen.getByLabelText('Year of birth')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter the year you were born, like 2008.'),
      );
      await fill(user, { 'Year of birth': String(thisYear + 1) });
      await user.click(createButton());
      expect(screen.getByLabelText('Year of birth')).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toEqual([]);
    });

    it('refuses a reader who turns 12 this year kindly, with help, and sends nothing', async () => {
      const sent = mockApi({ '/reader/web-register': () => json(201, { message: 'Sent.' }) });
      const { user } = await openSignup();
      await fill(user, { ...VALID, 'Year of birth': String(thisYear - 12) });
      await user.click(createButton());
      const refusal = screen.getByRole('region', { name: 'Thrive is for people aged 13 and over' });
      expect(within(refusal).getByRole('heading')).toHaveFocus();
      expect(within(refusal).getByRole('link', { name: 'Call 112' })).toHaveAttribute(
        'href',
        'tel:112',
      );
      expect(
        within(refusal).getByRole('link', { name: 'Calm down: a grounding exercise' }),
      ).toHaveAttribute('href', '/grounding');
      expect(sent).toEqual([]);
    });

    it('sends a reader who turns 13 this year on to the code screen', async () => {
      mockApi({ '/reader/web-register': () => json(201, { message: 'Sent.' }) });
      const { user } = await openSignup();
      await fill(user, { ...VALID, 'Year of birth': String(thisYear - 13) });
      await user.click(createButton());
      await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    });
  });
});
