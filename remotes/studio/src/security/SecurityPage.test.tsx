import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorSummary } from '@thrive/reader-contract';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { studioSession } from '../session/studioSession';
import { renderStudio, signInAs } from '../testing/renderStudio';

const API = 'http://api.test/api/v1/studio';
const app: SecondFactorSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'totp',
  label: 'Authenticator app',
  created_at: '2026-12-01T10:00:00.000Z',
  last_used_at: '2026-12-06T10:00:00.000Z',
};
const phone: SecondFactorSummary = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'totp',
  label: 'Work phone',
  created_at: '2026-12-07T10:00:00.000Z',
  last_used_at: null,
};

/** A fake API: the factors it holds, and whether the session proved itself recently. */
function server(start: SecondFactorSummary[], { recent = true } = {}) {
  let factors = [...start];
  let proved = recent;
  const calls: RecordedCall[] = mockApi(({ method, url, body }) => {
    const path = url.replace(API, '');
    if (method === 'GET' && path === '/second-factor')
      return json(200, { factors, recovery_codes_left: 8 });
    if (method === 'POST' && path === '/reauthenticate') {
      if ((body as { password?: string }).password !== 'my own password 1')
        return json(400, { error: 'That password or code is not right.' });
      proved = true;
      return new Response(null, { status: 204 });
    }
    if (!proved) return json(403, { error: 'Please confirm it is you.', code: 'REAUTHENTICATE' });
    if (method === 'POST' && path === '/second-factor/add')
      return json(200, { ticket: 'T'.repeat(43), expires_at: '2026-12-07T12:10:00.000Z' });
    if (method === 'POST' && path === '/second-factor/totp/setup')
      return json(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Thrive?secret=X' });
    if (method === 'POST' && path === '/second-factor/totp') {
      factors = [...factors, phone];
      return json(201, { id: phone.id });
    }
    if (method === 'DELETE' && path.startsWith('/second-factor/')) {
      if (factors.length === 1) return json(409, { error: 'An admin account needs one.' });
      factors = factors.filter((factor) => !path.endsWith(factor.id));
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/second-factor/recovery-codes')
      return json(200, { recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] });
    return json(404, { error: 'Not found.' });
  });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  signInAs();
  // The step-up's 403 and the failures are logged by the API client: expected here.
  silenceApiErrors();
});
afterEach(() => {
  act(() => studioSession.getState().clear());
  restoreFetch();
  jest.restoreAllMocks();
});

const list = () => screen.findByRole('list', { name: 'Your second factors' });

it('lists the factors; the only one cannot be removed', async () => {
  server([app]);
  renderStudio('/studio/security');
  const factors = await list();
  expect(within(factors).getByText('Authenticator app')).toBeInTheDocument();
  expect(factors).toHaveTextContent('Added 1 December 2026 · last used 6 December 2026');
  expect(within(factors).queryByRole('button')).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'This is your only second factor, so it cannot be removed: add another one first.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/^8 recovery codes left\./)).toBeInTheDocument();
});

it('adds an authenticator app after the password is asked again, then removes the first one', async () => {
  const calls = server([app], { recent: false });
  const user = userEvent.setup();
  renderStudio('/studio/security');
  await list();
  await user.click(screen.getByRole('button', { name: 'Add an authenticator app' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await user.type(within(dialog).getByLabelText('Your password'), 'my own password 1');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
  expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  await user.type(screen.getByRole('textbox', { name: '6-digit code from the app' }), '123 456');
  await user.click(screen.getByRole('button', { name: 'Confirm the app' }));
  expect(await screen.findByText('Authenticator app added.')).toHaveAttribute('role', 'status');
  expect(calls.find((call) => call.url.endsWith('/second-factor/totp'))?.body).toEqual({
    ticket: 'T'.repeat(43),
    code: '123456',
    label: '',
  });

  const factors = await list();
  await within(factors).findByText('Authenticator app “Work phone”');
  await user.click(within(factors).getByRole('button', { name: 'Remove Authenticator app' }));
  const confirm = screen.getByRole('dialog', { name: 'Remove Authenticator app?' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Removed: Authenticator app.')).toHaveAttribute('role', 'status');
  expect(await list()).not.toHaveTextContent('Added 1 December 2026');
});

it('cancelling the password changes nothing, and says so', async () => {
  server([app, phone], { recent: false });
  const user = userEvent.setup();
  renderStudio('/studio/security');
  await user.click(
    within(await list()).getByRole('button', { name: 'Remove Authenticator app “Work phone”' }),
  );
  await user.click(
    within(
      screen.getByRole('dialog', { name: 'Remove Authenticator app “Work phone”?' }),
    ).getByRole('button', { name: 'Remove' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(
    await screen.findByText('You did not confirm it is you, so nothing was changed.'),
  ).toHaveAttribute('role', 'alert');
  expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
});

it('makes new recovery codes, shown once', async () => {
  server([app]);
  const user = userEvent.setup();
  renderStudio('/studio/security');
  await list();
  await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Make new recovery codes?' })).getByRole('button', {
      name: 'Make new codes',
    }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Save your new recovery codes' }),
  ).toBeInTheDocument();
  expect(screen.getByText('aaaa-bbbb')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(screen.queryByText('aaaa-bbbb')).not.toBeInTheDocument();
});

it('says when the factors could not be loaded', async () => {
  mockApi(() => json(500, { error: 'Something went wrong.' }));
  renderStudio('/studio/security');
  expect(
    await screen.findByText('Something went wrong.', undefined, { timeout: 8_000 }),
  ).toBeInTheDocument();
});
