import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioStory } from '@thrive/reader-contract/schemas';
import {
  json,
  mockApi,
  restoreFetch,
  silenceApiErrors,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { studioSession } from '../session/studioSession';
import { renderStudio, signInAs, WRITER } from '../testing/renderStudio';
import { deviceDrafts, keyOfStory } from './draftStore';

// Typing a story and waiting out the save delay takes a few seconds on a busy machine.
jest.setTimeout(30_000);

const story = (overrides: Partial<StudioStory> = {}): StudioStory => ({
  id: 5,
  slug: 'the-year-abc123',
  title: 'The year I rested',
  body: 'First paragraph.',
  genre: 'Mental Health',
  content_warnings: [],
  premium: false,
  status: 'draft',
  revision: 2,
  rejection_reason: null,
  updated_at: '2026-12-07T10:00:00.000Z',
  published_at: null,
  ...overrides,
});

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
};

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  localStorage.clear();
  online = true;
  silenceApiErrors();
  signInAs();
});
afterEach(() => {
  act(() => studioSession.getState().clear());
  restoreFetch();
  jest.restoreAllMocks();
});

const saves = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PATCH' || call.method === 'POST');
const body = () => screen.getByRole('textbox', { name: /Your story/ });

it('keeps every keystroke on the device at once, then saves the draft to the server', async () => {
  const calls = mockApi((call) =>
    call.method === 'POST'
      ? json(201, { story: story({ revision: 1, ...(call.body as object) }) })
      : json(200, {}),
  );
  const user = userEvent.setup();
  renderStudio('/studio/write');
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'The year I rested');
  await user.type(body(), 'I worked every night.');
  // On the device before any call: a closed tab now loses nothing.
  expect(deviceDrafts.unsent(WRITER.member_id)[0]!.fields).toMatchObject({
    title: 'The year I rested',
    body: 'I worked every night.',
  });
  expect(screen.getByRole('status')).toHaveTextContent('Saved on this device');
  expect(saves(calls)).toEqual([]);

  await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument(), { timeout: 5_000 });
  expect(saves(calls)).toHaveLength(1);
  expect(saves(calls)[0]).toMatchObject({
    method: 'POST',
    url: expect.stringMatching(/\/studio\/stories$/),
    body: { title: 'The year I rested', body: 'I worked every night.', genre: '' },
  });
  // The device copy now names the server's story.
  expect(deviceDrafts.get(WRITER.member_id, keyOfStory(5))).toMatchObject({ dirty: false });
});

it('writes on offline and saves to the server when the connection is back', async () => {
  const calls = mockApi((call) =>
    call.method === 'GET'
      ? json(200, { story: story() })
      : json(200, { story: story({ revision: 3, ...(call.body as object) }) }),
  );
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  await screen.findByDisplayValue('First paragraph.');
  setOnline(false);
  await user.type(body(), ' Written on the bus.');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Saved on this device. It will be saved online when you are back online.',
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
  expect(saves(calls)).toEqual([]);
  expect(deviceDrafts.get(WRITER.member_id, keyOfStory(5))!.fields.body).toBe(
    'First paragraph. Written on the bus.',
  );

  setOnline(true);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/));
  expect(saves(calls)).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      url: expect.stringMatching(/\/studio\/stories\/5$/),
      body: expect.objectContaining({
        base_revision: 2,
        body: 'First paragraph. Written on the bus.',
      }),
    }),
  ]);
});

it('tries a save that got no answer again, even when the browser never says it is back online', async () => {
  let failures = 1;
  const calls = mockApi((call) => {
    if (call.method === 'GET') return json(200, { story: story() });
    if (failures-- > 0) throw new TypeError('Failed to fetch');
    return json(200, { story: story({ revision: 3, ...(call.body as object) }) });
  });
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  await screen.findByDisplayValue('First paragraph.');
  await user.type(body(), ' More.');
  await waitFor(
    () => expect(screen.getByRole('status')).toHaveTextContent(/when you are back online/),
    {
      timeout: 5_000,
    },
  );
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/), {
    timeout: 10_000,
  });
  expect(saves(calls)).toHaveLength(2);
});

