import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitingQuestions } from '@thrive/reader-contract/studioReaders';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { studioSession } from '../session/studioSession';
import { renderStudio, signInAs, WRITER } from '../testing/renderStudio';

const CONSULTANT = { ...WRITER, role: 'consultant' as const, genre: 'Faith' };

const list = (scope: 'genre' | 'all'): WaitingQuestions => ({
  scope,
  genre: 'Faith',
  questions: [
    {
      id: 4,
      text: 'How do I pray when I feel empty?',
      asked_by: 'Ngozi',
      genre: 'Faith',
      published_at: '2026-12-05T10:00:00.000Z',
      own_answer: null,
    },
    ...(scope === 'all'
      ? [
          {
            id: 5,
            text: 'Should I leave my first job?',
            asked_by: null,
            genre: 'Career',
            published_at: '2026-12-04T10:00:00.000Z',
            own_answer: { id: 9, status: 'rejected' as const, rejection_reason: 'Too short' },
          },
        ]
      : []),
  ],
});

let calls: RecordedCall[];
const server = (answerStatus = 201) => {
  calls = [];
  mockApi((call) => {
    calls.push(call);
    if (call.method === 'POST')
      return answerStatus === 201
        ? json(201, {
            message: 'Thank you. Your answer was sent for review.',
            answer: { id: 11, status: 'in_review', rejection_reason: null },
          })
        : json(answerStatus, { error: 'That question is not open for answers any more.' });
    return json(200, list(call.url.includes('scope=all') ? 'all' : 'genre'));
  });
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => studioSession.getState().clear());
  restoreFetch();
});

it("lists the approved questions of the consultant's genre, and all genres on request", async () => {
  server();
  signInAs(CONSULTANT);
  renderStudio('/studio/questions');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'How do I pray when I feel empty?' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Your genre (Faith)' })).toBeChecked();
  expect(screen.getByText(/Asked by Ngozi · Faith/)).toBeInTheDocument();
  expect(screen.queryByText('Should I leave my first job?')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'All genres' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Should I leave my first job?' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Asked anonymously · Career/)).toBeInTheDocument();
  expect(
    screen.getByText('Your answer was not published. The moderator said: Too short', {
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(calls.map((c) => new URL(c.url).searchParams.get('scope'))).toEqual(['genre', 'all']);
});

it('sends an answer for review and says it waits for a moderator', async () => {
  server();
  signInAs(CONSULTANT);
  renderStudio('/studio/questions');
  const question = await screen.findByRole('article', { name: 'How do I pray when I feel empty?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Send for review' }));
  expect(within(question).getByText('Please write your answer.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.type(
    within(question).getByRole('textbox', { name: 'Your answer' }),
    'Start small.',
  );
  await userEvent.click(within(question).getByRole('button', { name: 'Send for review' }));
  expect(await within(question).findByRole('status')).toHaveTextContent(
    'Your answer is waiting for review. Once a moderator publishes it',
  );
  expect(within(question).queryByRole('textbox')).not.toBeInTheDocument();
  const sent = calls.find((c) => c.method === 'POST')!;
  expect(sent.url).toMatch(/\/studio\/questions\/4\/answers$/);
  expect(sent.body).toEqual({ body: 'Start small.' });
});

it("shows the API's reason when an answer is refused, keeping what was typed", async () => {
  silenceApiErrors();
  server(404);
  signInAs(CONSULTANT);
  renderStudio('/studio/questions');
  const question = await screen.findByRole('article', { name: 'How do I pray when I feel empty?' });
  await userEvent.type(within(question).getByRole('textbox', { name: 'Your answer' }), 'Hello');
  await userEvent.click(within(question).getByRole('button', { name: 'Send for review' }));
  expect(
    await within(question).findByText('That question is not open for answers any more.'),
  ).toBeInTheDocument();
  expect(within(question).getByRole('textbox', { name: 'Your answer' })).toHaveValue('Hello');
});
