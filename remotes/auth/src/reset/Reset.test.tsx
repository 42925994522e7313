import { act, screen, within } from '@testing-library/react';
import { RESET_REDIRECT_DELAY_MS } from '../constants';
import { currentLocation, mockApi, renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

async function openReset() {
  const view = renderAt('/reset');
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return view;
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });

async function fillAndSubmit(user: Awaited<ReturnType<typeof openReset>>['user']) {
  await user.type(screen.getByLabelText('Old Password'), 'old-secret');
  await user.type(screen.getByLabelText('New Password'), 'new-secret');
  await user.click(nextButton());
  return screen.getByRole('dialog', { name: 'Password Reset Successful' });
}

describe('Reset Password', () => {
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

  it(`shows the success modal; Continue goes to /login after ${RESET_REDIRECT_DELAY_MS} ms`, async () => {
    const sent = mockApi({});
    const { user } = await openReset();
    const dialog = await fillAndSubmit(user);
    expect(dialog).toHaveAccessibleDescription('Proceed to login');
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(proceed).toHaveFocus();
    await user.click(proceed);
    expect(within(dialog).getByRole('button', { name: 'Taking you to login…' })).toBeDisabled();
    // Async act: lets a navigation (a transition that loads the lazy login page) finish.
    await act(async () => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 1));
    expect(currentLocation().pathname).toBe('/reset');
    await act(async () => jest.advanceTimersByTime(1));
    expect(currentLocation().pathname).toBe('/login');
    await screen.findByRole('heading', { level: 1, name: 'We missed You!' });
    expect(currentLocation().pathname).toBe('/login');
    // The spec defines no reset call: nothing is sent.
    expect(sent).toEqual([]);
  });

  it('Escape closes the modal and stays on the page', async () => {
    const { user } = await openReset();
    await fillAndSubmit(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS * 3));
    expect(currentLocation().pathname).toBe('/reset');
  });

  it('links back to login', async () => {
    await openReset();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
