import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@thrive/api-client';
import { configureSite, DEFAULT_SITE_SETTINGS } from '../siteSettings';
import { AppAvailability } from './AppAvailability';

const PLAY = 'https://play.google.com/store/apps/details?id=ng.thrive';
const APPLE = 'https://apps.apple.com/ng/app/thrive/id000000000';

const sent: { path: string; body: unknown }[] = [];
function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.text();
    sent.push({ path: new URL(request.url).pathname, body: JSON.parse(text) as unknown });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

beforeEach(() => {
  sent.length = 0;
  configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
});
afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

describe('before any store listing is set', () => {
  it('says the app is on its way under every badge, links nowhere and never claims availability', () => {
    render(<AppAvailability />);
    expect(screen.getByText('The Thrive app for Android and iPhone is on its way.')).toBeVisible();
    expect(screen.queryByText(/Available for/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const stores = within(screen.getByRole('list', { name: 'App stores' })).getAllByRole(
      'listitem',
    );
    expect(stores.map((store) => store.textContent)).toEqual(['On its way', 'On its way']);
    expect(screen.getByRole('img', { name: 'Google Play:' })).toHaveAttribute('width', '180');
    expect(screen.getByRole('img', { name: 'App Store:' })).toHaveAttribute('height', '54');
  });

  it('loads the badges lazily (below a phone’s first screen, they must not delay the page)', () => {
    render(<AppAvailability />);
    for (const name of ['Google Play:', 'App Store:'])
      expect(screen.getByRole('img', { name })).toHaveAttribute('loading', 'lazy');
  });

  it("offers 'tell me when it's out': POST /app-updates {email}, then the API's own answer", async () => {
    answer(200, { message: 'Almost there! Please check your inbox.' });
    const user = userEvent.setup();
    render(<AppAvailability />);
    await user.type(screen.getByLabelText('Your e-mail address'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: "Tell me when it's out" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost there! Please check your inbox.',
    );
    expect(sent).toEqual([{ path: '/api/v1/app-updates', body: { email: 'ada@example.com' } }]);
  });

  it('checks the address before sending', async () => {
    answer(200, { message: 'x' });
    const user = userEvent.setup();
    render(<AppAvailability />);
    await user.click(screen.getByRole('button', { name: "Tell me when it's out" }));
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await user.type(screen.getByLabelText('Your e-mail address'), 'ada@example');
    await user.click(screen.getByRole('button', { name: "Tell me when it's out" }));
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the API's error in the 'An error has occured' modal and keeps the address", async () => {
    answer(429, { error: 'Too many requests. Please try again in a minute.' });
    const user = userEvent.setup();
    render(<AppAvailability />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: "Tell me when it's out" }));
    const dialog = await screen.findByRole('dialog', { name: 'An error has occured' });
    expect(dialog).toHaveTextContent('Too many requests. Please try again in a minute.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('ada@example.com');
  });
});

it('links each badge once its listing is set, and offers the opt-in only while one is missing', () => {
  configureSite({ ...DEFAULT_SITE_SETTINGS, storeUrls: { android: PLAY, ios: null } });
  render(<AppAvailability />);
  expect(screen.getByText('Available for Android')).toBeVisible();
  const play = screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' });
  expect(play).toHaveAttribute('href', PLAY);
  expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('On its way')).toBeVisible();
  expect(screen.getByRole('button', { name: "Tell me when it's out" })).toBeVisible();

  act(() => configureSite({ ...DEFAULT_SITE_SETTINGS, storeUrls: { android: PLAY, ios: APPLE } }));
  expect(screen.getByText('Available for Android and iPhone')).toBeVisible();
  expect(screen.getAllByRole('link')).toHaveLength(2);
  expect(screen.queryByText('On its way')).toBeNull();
  expect(screen.queryByRole('button', { name: "Tell me when it's out" })).toBeNull();
});
