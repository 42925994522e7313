import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@thrive/api-client';
import userEvent from '@testing-library/user-event';
import { authStore } from '@thrive/auth-store';
import { renderWithRouter } from '../testing/renderWithRouter';
import { SiteHeader as Header } from './SiteHeader';

const realFetch = globalThis.fetch;
/** Signed in, the header's bell asks the reader API for the unread count. */
const unreadAnswer = () =>
  new Response(JSON.stringify({ unread: 0 }), { headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  localStorage.clear();
  authStore.getState().clear();
  configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
  globalThis.fetch = jest.fn(async () => unreadAnswer()) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('shows the spec’s four links inline, in order, then Stories and Ask', () => {
  renderWithRouter(<Header />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['Pricing', '/pricing'],
    ['About', '/about'],
    ['Help', '/help'],
    ['Stories', '/stories'],
    ['Ask', '/ask'],
  ]);
});

it('marks the current page', () => {
  renderWithRouter(<Header />, '/pricing');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

/** The desktop header's account area (the phone's bar has its own copy, hidden by CSS). */
const wideAccount = () => within(screen.getByRole('banner')).getAllByTestId('account-area')[0]!;

it('offers Log in and Get Started when nobody is signed in', () => {
  renderWithRouter(<Header />);
  const area = wideAccount();
  expect(within(area).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(within(area).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup',
  );
  expect(within(area).queryByRole('button', { name: 'Log out' })).toBeNull();
});

it('follows the shared session live: the first name and Log out while signed in', () => {
  renderWithRouter(<Header />);
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  const area = wideAccount();
  expect(within(area).getByRole('link', { name: 'Hi, Ada (your account)' })).toHaveAttribute(
    'href',
    '/account',
  );
  expect(within(area).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(within(area).queryByRole('link', { name: 'Log in' })).toBeNull();
  act(() => authStore.getState().clear());
  expect(within(wideAccount()).queryByRole('button', { name: 'Log out' })).toBeNull();
  expect(within(wideAccount()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

it('shows the name and Log out in the phone header bar too', () => {
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  renderWithRouter(<Header />);
  const [, compact] = within(screen.getByRole('banner')).getAllByTestId('account-area');
  expect(within(compact!).getByRole('link', { name: /Ada/ })).toHaveAttribute('href', '/account');
  expect(within(compact!).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
});

it('restores a stored session on load', () => {
  localStorage.setItem('authToken', 'token-2');
  localStorage.setItem('authUser', JSON.stringify({ first_name: 'Chidi' }));
  act(() => authStore.getState().rehydrate());
  renderWithRouter(<Header />);
  expect(
    within(wideAccount()).getByRole('link', { name: 'Hi, Chidi (your account)' }),
  ).toBeVisible();
});

it('is signed out in the prerendered HTML, whatever is stored (the session comes after hydration)', () => {
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  const html = renderToString(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  expect(html).toContain('Log in');
  expect(html).not.toContain('Ada');
});

describe('Log out', () => {
  const requests: { path: string; authorization: string | null }[] = [];
  beforeEach(() => {
    requests.length = 0;
    configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      await request.text();
      if (new URL(request.url).pathname.endsWith('/notifications/unread')) return unreadAnswer();
      requests.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
      });
      return new Response(null, { status: 204 });
    }) as typeof fetch;
  });

  it('revokes the session on the server, clears it, says so and keeps focus in the header', async () => {
    const user = userEvent.setup();
    act(() => authStore.getState().setSession('token-9', { first_name: 'Ada' }));
    renderWithRouter(<Header />);
    await user.click(within(wideAccount()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(requests).toEqual([{ path: '/api/v1/reader/logout', authorization: 'Bearer token-9' }]);
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent(
      'You have logged out.',
    );
    expect(within(wideAccount()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    // Not lost to the page: on Log in where it shows (the browser test checks which one).
    expect(screen.getByRole('banner')).toContainElement(document.activeElement as HTMLElement);
  });

  it('works from the drawer, which gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    act(() => authStore.getState().setSession('token-9', { first_name: 'Ada' }));
    renderWithRouter(<Header />);
    // jsdom cannot open a popover (the browser test does): the drawer is used while hidden.
    // (Nothing hidden has an accessible name for Testing Library: found by text instead.)
    const drawer = screen.getByRole('dialog', { hidden: true });
    expect(within(drawer).getByText(/Ada/).closest('a')).toHaveAttribute('href', '/account');
    await user.click(within(drawer).getByText('Log out'));
    await waitFor(() => expect(authStore.getState().token).toBeNull());
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: /menu/i })).toHaveFocus();
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent(
      'You have logged out.',
    );
  });
});

// The drawer is a popover the browser opens, closes (Escape, a tap outside, the close button)
// and returns focus from; e2e/htmlFirst.spec.ts uses it in Chromium, with and without
// JavaScript. Here: the prerendered markup that makes that work before any script runs.
describe('mobile drawer markup', () => {
  const prerendered = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    document.body.append(container);
    return container;
  };

  afterEach(() => document.body.replaceChildren());

  it('has a menu button that opens the Menu dialog by popovertarget, with no script', () => {
    const page = within(prerendered());
    const button = page.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { hidden: true });
    expect(drawer).toHaveAttribute('aria-label', 'Menu');
    expect(button).toHaveAttribute('popovertarget', drawer.id);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
  });

  it('holds the same six links, and a close button the browser focuses on opening', () => {
    const drawer = within(prerendered()).getByRole('dialog', { hidden: true });
    const nav = within(drawer).getByRole('navigation', { hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Help', '/help'],
      ['Stories', '/stories'],
      ['Ask', '/ask'],
    ]);
    const close = drawer.querySelector('button[aria-label="Close menu"]');
    expect(close).toHaveAttribute('popovertarget', drawer.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(close).toHaveAttribute('autofocus');
  });

  it('is not open in the prerendered page', () => {
    expect(within(prerendered()).queryByRole('dialog')).toBeNull();
  });
});