it('says why the server refused a save', async () => {
  mockApi((call) =>
    call.method === 'GET'
      ? json(200, { story: story() })
      : json(400, { error: 'The title must be at most 150 characters.' }),
  );
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  await screen.findByDisplayValue('First paragraph.');
  await user.type(body(), ' More.');
  await waitFor(
    () =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your draft could not be saved online. It is kept on this device. The title must be at most 150 characters.',
      ),
    { timeout: 5_000 },
  );
});

it('shows both versions when the draft was changed on another device, and overwrites nothing until the writer chooses', async () => {
  const other = story({ revision: 3, body: 'Written on the laptop.' });
  const calls = mockApi((call) => {
    if (call.method === 'GET') return json(200, { story: story() });
    const base = (call.body as { base_revision: number }).base_revision;
    return base === 2
      ? json(409, { error: 'Changed on another device.', code: 'REVISION_CONFLICT', story: other })
      : json(200, { story: story({ revision: 4, ...(call.body as object) }) });
  });
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  await screen.findByDisplayValue('First paragraph.');
  await user.type(body(), ' Written on the phone.');

  const panel = await screen.findByRole(
    'region',
    { name: 'Two versions of this draft' },
    { timeout: 5_000 },
  );
  expect(within(panel).getByRole('region', { name: 'On this device' })).toHaveTextContent(
    'First paragraph. Written on the phone.',
  );
  expect(
    within(panel).getByRole('region', { name: 'Saved from another device (revision 3)' }),
  ).toHaveTextContent('Written on the laptop.');
  expect(screen.getByRole('button', { name: 'Send for review' })).toBeDisabled();

  await user.click(within(panel).getByRole('button', { name: 'Keep the version on this device' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/));
  expect(saves(calls).at(-1)!.body).toMatchObject({
    base_revision: 3,
    body: 'First paragraph. Written on the phone.',
  });
  expect(screen.queryByRole('region', { name: 'Two versions of this draft' })).toBeNull();
});

it('can take the other device’s version instead', async () => {
  const other = story({ revision: 3, body: 'Written on the laptop.' });
  mockApi((call) =>
    call.method === 'GET'
      ? json(200, { story: story() })
      : json(409, { error: 'Changed.', code: 'REVISION_CONFLICT', story: other }),
  );
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  await screen.findByDisplayValue('First paragraph.');
  await user.type(body(), ' Phone.');
  await user.click(
    await screen.findByRole('button', { name: 'Use the other version' }, { timeout: 5_000 }),
  );
  expect(await screen.findByDisplayValue('Written on the laptop.')).toBeInTheDocument();
  expect(deviceDrafts.get(WRITER.member_id, keyOfStory(5))).toMatchObject({
    baseRevision: 3,
    dirty: false,
  });
});

it('shows the moderator’s reason on a rejected story and sends the revision for review again', async () => {
  const rejected = story({
    status: 'rejected',
    rejection_reason: 'Please add how you found help.',
  });
  const calls = mockApi((call) => {
    if (call.method === 'GET') return json(200, { story: rejected });
    if (call.method === 'PATCH')
      return json(200, { story: { ...rejected, ...(call.body as object), revision: 3 } });
    return json(200, { story: { ...rejected, status: 'in_review', revision: 3 } });
  });
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  expect(await screen.findByText('Please add how you found help.')).toBeInTheDocument();
  await user.type(body(), ' A counsellor helped me.');
  await user.click(screen.getByRole('button', { name: 'Send for review again' }));
  expect(
    await screen.findByText(
      /Sent for review. We will e-mail you when a moderator has looked at it./,
    ),
  ).toBeInTheDocument();
  expect(saves(calls).map((call) => call.method)).toEqual(['PATCH', 'POST']);
  expect(saves(calls)[1]).toMatchObject({
    url: expect.stringMatching(/\/studio\/stories\/5\/submit$/),
    body: { revision: 3 },
  });
});

it('says why a story cannot be sent yet', async () => {
  mockApi((call) =>
    call.method === 'GET'
      ? json(200, { story: story({ title: '' }) })
      : json(400, { error: 'Please give your story a title before you send it for review.' }),
  );
  const user = userEvent.setup();
  renderStudio('/studio/write/5');
  await user.click(await screen.findByRole('button', { name: 'Send for review' }));
  expect(
    await screen.findByText('Please give your story a title before you send it for review.'),
  ).toBeInTheDocument();
});
