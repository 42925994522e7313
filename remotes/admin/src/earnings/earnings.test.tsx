import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiWriter } from '../api/types';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { renderPage } from '../testing/renderApp';
import WriterProfilePage from '../profiles/WriterProfilePage';
import { koboOf } from './EarningsCard';

let fake: FakeAdminApi;
let writer: ApiWriter;
beforeEach(() => {
  fake = new FakeAdminApi().install();
  writer = fake.people.writers[2] as ApiWriter;
  fake.earnings.rate = { kobo_per_read: 250, set_at: '2026-11-01T09:00:00.000Z' };
  fake.earnings.statements.set(writer._id, {
    rate_kobo: 250,
    months: [
      { month: '2026-12', reads: 4, kobo: 1_000 },
      { month: '2026-11', reads: 1_203, kobo: 300_750 },
    ],
    total_reads: 1_207,
    total_kobo: 301_750,
  });
});

const renderWriter = () =>
  renderPage(<WriterProfilePage />, { path: `/writers/${writer._id}`, route: '/writers/:userid' });

it("shows the writer's statement per month with the total, in naira", async () => {
  renderWriter();
  const table = await screen.findByRole('table', { name: 'Qualified reads and amounts per month' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'MonthQualified readsAmount',
    'December 20264₦10.00',
    'November 20261,203₦3,007.50',
    'Total1,207₦3,017.50',
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'Earnings' })).toBeInTheDocument();
});

it('exports the statement as CSV with the admin token', async () => {
  const user = userEvent.setup();
  const created: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    created.push(this.download);
  });
  renderWriter();
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(created).toEqual([`writer-${writer._id}-earnings.csv`]);
  const asked = fake.requests.find((r) => r.path === `/admin/writers/${writer._id}/earnings.csv`);
  expect(asked?.authorization).toMatch(/^Bearer /);
  click.mockRestore();
});

it('sets the rate per read in naira; the API gets kobo', async () => {
  const user = userEvent.setup();
  renderWriter();
  const rate = await screen.findByLabelText('Rate per qualified read, for every writer (₦)');
  expect(rate).toHaveValue('2.50');
  await user.clear(rate);
  await user.type(rate, 'two');
  await user.click(screen.getByRole('button', { name: 'Save rate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please give the rate in naira, like 2.50.',
  );
  await user.clear(rate);
  await user.type(rate, '3.5');
  await user.click(screen.getByRole('button', { name: 'Save rate' }));
  expect(await screen.findByText('Rate saved: ₦3.50 per qualified read.')).toBeInTheDocument();
  const patched = fake.requests.find(
    (r) => r.method === 'PATCH' && r.path === '/admin/earnings/rate',
  );
  expect(patched?.body).toEqual({ kobo_per_read: 350 });
});

it('a writer with no reads yet sees that said', async () => {
  fake.earnings.statements.clear();
  renderWriter();
  expect(await screen.findByText('No qualified reads yet.')).toBeInTheDocument();
});

it('reads naira amounts as kobo', () => {
  expect(koboOf('2.5')).toBe(250);
  expect(koboOf('0')).toBe(0);
  expect(koboOf('10.05')).toBe(1_005);
  expect(koboOf('-1')).toBeNull();
  expect(koboOf('1.234')).toBeNull();
});
