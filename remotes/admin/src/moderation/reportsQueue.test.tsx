import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@thrive/api-client';
import { adminSession } from '../session/adminSession';
import { renderPage } from '../testing/renderApp';
import { configureSite, DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import type { ReportRow } from './reportsApi';
import ReportsQueuePage from './ReportsQueuePage';

jest.setTimeout(30_000);

const API = 'http://api.test/api/v1';
const realFetch = globalThis.fetch;
interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

function fakeApi(answer: (call: Call) => unknown): Call[] {
  configureApi({ baseUrl: API, timeoutMs: 5_000 });
  adminSession.getState().signIn('admin-token', 'admin@example.com');
  const calls: Call[] = [];
  globalThis.fetch = (async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const call = {
      method: input.method,
      path: url.pathname.replace('/api/v1', ''),
      search: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const body = answer(call);
    return new Response(JSON.stringify(body), {
      status: (body as { error?: string }).error ? 409 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

const report = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  id: 4,
  target: 'comment',
  target_id: 12,
  reason: 'bullying',
  details: null,
  urgent: false,
  status: 'open',
  reports_of_item: 2,
  item: { title: 'A comment on story 3', text: 'You are so stupid.', href: null },
  created_at: '2026-12-07T10:00:00.000Z',
  decided_at: null,
  decision_seconds: null,
  ...overrides,
});
const page = <T,>(rows: T[]) => ({ rows, total: rows.length, page: 1, pageCount: 1 });

it('lists the open reports with the item in context, and hides the reported item at once', async () => {
  const calls = fakeApi((call) =>
    call.path.endsWith('/hide')
      ? { report: report({ status: 'hidden', decision_seconds: 240 }) }
      : page([report()]),
  );
  renderPage(<ReportsQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review report 4' }));
  expect(calls[0]!.path).toBe('/admin/reports');
  expect(calls[0]!.search.get('status')).toBe('open');
  const review = screen.getByRole('region', { name: 'Report 4' });
  expect(within(review).getByText('You are so stupid.')).toBeInTheDocument();
  expect(within(review).getByText(/Bullying · a comment · Open · reported 2 times/)).toBeVisible();
  expect(within(review).queryByRole('note', { name: 'Crisis routes' })).not.toBeInTheDocument();

  await userEvent.click(within(review).getByRole('button', { name: 'Hide now' }));
  expect(await screen.findByText('The reported comment is hidden from readers.')).toBeVisible();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/reports/4/hide')).toBe(true);
  const decided = screen.getByRole('region', { name: 'Report 4' });
  expect(within(decided).getByText(/Hidden · reported 2 times · decided in 4 min/)).toBeVisible();
  // Hidden, it can still be removed for good, but no longer dismissed.
  expect(within(decided).getByRole('button', { name: 'Remove' })).toBeEnabled();
  expect(within(decided).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
});

it('shows the moderator the crisis routes with a self-harm report', async () => {
  configureSite({
    ...DEFAULT_SITE_SETTINGS,
    helplines: [
      {
        name: 'Mentally Aware Nigeria',
        number: '+2348091116264',
        hours: '24 hours',
        languages: ['en'],
        lastVerified: '2026-12-01',
      },
    ],
  });
  try {
    fakeApi(() => page([report({ reason: 'self_harm', urgent: true })]));
    renderPage(<ReportsQueuePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review report 4' }));
    const routes = screen.getByRole('note', { name: 'Crisis routes' });
    expect(routes).toHaveTextContent('Emergency: 112');
    expect(routes).toHaveTextContent('Mentally Aware Nigeria: +2348091116264 (24 hours)');
  } finally {
    act(() => configureSite(DEFAULT_SITE_SETTINGS));
  }
});

it('says why a decision was not saved', async () => {
  fakeApi((call) =>
    call.method === 'POST'
      ? { error: 'That report was decided meanwhile. Please reload the queue.' }
      : page([report()]),
  );
  renderPage(<ReportsQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review report 4' }));
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That report was decided meanwhile. Please reload the queue.',
  );
});
