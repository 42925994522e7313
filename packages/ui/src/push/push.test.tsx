/**
 * The push offer and the account's switches (issue 46), as a reader meets them: the offer
 * appears only where it can work and was not declined, asks the browser's permission only on
 * "Yes", and sends this phone's subscription with the kind; the switches show what this phone
 * gets and change one kind per tap. The browser's push parts are stand-ins (jsdom has none);
 * the API is a fake at the fetch level.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@thrive/api-client';
import PushOffer from './PushOffer';
import PushSettings from './PushSettings';

const API = 'http://api.test/api/v1';
const KEY = 'B'.repeat(86) + 'A';
const ENDPOINT = 'https://push.example/phone-1';
const KEY_BYTES = Uint8Array.from(atob(`${KEY}=`), (char) => char.charCodeAt(0));
const realFetch = globalThis.fetch;

interface Call {
  path: string;
  body: unknown;
}

function fakeApi(kinds: string[]): Call[] {
  configureApi({ baseUrl: API, timeoutMs: 5_000 });
  const calls: Call[] = [];
  let current = kinds;
  globalThis.fetch = (async (input: Request) => {
    const text = await input.text();
    const call = {
      path: new URL(input.url).pathname.replace('/api/v1', ''),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    let body: unknown;
    if (call.path === '/push/key') body = { public_key: KEY };
    else if (call.path === '/reader/push/subscription') {
      current = (call.body as { kinds: string[] }).kinds;
      body = { subscribed: current.length > 0, kinds: current, data_saver: false };
    } else if (call.path === '/reader/push/unsubscribe') {
      current = [];
      body = { subscribed: false, kinds: [], data_saver: false };
    } else body = { subscribed: current.length > 0, kinds: current, data_saver: false };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

/** A browser that can push: a worker registration, its push manager, Notification. */
function pushCapableBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    // Made with the API's key (a subscription made with another is made again).
    options: { applicationServerKey: subscribed ? (KEY_BYTES.buffer as ArrayBuffer) : null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: jest.fn(async () => true),
  };
  let current = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = options.applicationServerKey
        .buffer as ArrayBuffer;
      current = subscription;
      return subscription;
    }),
  };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.assign(window, { PushManager: class {}, Notification: notification });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { pushManager, notification, subscription };
}

afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
  localStorage.clear();
  delete (window as { PushManager?: unknown }).PushManager;
  delete (window as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the push offer', () => {
  it('asks the permission only on "Yes", then subscribes this phone to that kind', async () => {
    const calls = fakeApi([]);
    const browser = pushCapableBrowser();
    render(<PushOffer kind="question_answered" />);
    const offer = await screen.findByRole('complementary', {
      name: 'Get a notification when it is answered?',
    });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, notify me' }));
    expect(
      await screen.findByText(
        'Done. This phone will get a notification. You can turn it off on your account page.',
      ),
    ).toBeInTheDocument();
    expect(offer).not.toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(calls.find((call) => call.path === '/reader/push/subscription')?.body).toEqual({
      subscription: { endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } },
      kinds: ['question_answered'],
      data_saver: false,
      locale: 'en',
    });
  });

  it('says so when the reader blocks notifications in the prompt', async () => {
    fakeApi([]);
    pushCapableBrowser({ answer: 'denied' });
    render(<PushOffer kind="new_story" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Notifications are blocked for Thrive in this browser.',
    );
  });

  it('"Not now" hides it for good on this phone', async () => {
    fakeApi([]);
    pushCapableBrowser();
    const { unmount } = render(<PushOffer kind="new_story" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    render(<PushOffer kind="new_story" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not offered where it cannot work or is on already', async () => {
    fakeApi(['question_answered']);
    // This phone gets answers already.
    pushCapableBrowser({ permission: 'granted', subscribed: true });
    const { unmount } = render(<PushOffer kind="question_answered" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    // Blocked in the browser.
    pushCapableBrowser({ permission: 'denied' });
    const blocked = render(<PushOffer kind="question_answered" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
    blocked.unmount();
    // No push at all (iOS Safari outside the Home Screen).
    delete (window as { PushManager?: unknown }).PushManager;
    render(<PushOffer kind="question_answered" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('Notifications on this phone', () => {
  it('shows one switch per kind as this phone has them, and changes one per tap', async () => {
    const calls = fakeApi(['announcement']);
    const browser = pushCapableBrowser({ permission: 'granted', subscribed: true });
    render(<PushSettings />);
    const news = await screen.findByRole('switch', { name: 'News from Thrive' });
    expect(news).toBeChecked();
    expect(screen.getByRole('switch', { name: 'My question answered' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'My comment published' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'A writer I follow published' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'My question answered' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'My question answered' })).toBeChecked();
    expect(calls.filter((c) => c.path === '/reader/push/subscription').at(-1)?.body).toMatchObject({
      kinds: ['question_answered', 'announcement'],
    });

    // Both off: the phone's subscription ends, on the API and in the browser.
    await userEvent.click(screen.getByRole('switch', { name: 'My question answered' }));
    await screen.findByText('Saved.');
    await userEvent.click(news);
    await screen.findByText('Saved.');
    expect(news).not.toBeChecked();
    expect(calls.map((c) => c.path)).toContain('/reader/push/unsubscribe');
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('puts a switch back and says so when the change cannot be made', async () => {
    const calls = fakeApi(['announcement']);
    pushCapableBrowser({ permission: 'granted', subscribed: true });
    render(<PushSettings />);
    const answers = await screen.findByRole('switch', { name: 'My question answered' });
    globalThis.fetch = (async () =>
      new Response('{"error":"Down."}', { status: 503 })) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(answers);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications could not be changed. Please try again.',
    );
    expect(answers).not.toBeChecked();
    expect(calls.map((c) => c.path)).toEqual(['/reader/push/subscription/find']);
  });

  it('tells a browser that cannot push how to get notifications', () => {
    render(<PushSettings />);
    expect(
      screen.getByText(/This browser cannot show notifications from Thrive\. On an iPhone/),
    ).toBeInTheDocument();
  });
});
