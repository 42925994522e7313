import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@thrive/api-client';
import { authStore } from '@thrive/auth-store';
import { AccountLinks, type AccountLinksProps } from './AccountLinks';

const show = (props: AccountLinksProps = {}) =>
  render(
    <MemoryRouter>
      <AccountLinks {...props} />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  authStore.getState().clear();
});

it('offers Log in and Get Started to a signed-out visitor', () => {
  show();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
});

it('offers nothing to a signed-out visitor where the page itself is the way in', () => {
  show({ signedOut: 'nothing' });
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

it('follows the shared session: the first name (to the account page) and Log out', () => {
  show({ signedOut: 'nothing' });
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  expect(screen.getByRole('link', { name: 'Hi, Ada (your account)' })).toHaveAttribute(
    'href',
    '/account',
  );
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  act(() => authStore.getState().clear());
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  expect(screen.queryByText(/Ada/)).toBeNull();
});

it('is signed out in prerendered HTML, whatever is stored (the session comes after hydration)', () => {
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  const html = renderToString(
    <MemoryRouter>
      <AccountLinks />
    </MemoryRouter>,
  );
  expect(html).toContain('Log in');
  expect(html).not.toContain('Ada');
});

it('logs out: the API revokes the token, the session is cleared, then the caller is told', async () => {
  const requests: { path: string; authorization: string | null }[] = [];
  configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    await request.text();
    requests.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  const onLoggedOut = jest.fn();
  act(() => authStore.getState().setSession('token-9', { first_name: 'Ada' }));
  show({ onLoggedOut });

  await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));

  await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
  expect(requests).toEqual([{ path: '/api/v1/reader/logout', authorization: 'Bearer token-9' }]);
  expect(authStore.getState().token).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
});
