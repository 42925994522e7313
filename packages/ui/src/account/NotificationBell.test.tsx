import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@thrive/api-client';
import { authStore } from '@thrive/auth-store';
import { activateLocale } from '@thrive/i18n';
import { AccountLinks } from './AccountLinks';
import { NOTIFICATIONS_SEEN_EVENT } from './NotificationBell';

const realFetch = globalThis.fetch;
let unread = 3;
const asked: string[] = [];
beforeEach(() => {
  localStorage.clear();
  authStore.getState().clear();
  asked.length = 0;
  configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
  globalThis.fetch = (async (input: Request) => {
    asked.push(`${new URL(input.url).pathname} ${input.headers.get('authorization') ?? ''}`);
    return new Response(JSON.stringify({ unread }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const show = () =>
  render(
    <MemoryRouter>
      <AccountLinks bell />
    </MemoryRouter>,
  );

it('signed out there is no bell and nothing is asked', () => {
  show();
  expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  expect(asked).toEqual([]);
});

it('two bells on one page (the header has one per layout) ask once', async () => {
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  render(
    <MemoryRouter>
      <AccountLinks bell />
      <AccountLinks bell layout="compact" />
    </MemoryRouter>,
  );
  expect(await screen.findAllByRole('link', { name: 'Notifications (3 unread)' })).toHaveLength(2);
  expect(asked).toHaveLength(1);
});

it('signed in, the bell leads to the inbox and says how many are unread; it asks again once they are read', async () => {
  show();
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  const bell = await screen.findByRole('link', { name: 'Notifications (3 unread)' });
  expect(bell).toHaveAttribute('href', '/notifications');
  expect(bell).toHaveTextContent('3');
  expect(asked).toEqual(['/api/v1/reader/notifications/unread Bearer token-1']);
  unread = 0;
  act(() => {
    window.dispatchEvent(new Event(NOTIFICATIONS_SEEN_EVENT));
  });
  expect(await screen.findByRole('link', { name: 'Notifications' })).not.toHaveTextContent('3');
});

it('says it in Pidgin', async () => {
  await activateLocale('pcm');
  unread = 2;
  show();
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  expect(
    await screen.findByRole('link', { name: 'Notifications (2 wey you never read)' }),
  ).toBeInTheDocument();
  await activateLocale('en');
});
