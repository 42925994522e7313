/** The account page's reports (issue 42): what the reader reported and what became of it. */
import { authStore } from '@thrive/auth-store';
import { act, screen, within } from '@testing-library/react';
import { ada, json, mockApi, renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

const api = (reports: unknown[]) =>
  mockApi({
    '/reader/sessions': () => json(200, { sessions: [] }),
    '/reader/second-factor': () => json(200, { factors: [], recovery_codes_left: 0 }),
    '/reader/reports': () => json(200, { reports }),
  });

it('lists the reader’s reports with a moderator’s outcome for each', async () => {
  api([
    {
      id: 2,
      target: 'comment',
      target_id: 9,
      reason: 'bullying',
      status: 'hidden',
      created_at: '2026-12-07T10:00:00Z',
      decided_at: '2026-12-07T10:04:00Z',
    },
    {
      id: 1,
      target: 'story',
      target_id: 3,
      reason: 'spam',
      status: 'open',
      created_at: '2026-12-06T10:00:00Z',
      decided_at: null,
    },
  ]);
  act(() => authStore.getState().setSession('tok-1', ada));
  renderAt('/account');
  const section = await screen.findByRole('region', { name: 'Your reports' });
  const items = within(section).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('A comment you reported as bullying: Hidden from readers.');
  expect(items[1]).toHaveTextContent('A story you reported as spam: Waiting for a moderator.');
});

it('shows no reports section before the reader has reported anything', async () => {
  api([]);
  act(() => authStore.getState().setSession('tok-1', ada));
  renderAt('/account');
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  await act(async () => undefined);
  expect(screen.queryByRole('region', { name: 'Your reports' })).not.toBeInTheDocument();
});
