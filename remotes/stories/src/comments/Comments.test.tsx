import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OwnComment, PublicComment } from '@thrive/reader-contract/community';
import { authStore } from '@thrive/auth-store';
import { flushFormOutbox } from '@thrive/api-client';
import { activateLocale } from '@thrive/i18n';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { Comments } from './Comments';
import { AnswerComments } from './AnswerComments';

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
  jest.restoreAllMocks();
});

const published: PublicComment[] = [
  { id: 1, text: 'This helped me today.', by: 'Chidi', published_at: '2026-12-01T10:00:00Z' },
  { id: 2, text: 'Same here.', by: null, published_at: '2026-12-02T10:00:00Z' },
];
const own = (overrides: Partial<OwnComment> = {}): OwnComment => ({
  id: 30,
  target: 'story',
  target_id: 7,
  text: 'Thank you for writing this.',
  anonymous: true,
  status: 'in_review',
  urgent: false,
  rejection_reason: null,
  created_at: '2026-12-07T09:00:00Z',
  ...overrides,
});

/** A reader API with the item's published comments, the reader's own, and POST /comments. */
function commentsServer(
  options: { mine?: OwnComment[]; answer?: (call: RecordedCall) => Response } = {},
) {
  return mockApi((call) => {
    if (call.method === 'POST') {
      if (options.answer) return options.answer(call);
      const body = call.body as { text: string; anonymous: boolean };
      return json(201, { comment: own({ text: body.text, anonymous: body.anonymous }) });
    }
    if (call.url.includes('/reader/comments')) return json(200, { comments: options.mine ?? [] });
    return json(200, { comments: published });
  });
}

const show = (initial?: PublicComment[]) =>
  render(
    <MemoryRouter>
      <Comments target="story" id={7} initial={initial} />
    </MemoryRouter>,
  );

it('lists the published comments, the anonymous ones without a name, and reads none when the page brought them', async () => {
  const calls = commentsServer();
  show(published);
  const list = screen.getByRole('region', { name: 'Comments' });
  expect(within(list).getByText('This helped me today.')).toBeInTheDocument();
  expect(within(list).getByText(/Chidi/)).toBeInTheDocument();
  expect(within(list).getByText(/Anonymous/)).toBeInTheDocument();
  await act(async () => undefined);
  expect(calls.filter((c) => c.url.includes('/comments?'))).toEqual([]);
});

it("shows the author's published reply as the author's, under the comment it answers (issue 43)", async () => {
  commentsServer();
  show([
    ...published,
    {
      id: 3,
      text: 'Thank you, Chidi.',
      by: 'Amaka Obi',
      published_at: '2026-12-03T10:00:00Z',
      reply_to: 1,
    },
  ]);
  const reply = screen.getByText('Thank you, Chidi.').closest('li')!;
  expect(within(reply).getByText(/Reply from the author: Amaka Obi/)).toBeInTheDocument();
  // Nested in the list of replies of the comment it answers, not after the other comments.
  const chidi = screen.getByText('This helped me today.').closest('li')!;
  const replies = within(chidi).getByRole('list', { name: 'Replies to this comment' });
  expect(within(replies).getAllByRole('listitem')).toEqual([reply]);
  expect(screen.getByText('Same here.').closest('li')).not.toHaveTextContent('Thank you, Chidi.');
  const top = screen.getByRole('region', { name: 'Comments' }).querySelector('ul')!;
  expect(Array.from(top.children).map((li) => li.querySelector('p')?.textContent)).toEqual([
    'This helped me today.',
    'Same here.',
  ]);
});

it('reads the published comments itself when the page came without them', async () => {
  commentsServer();
  show();
  expect(await screen.findByText('Same here.')).toBeInTheDocument();
});

it('signed out, sending asks the reader to log in and sends nothing', async () => {
  const calls = commentsServer();
  show(published);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Please log in to comment.');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('signed in, an anonymous comment is sent and shown to its writer as waiting for review', async () => {
  signIn();
  const calls = commentsServer();
  show(published);
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Your comment' }),
    'Thank you for writing this.',
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /Comment anonymously/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thank you. Your comment is waiting for review',
  );
  const mine = screen.getByRole('heading', { name: 'Your comments here' }).parentElement!;
  expect(within(mine).getByText('Thank you for writing this.')).toBeInTheDocument();
  expect(within(mine).getByText('Waiting for review')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { target: 'story', id: 7, text: 'Thank you for writing this.', anonymous: true },
  ]);
  // The form is empty again for another comment.
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
});

