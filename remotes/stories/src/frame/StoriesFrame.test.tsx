import { act, screen, within } from '@testing-library/react';
import { authStore } from '@thrive/auth-store';
import { activateLocale } from '@thrive/i18n';
import { json, mockApi, restoreFetch } from '@thrive/api-client/src/testing/mockApi';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { StoriesFrame } from './StoriesFrame';

afterEach(() => {
  act(() => authStore.getState().clear());
  restoreFetch();
});

const frame = (route: string) =>
  renderWithRouter(
    <StoriesFrame>
      <h1>Stories</h1>
    </StoriesFrame>,
    route,
  );

it('has the site’s one header and footer, as the other public pages', () => {
  frame('/stories');
  const header = screen.getByRole('banner');
  const main = within(header).getByRole('navigation', { name: 'Main' });
  expect(
    within(main)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['Pricing', '/pricing'],
    ['About', '/about'],
    ['Help', '/help'],
    ['Stories', '/stories'],
    ['Ask', '/ask'],
  ]);
  expect(within(main).getByRole('link', { name: 'Stories' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // No second row of navigation: the stories sections are the header's links.
  expect(within(header).getAllByRole('navigation')).toHaveLength(1);
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: 'Thrive home page' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(within(header).getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
});

it('shows the signed-in reader in the header, with the notifications bell', async () => {
  mockApi(() => json(200, { unread: 2 }));
  act(() =>
    authStore
      .getState()
      .setSession('token-1', { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' }),
  );
  frame('/ask');
  const header = screen.getByRole('banner');
  expect(within(header).getAllByRole('link', { name: /Hi, Ada/ }).length).toBeGreaterThan(0);
  expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
  expect(
    (await within(header).findAllByRole('link', { name: 'Notifications (2 unread)' }))[0],
  ).toHaveAttribute('href', '/notifications');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('names the navigation in Pidgin', () => {
    frame('/stories');
    const header = screen.getByRole('banner');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'How much e cost', 'About us', 'Help', 'Stories', 'Ask question']);
    expect(within(main).getByRole('link', { name: 'Ask question' })).toHaveAttribute(
      'href',
      '/ask',
    );
    expect(screen.getByRole('link', { name: 'Go straight to di content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });
});
