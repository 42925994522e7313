import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@thrive/auth-store';
import { activateLocale } from '@thrive/i18n';
import {
  json,
  mockApi,
  restoreFetch,
  type RecordedCall,
} from '@thrive/api-client/src/testing/mockApi';
import { SaveButton } from './SaveButton';
import { forgetSync, SAVED_STORAGE_KEY, savedOnDevice } from './savedOnDevice';

const worker = { postMessage: jest.fn() };
beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: worker },
  });
});
afterEach(() => {
  act(() => authStore.getState().clear());
  localStorage.clear();
  forgetSync();
  worker.postMessage.mockReset();
  restoreFetch();
});

const signIn = () =>
  act(() =>
    authStore.getState().setSession('reader-token-0123456789abcdef', {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
    }),
  );

const show = () =>
  render(
    <MemoryRouter>
      <SaveButton slug="rest-abc123" title="Rest is part of the work" writer="Tunde Adeyemi" />
    </MemoryRouter>,
  );

it('signed out, a tap saves the story on this phone, keeps it for offline reading, and asks the API nothing', async () => {
  const calls = mockApi(() => json(200, {}));
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Saved. You can read it in Saved stories, also without a connection.',
  );
  expect(screen.getByRole('link', { name: 'Saved stories' })).toHaveAttribute('href', '/saved');
  expect(savedOnDevice()).toEqual([
    {
      slug: 'rest-abc123',
      title: 'Rest is part of the work',
      writer: 'Tunde Adeyemi',
      saved_at: expect.any(String),
    },
  ]);
  expect(worker.postMessage).toHaveBeenCalledWith({
    type: 'thrive-keep-page',
    page: 'http://localhost/stories/rest-abc123',
    files: [],
  });
  expect(calls).toEqual([]);
  // A second tap takes it out.
  await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
  expect(savedOnDevice()).toEqual([]);
});

it("signed in, the phone's saves are merged into the account's once, and a tap saves on the account too", async () => {
  localStorage.setItem(
    SAVED_STORAGE_KEY,
    JSON.stringify([
      { slug: 'old-1', title: 'Old', writer: 'Ada', saved_at: '2026-12-01T00:00:00Z' },
    ]),
  );
  signIn();
  const fromAccount = {
    slug: 'other-phone-2',
    title: 'From my other phone',
    genre: 'Faith',
    content_warnings: [],
    premium: false,
    excerpt: null,
    published_at: '2026-11-01T00:00:00Z',
    saved_at: '2026-12-02T00:00:00Z',
    writer: { username: 'ada', display_name: 'Ada' },
  };
  const calls = mockApi((call: RecordedCall) =>
    json(200, { stories: call.url.endsWith('/merge') ? [fromAccount] : [] }),
  );
  show();
  await screen.findByRole('button', { name: 'Save' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(calls.filter((c) => c.url.endsWith('/reader/saves/merge')).map((c) => c.body)).toEqual([
    { slugs: ['old-1'] },
  ]);
  expect(savedOnDevice().map((s) => s.slug)).toEqual(['other-phone-2']);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    calls.filter((c) => c.method === 'POST' && c.url.endsWith('/reader/saves')).map((c) => c.body),
  ).toEqual([{ slug: 'rest-abc123', saved: true }]);
});

it('a tap while the account’s list is on its way stays saved when the list arrives without it', async () => {
  signIn();
  let answerMerge: (response: Response) => void = () => undefined;
  const calls = mockApi((call: RecordedCall) =>
    call.url.endsWith('/merge')
      ? new Promise<Response>((resolve) => (answerMerge = resolve))
      : json(200, { stories: [] }),
  );
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  // The account's list, read before the tap reached it.
  await act(async () => answerMerge(json(200, { stories: [] })));
  expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(savedOnDevice().map((s) => s.slug)).toEqual(['rest-abc123']);
  expect(calls.filter((c) => c.url.endsWith('/reader/saves')).map((c) => c.body)).toEqual([
    { slug: 'rest-abc123', saved: true },
  ]);
});

it('says save in Pidgin', async () => {
  await activateLocale('pcm');
  mockApi(() => json(200, {}));
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'E don save' })).toBeInTheDocument();
  await activateLocale('en');
});

it('posts without JavaScript as a reader’s form naming the wanted end: save, then take it off', async () => {
  mockApi(() => json(200, {}));
  show();
  const form = () => screen.getByRole('button', { name: /^Save/ }).closest('form')!;
  // The session marker: the early-input script adds the stored session to a native post.
  expect(form()).toHaveAttribute('data-thrive-session');
  expect(form()).toHaveFormValues({ _form: 'save', slug: 'rest-abc123', saved: 'on' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(form()).toHaveFormValues({ slug: 'rest-abc123', saved: '' });
});
