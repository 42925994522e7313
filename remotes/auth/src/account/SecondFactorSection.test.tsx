/**
 * The optional second factor on the account page (issue 23): adding an authenticator app shows
 * its key and link and is confirmed by a first code; the recovery codes that come with the
 * first factor are shown once; a factor can be removed; a passkey this browser cannot make is
 * explained.
 */
import { authStore } from '@thrive/auth-store';
import { act, screen, within } from '@testing-library/react';
import type { SecondFactorSummary } from '@thrive/reader-contract';
import { ada, json, mockApi, renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

const TICKET = 'a'.repeat(43);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const URI = `otpauth://totp/Thrive:ada%40example.com?secret=${SECRET}&issuer=Thrive`;
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}-xxxx`);
const FACTOR_ID = '00000000-0000-4000-8000-00000000000f';

function factorApi() {
  let factors: SecondFactorSummary[] = [];
  const sent = mockApi({
    '/reader/sessions': () => json(200, { sessions: [] }),
    '/reader/second-factor': () =>
      json(200, { factors, recovery_codes_left: factors.length ? 10 : 0 }),
    '/reader/second-factor/add': () =>
      json(200, { ticket: TICKET, expires_at: '2030-01-01T00:00:00Z' }),
    '/reader/second-factor/totp/setup': () => json(200, { secret: SECRET, uri: URI }),
    '/reader/second-factor/totp': (request) => {
      if ((request.body as { code: string }).code !== '654321')
        return json(400, {
          error:
            'That code is not correct. Please enter the current 6-digit code from your authenticator app.',
        });
      factors = [
        {
          id: FACTOR_ID,
          kind: 'totp',
          label: '',
          created_at: new Date().toISOString(),
          last_used_at: null,
        },
      ];
      return json(201, { id: FACTOR_ID, recovery_codes: CODES });
    },
    [`/reader/second-factor/${FACTOR_ID}`]: () => {
      factors = [];
      return new Response(null, { status: 204 });
    },
    '/reader/second-factor/passkey/options': () =>
      json(200, {
        options: {
          challenge: 'c2VydmVy',
          rp: { name: 'Thrive', id: 'localhost' },
          user: { id: 'dQ', name: 'ada@example.com', displayName: '' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        },
      }),
  });
  return sent;
}

async function openSection() {
  act(() => authStore.getState().setSession('tok-1', ada));
  const view = renderAt('/account');
  const section = await screen.findByRole('region', { name: 'Second factor (optional)' });
  await within(section).findByText('You log in with your password only.');
  return { ...view, section };
}

it('adds an authenticator app with a first code, then shows the recovery codes once', async () => {
  const sent = factorApi();
  const { user, section } = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Add an authenticator app' }));
  expect(await within(section).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
  expect(
    within(section).getByRole('link', {
      name: 'Open the key in an authenticator app on this device',
    }),
  ).toHaveAttribute('href', URI);
  const code = within(section).getByRole('textbox', { name: '6-digit code from the app' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await user.type(code, '000000');
  await user.click(within(section).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('dialog', { name: 'An error has occured' })).toHaveTextContent(
    'That code is not correct.',
  );
  await user.click(screen.getByRole('button', { name: 'Close' }));

  await user.clear(code);
  await user.type(code, '654321');
  await user.click(within(section).getByRole('button', { name: 'Confirm' }));
  const list = await within(section).findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(
    within(section).getByText(
      'Your authenticator app has been added. You will be asked for it when you log in.',
    ),
  ).toHaveAttribute('role', 'status');
  const factors = within(section).getByRole('list', { name: 'Your second factors' });
  expect(factors).toHaveTextContent('Authenticator app');
  expect(factors).toHaveTextContent('not used yet');

  await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
  expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  expect(sent.filter((r) => r.path === '/reader/second-factor/totp').map((r) => r.body)).toEqual([
    { ticket: TICKET, code: '000000' },
    { ticket: TICKET, code: '654321' },
  ]);
});

it('removes a factor, and the login is the password alone again', async () => {
  const sent = factorApi();
  const { user, section } = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Add an authenticator app' }));
  await user.type(
    await within(section).findByRole('textbox', { name: '6-digit code from the app' }),
    '654321',
  );
  await user.click(within(section).getByRole('button', { name: 'Confirm' }));
  await user.click(await within(section).findByRole('button', { name: 'I have saved them' }));

  await user.click(within(section).getByRole('button', { name: 'Remove Authenticator app' }));
  expect(await within(section).findByText('Authenticator app has been removed.')).toBeVisible();
  expect(await within(section).findByText('You log in with your password only.')).toBeVisible();
  expect(sent).toContainEqual(
    expect.objectContaining({ method: 'DELETE', path: `/reader/second-factor/${FACTOR_ID}` }),
  );
});

it('a passkey this browser cannot make is explained, and the app stays offered', async () => {
  factorApi();
  const { user, section } = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
  expect(await screen.findByRole('dialog', { name: 'An error has occured' })).toHaveTextContent(
    'No passkey was created. Please try again, or use an authenticator app instead.',
  );
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(within(section).getByRole('button', { name: 'Add an authenticator app' })).toBeEnabled();
});

it('asks for the password again when the last proof is old, then goes on and offers to sign out other devices', async () => {
  let proven = false;
  const sent = mockApi({
    '/reader/sessions': () => json(200, { sessions: [] }),
    '/reader/second-factor': () => json(200, { factors: [], recovery_codes_left: 0 }),
    '/reader/second-factor/add': () =>
      proven
        ? json(200, { ticket: TICKET, expires_at: '2030-01-01T00:00:00Z' })
        : json(403, {
            error:
              'For your safety, please confirm it is you: enter your password or the current code from your authenticator app.',
            code: 'REAUTHENTICATE',
          }),
    '/reader/reauthenticate': (request) => {
      if ((request.body as { password?: string }).password !== 'sunlit meadow 42')
        return json(400, {
          error:
            'That is not right. Please enter your password or the current 6-digit code from your authenticator app.',
        });
      proven = true;
      return new Response(null, { status: 204 });
    },
    '/reader/second-factor/totp/setup': () => json(200, { secret: SECRET, uri: URI }),
    '/reader/second-factor/totp': () => json(201, { id: FACTOR_ID, recovery_codes: CODES }),
    '/reader/sessions/others': () => json(200, { ended: 2 }),
  });
  const { user, section } = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Add an authenticator app' }));

  const confirm = await within(section).findByRole('form', { name: 'Confirm it is you' });
  const password = within(confirm).getByLabelText('Your password');
  expect(password).toHaveFocus();
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));
  expect(await within(confirm).findByText('Please enter your password.')).toBeVisible();
  await user.type(password, 'wrong one');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));
  expect(await within(confirm).findByText(/That is not right\./)).toBeVisible();

  await user.clear(password);
  await user.type(password, 'sunlit meadow 42');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));
  // The change it asked for goes on by itself.
  const code = await within(section).findByRole('textbox', { name: '6-digit code from the app' });
  expect(within(section).queryByRole('form', { name: 'Confirm it is you' })).toBeNull();
  await user.type(code, '654321');
  await user.click(within(section).getByRole('button', { name: 'Confirm' }));

  await user.click(await within(section).findByRole('button', { name: 'Sign out other devices' }));
  expect(await within(section).findByText('2 other devices were signed out.')).toBeVisible();
  expect(sent.filter((r) => r.path === '/reader/second-factor/add')).toHaveLength(2);
  expect(sent).toContainEqual(
    expect.objectContaining({ method: 'DELETE', path: '/reader/sessions/others' }),
  );
});
