import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@thrive/api-client';
import { authStore } from '@thrive/auth-store';
import { FrameBar, type FrameBarProps } from './FrameBar';

const classNames = { brand: 'bar-brand', account: 'bar-account', compactAccount: 'bar-compact' };
const show = (props: Partial<FrameBarProps> = {}) =>
  render(
    <MemoryRouter>
      <header>
        <FrameBar classNames={classNames} {...props} />
      </header>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  authStore.getState().clear();
});

it('links the brand home and puts what it is given between the brand and the account area', () => {
  show({ children: <nav aria-label="Sections">Sections</nav> });
  const header = screen.getByRole('banner');
  const brand = within(header).getByRole('link', { name: 'Thrive home page' });
  expect(brand).toHaveAttribute('href', '/');
  const order = [...header.querySelectorAll('a.bar-brand, nav, div.bar-account, div.bar-compact')];
  expect(order.map((element) => element.className || element.tagName)).toEqual([
    'bar-brand',
    'NAV',
    'bar-account',
    'bar-compact',
  ]);
  // Signed out: Log in in both copies of the account area; nothing where the page is the way in.
  expect(within(header).getAllByRole('link', { name: 'Log in' })).toHaveLength(2);
});

it('offers nothing to a signed-out visitor when told so', () => {
  show({ signedOut: 'nothing' });
  // The brand link; the language switch's links (hreflang) are the site's, not the account's.
  const links = screen.getAllByRole('link').filter((link) => !link.hasAttribute('hreflang'));
  expect(links).toHaveLength(1);
});

it('after Log out says so and moves focus to the brand link', async () => {
  configureApi({ baseUrl: 'http://api.test/api/v1', timeoutMs: 2_000 });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    await (input as Request).text();
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  act(() => authStore.getState().setSession('token-9', { first_name: 'Ada' }));
  show({ signedOut: 'nothing' });
  await userEvent.setup().click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You have logged out.'));
  expect(screen.getByRole('link', { name: 'Thrive home page' })).toHaveFocus();
});
