import { act, screen, within } from '@testing-library/react';
import type { StudioStoryRow } from '@thrive/reader-contract/schemas';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
} from '@thrive/api-client/src/testing/mockApi';
import { studioSession } from '../session/studioSession';
import { renderStudio, signInAs, WRITER } from '../testing/renderStudio';
import { deviceDrafts, EMPTY_FIELDS } from '../write/draftStore';

const row = (overrides: Partial<StudioStoryRow>): StudioStoryRow => ({
  id: 1,
  slug: 'a-story-abc123',
  title: 'A story',
  genre: 'Career',
  status: 'draft',
  rejection_reason: null,
  reads: 0,
  likes: 0,
  comments: 0,
  updated_at: '2026-12-01T10:00:00.000Z',
  published_at: null,
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  signInAs();
});
afterEach(() => {
  act(() => studioSession.getState().clear());
  restoreFetch();
  jest.restoreAllMocks();
});

it('lists each story with its state, the moderator’s reason, reads, likes, comments and date', async () => {
  mockApi(() =>
    json(200, {
      stories: [
        row({ id: 1, title: 'Still a draft' }),
        row({ id: 2, title: 'Waiting', status: 'in_review' }),
        row({
          id: 3,
          title: 'Sent back',
          status: 'rejected',
          rejection_reason: 'Please add how you found help.',
        }),
        row({
          id: 4,
          title: 'Out there',
          status: 'published',
          reads: 12,
          likes: 1,
          comments: 2,
          published_at: '2026-12-05T10:00:00.000Z',
        }),
      ],
    }),
  );
  renderStudio('/studio');
  const list = await screen.findByRole('list', { name: 'Your stories' });
  const item = (title: string) => within(list).getByRole('link', { name: title }).closest('li')!;
  expect(item('Still a draft')).toHaveTextContent(
    'Draft · Updated 1 December 2026 · 0 reads · 0 likes',
  );
  expect(item('Waiting')).toHaveTextContent('In review');
  expect(item('Sent back')).toHaveTextContent(
    'Rejected · Updated 1 December 2026 · 0 reads · 0 likes · 0 comments',
  );
  expect(item('Sent back')).toHaveTextContent('Moderator’s reason: Please add how you found help.');
  expect(item('Out there')).toHaveTextContent(
    'Published · Published 5 December 2026 · 12 reads · 1 like · 2 comments',
  );
  expect(within(list).getByRole('link', { name: 'Sent back' })).toHaveAttribute(
    'href',
    '/studio/write/3',
  );
});

it('shows a draft this device has not saved online yet', async () => {
  deviceDrafts.put(WRITER.member_id, {
    key: 'new-1',
    storyId: null,
    baseRevision: null,
    fields: { ...EMPTY_FIELDS, title: 'Written on the bus' },
    dirty: true,
    keptAt: '2026-12-07T10:00:00.000Z',
  });
  mockApi(() => json(200, { stories: [] }));
  renderStudio('/studio');
  const onDevice = await screen.findByRole('list', {
    name: 'On this device only: not saved online yet',
  });
  expect(within(onDevice).getByRole('link', { name: 'Written on the bus' })).toHaveAttribute(
    'href',
    '/studio/write',
  );
});

it('says when the stories could not be loaded, with a way to try again', async () => {
  silenceApiErrors();
  mockApi(() => json(500, { error: 'Something went wrong.' }));
  renderStudio('/studio');
  expect(
    await screen.findByText('Something went wrong.', undefined, { timeout: 8_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
