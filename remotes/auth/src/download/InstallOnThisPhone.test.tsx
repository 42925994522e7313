/**
 * "Install Thrive on this phone" on the download pages (issue 46): the browser's install where
 * it offers one, the home-screen steps on iOS, nothing where it cannot install or Thrive already
 * runs installed. The store badges and "Get Started with Our App" stay as the spec has them.
 */
import { activateLocale } from '@thrive/i18n';
import { INSTALL_OFFER_GLOBAL } from '@thrive/platform/installOffer';
import { act, screen, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { ada, json, mockApi, renderAt, setupAuthTests } from '../test/harness';

setupAuthTests();

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Tecno Spark 20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let userAgent = ANDROID_CHROME;
let standalone = false;
beforeEach(() => {
  userAgent = ANDROID_CHROME;
  standalone = false;
  jest.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[INSTALL_OFFER_GLOBAL];
  jest.restoreAllMocks();
});

/** Chromium's beforeinstallprompt, answered with `outcome` when prompted. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}

const INSTALL = 'Install Thrive on this phone';

async function openDownload2() {
  const view = renderAt('/download2');
  await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
  // The spec's words and badges stay.
  expect(
    screen.getByRole('heading', { level: 2, name: 'Get Started with Our App' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Google Play:' })).toBeInTheDocument();
  return view;
}

it('offers the install once the browser does, shows its sheet, and is gone once accepted', async () => {
  const { user } = await openDownload2();
  expect(screen.queryByRole('button', { name: INSTALL })).toBeNull();

  const { event, prompt } = installEvent('accepted');
  act(() => {
    window.dispatchEvent(event);
  });
  await user.click(screen.getByRole('button', { name: INSTALL }));

  expect(prompt).toHaveBeenCalledTimes(1);
  const accepted = await screen.findByText(
    'Thrive is being added to this phone. Open it from your home screen.',
  );
  expect(accepted).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: INSTALL })).toBeNull();
});

it('offers the install the browser made before the page arrived (kept by the shell’s page)', async () => {
  const { event } = installEvent('accepted');
  (window as unknown as Record<string, unknown>)[INSTALL_OFFER_GLOBAL] = event;
  await openDownload2();
  expect(screen.getByRole('button', { name: INSTALL })).toBeVisible();
});

it('takes the button away when the reader dismisses the sheet (the offer serves once)', async () => {
  const { user } = await openDownload2();
  act(() => {
    window.dispatchEvent(installEvent('dismissed').event);
  });
  await user.click(screen.getByRole('button', { name: INSTALL }));
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: INSTALL })).toBeNull();
  expect(screen.queryByText(/Thrive is being added/)).toBeNull();
});

it('tells an iPhone reader how to add Thrive to the home screen', async () => {
  userAgent = IPHONE_SAFARI;
  await openDownload2();
  const steps = screen.getByRole('region', { name: INSTALL });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'In Safari, tap Share (the square with an arrow pointing up).',
    'Choose Add to Home Screen, then tap Add.',
  ]);
  expect(screen.queryByRole('button', { name: INSTALL })).toBeNull();
});

it('shows nothing about installing on a browser that cannot install', async () => {
  userAgent = DESKTOP_FIREFOX;
  await openDownload2();
  expect(screen.queryByText(INSTALL)).toBeNull();
});

it.each([
  ['offered by the browser', ANDROID_CHROME],
  ['on iOS', IPHONE_SAFARI],
])('shows nothing when Thrive already runs installed (%s)', async (_label, agent) => {
  userAgent = agent;
  standalone = true;
  (window as unknown as Record<string, unknown>)[INSTALL_OFFER_GLOBAL] =
    installEvent('accepted').event;
  await openDownload2();
  expect(screen.queryByText(INSTALL)).toBeNull();
});

it('is on /download too, for a signed-in reader', async () => {
  mockApi({
    '/reader/me': () => json(200, { user: ada }),
    '/reader/notifications/unread': () => json(200, { unread: 0 }),
  });
  act(() => authStore.getState().setSession('tok-1', ada));
  userAgent = IPHONE_SAFARI;
  renderAt('/download');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
  expect(screen.getByRole('region', { name: INSTALL })).toBeInTheDocument();
  await act(async () => undefined);
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('offers the install and the iPhone steps in Pidgin', async () => {
    renderAt('/download2');
    act(() => {
      window.dispatchEvent(installEvent('accepted').event);
    });
    expect(
      await screen.findByRole('button', { name: 'Install Thrive for dis phone' }),
    ).toBeVisible();
    expect(screen.getByText('Open Thrive from your home screen like any oda app.')).toBeVisible();
  });

  it('tells an iPhone reader the steps in Pidgin', async () => {
    userAgent = IPHONE_SAFARI;
    renderAt('/download2');
    const steps = await screen.findByRole('region', { name: 'Install Thrive for dis phone' });
    expect(within(steps).getByText('Choose Add to Home Screen, den tap Add.')).toBeVisible();
  });
});
