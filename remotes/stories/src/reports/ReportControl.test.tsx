import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@thrive/auth-store';
import { activateLocale } from '@thrive/i18n';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { ReportControl } from './ReportControl';

const TOKEN = 'reader-token-0123456789abcdef';
const signIn = () =>
  act(() =>
    authStore
      .getState()
      .setSession(TOKEN, { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' }),
  );

afterEach(() => {
  act(() => authStore.getState().clear());
  restoreFetch();
});

const reportsServer = () =>
  mockApi((call) => {
    const body = call.body as { target: string; id: number; reason: string };
    return json(201, {
      report: {
        id: 1,
        target: body.target,
        target_id: body.id,
        reason: body.reason,
        status: 'open',
        created_at: '2026-12-07T10:00:00Z',
        decided_at: null,
      },
    });
  });

const show = () =>
  render(
    <MemoryRouter>
      <ReportControl target="comment" id={12} />
    </MemoryRouter>,
  );

it('opens from a disclosure and sends the report with its reason and words', async () => {
  signIn();
  const calls = reportsServer();
  show();
  await userEvent.click(screen.getByText('Report this comment'));
  const form = screen.getByRole('form', { name: 'Report this comment' });
  const reasons = within(form).getByRole('group', { name: 'Why are you reporting it?' });
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['self_harm', 'bullying', 'personal_information', 'sexual_content', 'spam', 'other']);
  await userEvent.click(within(reasons).getByRole('radio', { name: 'Bullying' }));
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Anything else we should know (optional)' }),
    'Mean to the writer',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thank you. A moderator will look at it soon.',
  );
  expect(calls.map((c) => [c.method, c.body])).toEqual([
    ['POST', { target: 'comment', id: 12, reason: 'bullying', details: 'Mean to the writer' }],
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('asks for a reason before sending anything', async () => {
  signIn();
  const calls = reportsServer();
  show();
  await userEvent.click(screen.getByText('Report this comment'));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(screen.getByText('Please choose why you are reporting this.')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('signed out, asks the reader to log in and sends nothing', async () => {
  const calls = reportsServer();
  show();
  await userEvent.click(screen.getByText('Report this comment'));
  await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Please log in to report.');
  expect(calls).toEqual([]);
});

it('a self-harm report shows the crisis help with the thanks', async () => {
  signIn();
  reportsServer();
  show();
  await userEvent.click(screen.getByText('Report this comment'));
  await userEvent.click(screen.getByRole('radio', { name: 'Self-harm or suicide' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('112');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('asks why in Pidgin', async () => {
    show();
    await userEvent.click(screen.getByText('Report this comment'));
    expect(screen.getByRole('group', { name: 'Why you dey report am?' })).toBeInTheDocument();
  });
});
