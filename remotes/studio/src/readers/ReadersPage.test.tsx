import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioReaders } from '@thrive/reader-contract/studioReaders';
import {
  json,
  mockApi,
  restoreFetch,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { studioSession } from '../session/studioSession';
import { renderStudio, signInAs } from '../testing/renderStudio';

const story = { target: 'story' as const, id: 3, title: 'Learning to rest', link: '/stories/rest' };
const readers = (overrides: Partial<StudioReaders> = {}): StudioReaders => ({
  followers: 1_204,
  likes: [{ on: story, liked_at: '2026-12-06T10:00:00.000Z' }],
  comments: [
    {
      id: 21,
      text: 'How did you start?',
      by: 'Bisi',
      published_at: '2026-12-06T11:00:00.000Z',
      on: story,
      replies: [],
    },
    {
      id: 22,
      text: 'Thank you for this.',
      by: null,
      published_at: '2026-12-05T11:00:00.000Z',
      on: story,
      replies: [
        { id: 30, text: 'Thank you for reading.', status: 'published', rejection_reason: null },
      ],
    },
  ],
  ...overrides,
});

let calls: RecordedCall[];
const server = (body: StudioReaders = readers()) => {
  calls = [];
  mockApi((call) => {
    calls.push(call);
    return call.method === 'POST'
      ? json(201, {
          message: 'Thank you. Your reply was sent for review.',
          reply: { id: 31, status: 'in_review', rejection_reason: null },
        })
      : json(200, body);
  });
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => studioSession.getState().clear());
  restoreFetch();
});

it('shows the followers count, recent likes and published comments with replies', async () => {
  server();
  signInAs();
  renderStudio('/studio/readers');
  expect(await screen.findByText('Followers: 1,204')).toBeInTheDocument();
  const likes = screen.getByRole('region', { name: 'Recent likes' });
  expect(
    within(likes).getByText(/A reader liked your story “Learning to rest”/),
  ).toBeInTheDocument();
  const comments = screen.getByRole('region', { name: 'Published comments' });
  const first = within(comments).getByRole('article', { name: 'How did you start?' });
  expect(within(first).getByText(/Bisi ·/)).toBeInTheDocument();
  expect(
    within(first).getByRole('link', { name: 'your story “Learning to rest”' }),
  ).toHaveAttribute('href', '/stories/rest');
  const second = within(comments).getByRole('article', { name: 'Thank you for this.' });
  expect(within(second).getByText(/Anonymous ·/)).toBeInTheDocument();
  expect(
    within(second).getByText('Your reply is published: Thank you for reading.'),
  ).toBeInTheDocument();
});

it('sends a reply for review and shows it as waiting', async () => {
  server();
  signInAs();
  renderStudio('/studio/readers');
  const comment = await screen.findByRole('article', { name: 'How did you start?' });
  await userEvent.type(
    within(comment).getByRole('textbox', { name: 'Your reply' }),
    'One evening at a time.',
  );
  await userEvent.click(within(comment).getByRole('button', { name: 'Send reply' }));
  expect(
    await within(comment).findByText('Your reply is waiting for review: One evening at a time.'),
  ).toBeInTheDocument();
  const sent = calls.find((c) => c.method === 'POST')!;
  expect(sent.url).toMatch(/\/studio\/readers\/comments\/21\/replies$/);
  expect(sent.body).toEqual({ text: 'One evening at a time.' });
});

it('says so when there are no likes or published comments yet', async () => {
  server(readers({ followers: 0, likes: [], comments: [] }));
  signInAs();
  renderStudio('/studio/readers');
  expect(await screen.findByText('No likes on your published work yet.')).toBeInTheDocument();
  expect(screen.getByText('No published comments on your work yet.')).toBeInTheDocument();
  expect(screen.getByText('Followers: 0')).toBeInTheDocument();
});
