/**
 * Web Push end to end (issue 46), against the real API, the built site and admin console, and
 * a real Web Push protocol server run here (`web-push-testing`: it takes pushes as a push
 * service does, checks their VAPID signature, decrypts them as a phone would, and answers 410
 * for a subscription it was told is gone).
 *
 * What is real end to end: the reader's taps (the offer after asking, the account's switch),
 * the browser's notification permission (granted to the context), the page's code sending the
 * subscription to the API, the admin's "Create Notification" in the console, the API's queue
 * and worker encrypting and signing the push and posting it to the push server, the push
 * server decrypting it, the console's sent/delivered/failed counts, and a 410 from the push
 * server deleting the subscription. Then the decrypted payload is handed to the site's real
 * service worker with DevTools' `ServiceWorker.deliverPushMessage` (what a browser does when
 * its push service delivers), which shows the notification (read back with
 * `registration.getNotifications()`).
 *
 * What is stood in for: Chromium's own push service is Google's (FCM), out of reach from this
 * machine and not redirectable, so `PushManager.subscribe()` in the page is answered with the
 * subscription web-push-testing made for the API's key (an init script), and the push server
 * does not forward to the browser by itself (DevTools does, above).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openAdmin, WIDE } from './support/admin.ts';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { hydrated, openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'calm-river-42';
/** The push server's port (each helper's block has its own: PUSH_TESTING_PORT). */
const PUSH_PORT = Number(process.env.PUSH_TESTING_PORT ?? 8090);
const PUSH_SERVER = `http://localhost:${PUSH_PORT}`;
const run = Date.now().toString(36);

interface TestingSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

let pushServer: ChildProcess;
let admin: E2EAdmin;
let adminPage: Page;

test.beforeAll(async ({ browser, request }) => {
  const script = createRequire(import.meta.url).resolve('web-push-testing/src/bin/server.js');
  pushServer = spawn(process.execPath, [script, String(PUSH_PORT)], { stdio: 'ignore' });
  await expect
    .poll(async () => (await request.post(`${PUSH_SERVER}/status`).catch(() => null))?.status(), {
      timeout: 15_000,
    })
    .toBe(200);
  admin = await enrolAdmin(browser, 'push');
  adminPage = await (await browser.newContext()).newPage();
  await adminPage.setViewportSize(WIDE);
  await signInAdmin(adminPage, admin, '/notifications');
});

test.afterAll(async () => {
  await adminPage?.context().close();
  pushServer?.kill();
});

/**
 * The page's PushManager answers with web-push-testing's subscription (kept in localStorage
 * across the pages of the visit, as the browser keeps its own): Chromium's push service is out
 * of reach here. Everything the site does with it is its own code.
 */
