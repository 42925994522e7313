import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@thrive/api-client';
import { adminSession } from '../session/adminSession';
import { renderPage } from '../testing/renderApp';
import type { QuestionRow, StoryRow } from './moderationApi';
import StoriesQueuePage from './StoriesQueuePage';
import QuestionsQueuePage from './QuestionsQueuePage';

// Typing a whole story takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const API = 'http://api.test/api/v1';
const realFetch = globalThis.fetch;
interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** The admin API for these pages: answers by method and path, records every call. */
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

const story = (overrides: Partial<StoryRow> = {}): StoryRow => ({
  id: 5,
  slug: 'my-story-abc',
  title: 'My story',
  body: 'First.\n\nSecond.',
  genre: 'Career',
  content_warnings: [],
  premium: false,
  status: 'in_review',
  rejection_reason: null,
  published_at: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  sample: false,
  source: 'console',
  format: 'plain',
  rejected_version: null,
  writer: { id: 1, name: 'Chiamaka Obi', username: 'chiamaka.obi' },
  flagged: { title: [], body: [] },
  ...overrides,
});
const page = <T,>(rows: T[]) => ({ rows, total: rows.length, page: 1, pageCount: 1 });

it('lists the stories waiting for review from the server and approves one', async () => {
  const calls = fakeApi((call) =>
    call.path.endsWith('/approve') ? { story: story({ status: 'published' }) } : page([story()]),
  );
  renderPage(<StoriesQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review My story' }));
  expect(calls[0]!.search.get('status')).toBe('in_review');
  await userEvent.click(screen.getByRole('button', { name: 'Approve story' }));
  expect(await screen.findByText('“My story” is published.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/stories/5/approve')).toBe(
    true,
  );
});

it('rejects only with a reason', async () => {
  const calls = fakeApi((call) =>
    call.path.endsWith('/reject')
      ? { story: story({ status: 'rejected', rejection_reason: 'Too short.' }) }
      : page([story()]),
  );
  renderPage(<StoriesQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review My story' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject story' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please give a reason');
  await userEvent.type(screen.getByLabelText('Reason for rejecting'), 'Too short.');
  await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
  await screen.findByText('“My story” was rejected.');
  expect(calls.find((c) => c.path === '/admin/stories/5/reject')!.body).toEqual({
    reason: 'Too short.',
  });
});

it('writes a story for a writer found by name; it goes to the queue', async () => {
  const calls = fakeApi((call) => {
    if (call.path === '/admin/writers')
      return page([{ _id: 1, name: 'Chiamaka Obi', username: 'chiamaka.obi' }]);
    if (call.method === 'POST') return { story: story({ title: 'New one' }) };
    return page([]);
  });
  renderPage(<StoriesQueuePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Write a story for a writer (admin)' }));
  expect(screen.getByText(/An admin action: writers write their own in the studio/)).toBeVisible();
  const form = screen.getByRole('form', { name: 'New story' });
  expect(within(form).getByRole('group', { name: 'Story for (admin action)' })).toBeVisible();
  await userEvent.type(within(form).getByLabelText('Search by name'), 'Chiam');
  await userEvent.click(await within(form).findByRole('button', { name: 'Chiamaka Obi (writer)' }));
  await userEvent.type(within(form).getByLabelText('Title'), 'New one');
  await userEvent.selectOptions(within(form).getByLabelText('Genre'), 'Career');
  await userEvent.type(within(form).getByLabelText(/Content warnings/), 'Grief, Loss');
  await userEvent.type(within(form).getByLabelText(/^Story/), 'Para one.');
  await userEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
  await screen.findByText('“New one” is waiting for review.');
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    writerId: 1,
    title: 'New one',
    body: 'Para one.',
    genre: 'Career',
    contentWarnings: ['Grief', 'Loss'],
    premium: false,
  });
});

it('shows a writer’s revision against the version it rejected, and whose submission it is', async () => {
  const revised = story({
    source: 'studio',
    format: 'markdown',
    body: 'First.\n\nA counsellor helped me.',
    rejected_version: { title: 'My story', body: 'First.\n\nSecond.' },
  });
  fakeApi(() => page([revised]));
  renderPage(<StoriesQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review My story' }));
  expect(screen.getByText('The writer’s own submission, from the studio')).toBeVisible();
  const diff = screen.getByRole('region', { name: 'Changes since the rejected version' });
  expect(within(diff).getByRole('deletion')).toHaveTextContent('[removed: Second]');
  expect(within(diff).getByRole('insertion')).toHaveTextContent('[added: A counsellor helped me]');
});

it('labels a story typed in the console as an admin’s', async () => {
  fakeApi(() => page([story()]));
  renderPage(<StoriesQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review My story' }));
  expect(screen.getByText('Typed by an admin for the writer')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Changes since the rejected version' })).toBeNull();
});

const typed = 'Call me on 08031234567 at kings college, I wan die';
const spanOf = (text: string, part: string) => ({
  start: text.indexOf(part),
  end: text.indexOf(part) + part.length,
});
const question = (overrides: Partial<QuestionRow> = {}): QuestionRow => ({
  id: 9,
  original_text: typed,
  public_text: 'Call me on [phone number removed] at kings college, I wan die',
  anonymous: true,
  asked_by: null,
  urgent: true,
  flags: ['phone', 'school'],
  flagged: [
    { kind: 'phone', sure: true, ...spanOf(typed, '08031234567') },
    { kind: 'school', sure: false, ...spanOf(typed, 'kings college') },
  ],
  status: 'in_review',
  rejection_reason: null,
  asked_at: '2026-11-26T10:00:00.000Z',
  published_at: null,
  sample: false,
  answers: [
    {
      id: 3,
      body: 'Please call 112 now.',
      public_body: 'Please call 112 now.',
      flagged: [],
      status: 'in_review',
      rejection_reason: null,
      by: { id: 2, name: 'Dr. Ada', role: 'consultant' },
    },
  ],
  ...overrides,
});

it('shows an urgent, flagged question as typed and as published; approves it and its answer', async () => {
  const calls = fakeApi((call) => {
    if (call.path === '/admin/questions') return page([question()]);
    return { question: question({ status: 'published' }) };
  });
  renderPage(<QuestionsQueuePage />);
  // The queue says the status in words, not the API's code.
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('In review')).toBeInTheDocument();
  expect(within(grid).queryByText('in_review')).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Review question 9' }));
  expect(screen.getByText(/Urgent: crisis language/)).toBeInTheDocument();
  // The review says the question's and the answer's status in words too (issue 44).
  expect(screen.getByText('Anonymous · In review')).toBeInTheDocument();
  expect(screen.getByText('Dr. Ada (consultant) · In review')).toBeInTheDocument();
  expect(screen.queryByText(/in_review/)).not.toBeInTheDocument();
  // The text as typed, each finding highlighted; the list says which were taken out.
  const found = screen.getByRole('list', { name: 'Personal details found' });
  expect(
    within(found)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '“08031234567”: a phone number, taken out before publishing',
    '“kings college”: maybe a school name: check it before publishing',
  ]);
  const marks = document.querySelectorAll('mark');
  expect([...marks].map((mark) => mark.firstChild?.textContent)).toEqual([
    '08031234567',
    'kings college',
  ]);
  expect(screen.getByLabelText('As it will be published')).toHaveValue(
    'Call me on [phone number removed] at kings college, I wan die',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Approve question' }));
  await screen.findByText('Question published.');
  const answer = screen.getByRole('article', { name: 'Answer by Dr. Ada' });
  await userEvent.click(within(answer).getByRole('button', { name: 'Approve answer' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/admin/answers/3/approve')).toBe(true));
});

it('files a question under a genre for the studio, and labels "answer as" as an admin action (issue 43)', async () => {
  const calls = fakeApi((call) => {
    if (call.path === '/admin/questions') return page([question({ status: 'published' })]);
    if (call.path === '/admin/questions/9/genre') return { id: 9, genre: 'Faith' };
    return { question: question() };
  });
  renderPage(<QuestionsQueuePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Review question 9' }));
  const filing = screen.getByRole('form', { name: 'Genre for the studio' });
  await userEvent.selectOptions(
    within(filing).getByLabelText('Genre (writers and consultants of this genre see it first)'),
    'Faith',
  );
  await userEvent.click(within(filing).getByRole('button', { name: 'Save genre' }));
  await screen.findByText('Filed under Faith.');
  expect(calls.find((c) => c.path === '/admin/questions/9/genre')).toMatchObject({
    method: 'PATCH',
    body: { genre: 'Faith' },
  });
  expect(screen.getByRole('group', { name: 'Answer as (admin action)' })).toBeInTheDocument();
  expect(screen.getByText(/recorded in the audit log under your name/)).toBeInTheDocument();
});
