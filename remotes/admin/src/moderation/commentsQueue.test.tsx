import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@thrive/api-client';
import { adminSession } from '../session/adminSession';
import { renderPage } from '../testing/renderApp';
import type { CommentRow } from './moderationApi';
import CommentsQueuePage from './CommentsQueuePage';

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
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

const typed = 'I want to end my life. Call 0803 123 4567';
const comment = (overrides: Partial<CommentRow> = {}): CommentRow => ({
  id: 9,
  target: 'story',
  target_id: 5,
  original_text: typed,
  public_text: 'I want to end my life. Call [phone number removed]',
  anonymous: true,
  by: null,
  urgent: true,
  flags: ['phone'],
  flagged: [{ kind: 'phone', start: typed.indexOf('0803'), end: typed.length, sure: true }],
  status: 'in_review',
  rejection_reason: null,
  created_at: '2026-12-07T10:00:00.000Z',
  published_at: null,
  ...overrides,
});
const page = <T,>(rows: T[]) => ({ rows, total: rows.length, page: 1, pageCount: 1 });

it('lists the comments waiting for review, shows an urgent one with the crisis note, and approves it', async () => {
  const calls = fakeApi((call) =>
    call.path.endsWith('/approve')
      ? { comment: comment({ status: 'published' }) }
      : page([comment()]),
  );
  renderPage(<CommentsQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review comment 9' }));
  expect(calls[0]!.path).toBe('/admin/comments');
  expect(calls[0]!.search.get('status')).toBe('in_review');
  const review = screen.getByRole('region', { name: 'Comment 9' });
  expect(within(review).getByText(/Urgent: crisis language/)).toBeInTheDocument();
  expect(
    within(review).getByText('I want to end my life. Call [phone number removed]'),
  ).toBeInTheDocument();
  await userEvent.click(within(review).getByRole('button', { name: 'Approve comment' }));
  expect(await screen.findByText('Comment 9 is published.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/comments/9/approve')).toBe(
    true,
  );
});

it('filters the queue by status: waiting first, then all or one decision', async () => {
  const calls = fakeApi(() => ({ rows: [], total: 0, page: 1, pageSize: 25 }));
  renderPage(<CommentsQueuePage />);
  const status = await screen.findByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['In review', 'All', 'Published', 'Rejected']);
  const listed = () => calls.filter((call) => call.path === '/admin/comments');
  await waitFor(() => expect(listed().at(-1)?.search.get('status')).toBe('in_review'));
  await userEvent.selectOptions(status, 'Published');
  await waitFor(() => expect(listed().at(-1)?.search.get('status')).toBe('published'));
  await userEvent.selectOptions(status, 'All');
  await waitFor(() => expect(listed().at(-1)?.search.has('status')).toBe(false));
});