async function pushServiceStandIn(context: BrowserContext, subscription: TestingSubscription) {
  await context.addInitScript((made: TestingSubscription) => {
    const KEY = 'e2e-push-subscription';
    const asSubscription = (saved: { key: number[] }) => ({
      endpoint: made.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(saved.key).buffer },
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(
      options?: PushSubscriptionOptionsInit,
    ) {
      const key = [...new Uint8Array(options!.applicationServerKey as ArrayBuffer)];
      localStorage.setItem(KEY, JSON.stringify({ key }));
      return asSubscription({ key }) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const saved = localStorage.getItem(KEY);
      return saved ? (asSubscription(JSON.parse(saved)) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

/** Sends a notification to one reader from the console; returns once it says it was sent. */
async function sendFromConsole(email: string, title: string, body: string) {
  await openAdmin(adminPage, '/notifications');
  const form = adminPage.getByRole('form', { name: 'New notification' });
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'One reader' });
  await form.getByLabel("Reader's e-mail address").fill(email);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Message', { exact: true }).fill(body);
  await form.getByRole('button', { name: 'Preview' }).click();
  await adminPage
    .getByRole('region', { name: 'Preview' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(adminPage.getByText('Sent to 1 reader.')).toBeVisible();
}

test("a reader turns push on after asking, an admin's notification reaches the service worker decrypted and is shown, and a gone subscription is deleted", async ({
  browser,
  request,
}) => {
  const { public_key } = (await (await request.get(`${API}/push/key`)).json()) as {
    public_key: string;
  };
  // The push server's subscription for the API's key (what a browser's push service makes).
  const made = await request.post(`${PUSH_SERVER}/subscribe`, {
    data: { userVisibleOnly: 'true', applicationServerKey: public_key },
  });
  const subscription = ((await made.json()) as { data: TestingSubscription }).data;

  const email = uniqueEmail('push');
  const session = await verifiedReader(request, API, email, PASSWORD);
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: PUBLIC });
  await pushServiceStandIn(context, subscription);
  const page = await context.newPage();
  await page.goto(`${PUBLIC}/login`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authUser', JSON.stringify(user));
  }, session);

  // Asking a question merits the offer; nothing asked before that.
  await openHydrated(page, `${PUBLIC}/ask`);
  await expect(page.getByText('Get a notification when it is answered?')).toHaveCount(0);
  await page.getByLabel('Your question').fill(`How do I keep calm before exams ${run}?`);
  await page.getByRole('button', { name: 'Send my question' }).click();
  const offer = page.getByRole('complementary', {
    name: 'Get a notification when it is answered?',
  });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Yes, notify me' }).click();
  await expect(
    page.getByText(
      'Done. This phone will get a notification. You can turn it off on your account page.',
    ),
  ).toBeVisible();

  // The account page: this phone's switches; news turned on.
  await openHydrated(page, `${PUBLIC}/account`);
  const section = page.getByRole('region', { name: 'Notifications on this phone' });
  await expect(section.getByRole('switch', { name: 'My question answered' })).toBeChecked();
  const news = section.getByRole('switch', { name: 'News from Thrive' });
  await expect(news).not.toBeChecked();
  await news.check();
  await expect(section.getByText('Saved.')).toBeVisible();

  // The admin sends; the push server receives the push, decrypts it: fixed words only.
  await sendFromConsole(
    email,
    `Exam week ${run}`,
    `Three stories about sleep before exams ${run}.`,
  );
  await expect(adminPage.getByRole('status', { name: 'Pushes to phones' })).toHaveText(
    'Pushes to phones: 1 sent, 1 delivered, 0 failed.',
    { timeout: 20_000 },
  );
  const received = await request.post(`${PUSH_SERVER}/get-notifications`, {
    data: { clientHash: subscription.clientHash },
  });
  const { messages } = ((await received.json()) as { data: { messages: string[] } }).data;
  expect(messages).toHaveLength(1);
  const payload = JSON.parse(messages[0]!) as Record<string, unknown>;
  expect(payload).toMatchObject({
    kind: 'announcement',
    title: 'News from Thrive',
    body: 'The Thrive team has news for you. Tap to read it.',
    turnOff: 'Turn off these notifications',
  });
  expect(messages[0]).not.toContain(run);

  // The browser delivers it to the site's service worker, which shows it.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${PUBLIC}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: PUBLIC,
    registrationId: await registrationId,
    data: messages[0]!,
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          actions: (shown as unknown as { actions: { title: string }[] }).actions.map(
            (a) => a.title,
          ),
        })),
      ),
    )
    .toEqual([
      {
        title: 'News from Thrive',
        body: 'The Thrive team has news for you. Tap to read it.',
        tag: 'announcement',
        actions: ['Turn off these notifications'],
      },
    ]);

  // The push server says the subscription is gone: the next push fails and the API deletes it.
  await request.post(`${PUSH_SERVER}/expire-subscription/${subscription.clientHash}`);
  await sendFromConsole(email, `Later ${run}`, 'More stories are up.');
  await expect(adminPage.getByRole('status', { name: 'Pushes to phones' })).toHaveText(
    'Pushes to phones: 1 sent, 0 delivered, 1 failed.',
    { timeout: 20_000 },
  );
  const found = await request.post(`${API}/reader/push/subscription/find`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { endpoint: subscription.endpoint },
  });
  expect(await found.json()).toEqual({ subscribed: false, kinds: [], data_saver: false });
  await context.close();
});
