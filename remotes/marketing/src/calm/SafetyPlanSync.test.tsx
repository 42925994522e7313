import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@thrive/auth-store';
import {
  json,
  mockApi,
  restoreFetch,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import SafetyPlanPage from './SafetyPlanPage';
import { PLAN_STORAGE_KEY } from './safetyPlan';

const ada = { first_name: 'Ada', id: 'reader-ada', email: 'ada@example.com' };
const PASSPHRASE = 'mango tree by the river';

afterEach(() => {
  restoreFetch();
  authStore.getState().clear();
  localStorage.clear();
});

const show = () =>
  render(
    <MemoryRouter>
      <SafetyPlanPage />
    </MemoryRouter>,
  );

it('offers no account copy to a signed-out reader, and sends nothing', async () => {
  const calls = mockApi(() => json(500, {}));
  show();
  await userEvent.type(screen.getByRole('textbox', { name: '1. Warning signs' }), 'Crying');
  expect(screen.queryByText('Keep an encrypted copy in my account (optional)')).toBeNull();
  expect(calls).toEqual([]);
});

it('keeps only an encrypted copy in the account, and brings it back with the passphrase', async () => {
  authStore.getState().setSession('token', ada);
  let kept: unknown = null;
  const calls = mockApi((call: RecordedCall) => {
    if (call.method === 'PUT') {
      kept = call.body;
      return json(200, { ...(call.body as object), updatedAt: '2026-12-07T16:00:00.000Z' });
    }
    return kept
      ? json(200, kept)
      : json(404, { error: 'No safety plan is kept in your account yet.' });
  });
  const { unmount } = show();
  await userEvent.type(
    screen.getByRole('textbox', { name: '7. My reasons to live' }),
    'My sister Adaeze',
  );
  await userEvent.click(screen.getByText('Keep an encrypted copy in my account (optional)'));
  await userEvent.type(screen.getByLabelText('Passphrase'), PASSPHRASE);
  await userEvent.click(screen.getByRole('button', { name: 'Save encrypted copy' }));
  await waitFor(
    () =>
      expect(screen.getAllByRole('status')[1]).toHaveTextContent(
        'Encrypted copy kept in your account.',
      ),
    { timeout: 10_000 },
  );
  expect(calls.map((call) => call.method)).toEqual(['PUT']);
  const sent = JSON.stringify(calls[0]!.body);
  expect(sent).not.toContain('Adaeze');
  expect(sent).not.toContain(PASSPHRASE);
  expect(calls[0]!.body).toMatchObject({ version: 1, iterations: 600_000 });
  unmount();

  // A new phone: nothing kept here; the passphrase opens the account's copy.
  localStorage.removeItem(PLAN_STORAGE_KEY);
  show();
  await userEvent.click(screen.getByText('Keep an encrypted copy in my account (optional)'));
  await userEvent.type(screen.getByLabelText('Passphrase'), 'not the passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Get my copy from my account' }));
  await waitFor(
    () =>
      expect(screen.getAllByRole('status')[1]).toHaveTextContent(
        'That passphrase does not open your copy.',
      ),
    { timeout: 10_000 },
  );
  await userEvent.clear(screen.getByLabelText('Passphrase'));
  await userEvent.type(screen.getByLabelText('Passphrase'), PASSPHRASE);
  await userEvent.click(screen.getByRole('button', { name: 'Get my copy from my account' }));
  await waitFor(
    () =>
      expect(screen.getByRole('textbox', { name: '7. My reasons to live' })).toHaveValue(
        'My sister Adaeze',
      ),
    { timeout: 10_000 },
  );
  await waitFor(() =>
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('Your plan is back on this phone.'),
  );
});

it('refuses a short passphrase before anything is sent', async () => {
  authStore.getState().setSession('token', ada);
  const calls = mockApi(() => json(500, {}));
  show();
  await userEvent.click(screen.getByText('Keep an encrypted copy in my account (optional)'));
  await userEvent.type(screen.getByLabelText('Passphrase'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Save encrypted copy' }));
  expect(
    screen.getByText('Please use a passphrase of at least 10 characters.'),
  ).toBeInTheDocument();
  expect(calls).toEqual([]);
});
