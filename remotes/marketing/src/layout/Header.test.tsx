import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@thrive/auth-store';
import { renderWithRouter } from '../test/render';
import { Header } from './Header';

beforeEach(() => {
  localStorage.clear();
  authStore.getState().clear();
});

it('shows the four links inline, in order', () => {
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

it('offers Log in and Get Started when nobody is signed in', () => {
  renderWithRouter(<Header />);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  expect(screen.queryByRole('link', { name: 'Your account' })).toBeNull();
});

it('follows the shared session live: signing in shows the account link, signing out removes it', () => {
  renderWithRouter(<Header />);
  act(() => authStore.getState().setSession('token-1', { first_name: 'Ada' }));
  expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/download');
  expect(screen.getByText('Hi, Ada')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  act(() => authStore.getState().clear());
  expect(screen.queryByRole('link', { name: 'Your account' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

it('restores a stored session on load', () => {
  localStorage.setItem('authToken', 'token-2');
  localStorage.setItem('authUser', JSON.stringify({ first_name: 'Chidi' }));
  act(() => authStore.getState().rehydrate());
  renderWithRouter(<Header />);
  expect(screen.getByRole('link', { name: 'Your account' })).toBeInTheDocument();
  expect(screen.getByText('Hi, Chidi')).toBeInTheDocument();
});

describe('mobile drawer', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
    const button = screen.getByRole('button', { name: /menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    return { button, drawer: await screen.findByRole('dialog', { name: 'Menu' }) };
  };

  it('opens with the four links, moves focus in and says it is expanded', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { button, drawer } = await openMenu(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const links = within(within(drawer).getByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Pricing', 'About', 'Help']);
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes with the close button and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const { button, drawer } = await openMenu(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitForGone();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const { button } = await openMenu(user);
    await user.keyboard('{Escape}');
    await waitForGone();
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen, and navigates', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Header />
        <main id="main" tabIndex={-1} />
      </>,
    );
    const { drawer } = await openMenu(user);
    await user.click(within(drawer).getByRole('link', { name: 'About' }));
    await waitForGone();
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const { drawer } = await openMenu(user);
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const getStarted = within(drawer).getByRole('link', { name: 'Get Started' });
    const logo = within(drawer).getByRole('link', { name: 'Thrive' });
    getStarted.focus();
    // Tab from the last element wraps to the first.
    await user.tab();
    expect(logo).toHaveFocus();
    // Shift+Tab from the first element wraps to the last.
    await user.tab({ shift: true });
    expect(getStarted).toHaveFocus();
    expect(close).toBeInTheDocument();
  });

  it('shows the account link in the drawer when signed in', async () => {
    const user = userEvent.setup();
    act(() => authStore.getState().setSession('t', { first_name: 'Ada' }));
    renderWithRouter(<Header />);
    const { drawer } = await openMenu(user);
    expect(within(drawer).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/download',
    );
  });
});

async function waitForGone() {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