it('a teen’s comment is always anonymous: the box is ticked, cannot be changed, and says why (issue 45)', async () => {
  act(() =>
    authStore
      .getState()
      .setSession(TOKEN, { first_name: 'Tobi', email: 'tobi@example.com', teen: true }),
  );
  const calls = commentsServer();
  show(published);
  const box = screen.getByRole('checkbox', { name: /Comment anonymously/ });
  expect(box).toBeChecked();
  expect(box).toBeDisabled();
  expect(box).toHaveAccessibleDescription(
    'As a reader under 18, your comments are always anonymous.',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'This helped me.');
  await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
  await screen.findByRole('status');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { target: 'story', id: 7, text: 'This helped me.', anonymous: true },
  ]);
});

it('shows the reader the outcome of their earlier comments on this item only', async () => {
  signIn();
  commentsServer({
    mine: [
      own({ id: 31, text: 'Published one.', status: 'published' }),
      own({ id: 32, text: 'Declined one.', status: 'rejected', rejection_reason: 'Unkind' }),
      own({ id: 33, text: 'On another story.', target_id: 8 }),
    ],
  });
  show(published);
  expect(await screen.findByText('Declined: Unkind')).toBeInTheDocument();
  expect(screen.getByText('Published')).toBeInTheDocument();
  expect(screen.queryByText('On another story.')).not.toBeInTheDocument();
});

it('shows the crisis help as soon as crisis language is typed, before anything is sent', async () => {
  commentsServer();
  show(published);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'I want to die');
  expect(screen.getByRole('alert')).toHaveTextContent('112');
});

it('shows the crisis help for a Pidgin phrase as well (issue 45)', async () => {
  commentsServer();
  show(published);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Abeg, I wan die');
  expect(screen.getByRole('alert')).toHaveTextContent('112');
});

it('an empty comment is refused on the page with the API’s words', async () => {
  signIn();
  const calls = commentsServer();
  show(published);
  await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
  expect(await screen.findByText('Please write your comment.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('a refused comment shows the API’s reason and keeps what was typed', async () => {
  signIn();
  silenceApiErrors();
  commentsServer({
    answer: () =>
      json(429, { error: 'You are commenting very fast. Please wait 40 seconds and try again.' }),
  });
  show(published);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Again');
  await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
  expect(
    await screen.findByText('You are commenting very fast. Please wait 40 seconds and try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Again');
});

it('offline, the comment is kept on the phone and sent once, with the session, when back online', async () => {
  signIn();
  silenceApiErrors();
  mockApi(() => {
    throw new TypeError('Failed to fetch');
  });
  show(published);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Kept for later');
  await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
  expect(await screen.findByText(/Your comment is saved on your phone/)).toBeInTheDocument();
  const calls = commentsServer();
  const headers: (string | null)[] = [];
  const fetchOnline = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    headers.push(new Request(input, init).headers.get('authorization'));
    return fetchOnline(input, init);
  }) as typeof fetch;
  await flushFormOutbox();
  await flushFormOutbox();
  expect(calls.map((c) => c.body)).toEqual([
    { target: 'story', id: 7, text: 'Kept for later', anonymous: false },
  ]);
  expect(headers).toEqual([`Bearer ${TOKEN}`]);
});

it('an answer’s comments are read only when the reader opens them', async () => {
  const calls = commentsServer();
  render(
    <MemoryRouter>
      <AnswerComments id={5} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  expect(calls).toEqual([]);
  await userEvent.click(screen.getByText('Comments'));
  expect(await screen.findByText('This helped me today.')).toBeInTheDocument();
  expect(calls[0]!.url).toContain('/comments?target=answer&id=5');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('shows the reader’s waiting comment in Pidgin', async () => {
    signIn();
    commentsServer({ mine: [own()] });
    show(published);
    expect(await screen.findByText('E dey wait for review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeInTheDocument();
  });
});
