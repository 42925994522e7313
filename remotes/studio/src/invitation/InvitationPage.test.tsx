import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { STUDIO_TOKEN_KEY, studioSession } from '../session/studioSession';
import { renderStudio, STUDIO_TOKEN, WRITER } from '../testing/renderStudio';

const LINK_TOKEN = 'invitationTokenFromTheLink0123456789abcdef';
const INVITED = {
  display_name: WRITER.display_name,
  email: WRITER.email,
  role: 'writer',
  expires_at: '2026-12-14T20:00:00.000Z',
  terms_version: '2026-12',
};

beforeEach(() => {
  localStorage.clear();
  window.location.hash = `#${LINK_TOKEN}`;
});
afterEach(() => {
  act(() => studioSession.getState().clear());
  window.location.hash = '';
  restoreFetch();
});

it('opens the invitation, sets the password with the terms accepted, and signs in', async () => {
  const calls = mockApi(({ url }) => {
    if (url.endsWith('/studio/invitation/open')) return json(200, INVITED);
    if (url.endsWith('/studio/invitation/accept'))
      return json(200, { message: 'Your password is set. You can now sign in to the studio.' });
    if (url.endsWith('/studio/session'))
      return json(200, {
        second_factor: 'enrol',
        ticket: 'ticket-0123456789abcdefghij',
        methods: [],
        expires_at: INVITED.expires_at,
      });
    if (url.endsWith('/enrol/totp/setup'))
      return json(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Thrive%20Studio' });
    return json(200, {
      token: STUDIO_TOKEN,
      expires_at: INVITED.expires_at,
      contributor: WRITER,
      recovery_codes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'],
    });
  });
  const user = userEvent.setup();
  renderStudio('/studio/invitation');
  expect(
    await screen.findByText('Welcome, Amaka Obi. You are joining Thrive as a writer.'),
  ).toBeInTheDocument();
  expect(screen.getByText(`You will sign in with ${WRITER.email}.`)).toBeInTheDocument();

  // Neither an empty password nor unaccepted terms are sent.
  await user.click(screen.getByRole('button', { name: 'Set my password' }));
  expect(screen.getByText('Please choose a password.')).toBeInTheDocument();
  expect(screen.getByText("Please accept the writers' terms to continue.")).toBeInTheDocument();
  expect(calls).toHaveLength(1);

  await user.type(screen.getByLabelText('Choose a password'), 'lagoon pencil harmattan 31');
  await user.click(screen.getByRole('checkbox', { name: "I accept the writers' terms" }));
  await user.click(screen.getByRole('button', { name: 'Set my password' }));

  // Then the second factor, set up now (here an authenticator app), and the recovery codes once.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Set up your second factor' }),
  ).toBeInTheDocument();
  expect(localStorage.getItem(STUDIO_TOKEN_KEY)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Use an authenticator app instead' }));
  await user.type(await screen.findByLabelText('6-digit code from the app'), '654321');
  await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
  ).toBeInTheDocument();
  expect(screen.getByText('aaaa-bbbb-cccc')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'I have saved them: continue' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'My stories' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Studio' })).toBeInTheDocument();
  // The sign-in steps, in order (My stories then reads the writer's stories: not asserted here).
  expect(
    calls
      .filter(({ method }) => method === 'POST')
      .map(({ method, url, body }) => [method, url.replace(/^.*\/api\/v1/, ''), body]),
  ).toEqual([
    ['POST', '/studio/invitation/open', { token: LINK_TOKEN }],
    [
      'POST',
      '/studio/invitation/accept',
      { token: LINK_TOKEN, password: 'lagoon pencil harmattan 31', terms_version: '2026-12' },
    ],
    ['POST', '/studio/session', { email: WRITER.email, password: 'lagoon pencil harmattan 31' }],
    ['POST', '/studio/session/enrol/totp/setup', { ticket: 'ticket-0123456789abcdefghij' }],
    [
      'POST',
      '/studio/session/enrol/totp',
      { ticket: 'ticket-0123456789abcdefghij', code: '654321' },
    ],
  ]);
  expect(localStorage.getItem(STUDIO_TOKEN_KEY)).toBe(STUDIO_TOKEN);
});

it('says why a used or expired invitation cannot be used', async () => {
  silenceApiErrors();
  mockApi(() =>
    json(410, {
      error: 'This invitation has expired. Please ask the Thrive team to send you a new one.',
      code: 'INVITATION_EXPIRED',
    }),
  );
  renderStudio('/studio/invitation');
  expect(
    await screen.findByText(
      'This invitation has expired. Please ask the Thrive team to send you a new one.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText("This invitation can't be used")).toBeInTheDocument();
  expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
});

it('asks for the link when the page is opened without one', async () => {
  window.location.hash = '';
  const calls = mockApi(() => json(200, {}));
  renderStudio('/studio/invitation');
  expect(
    await screen.findByText(
      'This page opens from the link in your invitation e-mail. Please use that link.',
    ),
  ).toBeInTheDocument();
  expect(calls).toEqual([]);
});
