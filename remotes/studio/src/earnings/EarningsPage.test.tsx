import { act, screen, within } from '@testing-library/react';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { studioSession } from '../session/studioSession';
import { renderStudio, signInAs, WRITER } from '../testing/renderStudio';

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => studioSession.getState().clear());
  restoreFetch();
});

it("shows the writer's qualified reads and amounts per month, with the total and the rate", async () => {
  mockApi(() =>
    json(200, {
      rate_kobo: 250,
      months: [
        { month: '2026-12', reads: 4, kobo: 1_000 },
        { month: '2026-11', reads: 1_203, kobo: 300_750 },
      ],
      total_reads: 1_207,
      total_kobo: 301_750,
    }),
  );
  signInAs();
  renderStudio('/studio/earnings');
  const table = await screen.findByRole('table', { name: 'Qualified reads and amounts per month' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'MonthQualified readsAmount',
    'December 20264₦10.00',
    'November 20261,203₦3,007.50',
    'Total1,207₦3,017.50',
  ]);
  expect(screen.getByText('Rate per qualified read: ₦2.50')).toBeInTheDocument();
  expect(screen.getByText(/at least 30 seconds/)).toBeInTheDocument();
});

it('a writer with no reads yet sees that said', async () => {
  mockApi(() => json(200, { rate_kobo: 0, months: [], total_reads: 0, total_kobo: 0 }));
  signInAs();
  renderStudio('/studio/earnings');
  expect(await screen.findByText('No qualified reads yet.')).toBeInTheDocument();
});

it("a consultant is told statements are for writers (the API's words)", async () => {
  silenceApiErrors();
  mockApi(() => json(403, { error: 'Earnings statements are for writers.' }));
  signInAs({ ...WRITER, role: 'consultant' });
  renderStudio('/studio/earnings');
  expect(await screen.findByText('Earnings statements are for writers.')).toBeInTheDocument();
});
