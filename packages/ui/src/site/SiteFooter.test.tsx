import { screen, within } from '@testing-library/react';
import { activateLocale } from '@thrive/i18n';
import { renderWithRouter } from '../testing/renderWithRouter';
import { SiteFooter as Footer } from './SiteFooter';

const hrefOf = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

it('links home, pricing, about, help, stories, ask, signup, privacy and the home anchors', () => {
  renderWithRouter(<Footer />);
  const nav = screen.getByRole('navigation', { name: 'Footer' });
  expect(hrefOf(nav, 'Home')).toBe('/');
  expect(hrefOf(nav, 'Pricing')).toBe('/pricing');
  expect(hrefOf(nav, 'About')).toBe('/about');
  expect(hrefOf(nav, 'Help')).toBe('/help');
  expect(hrefOf(nav, 'Stories')).toBe('/stories');
  expect(hrefOf(nav, 'Ask')).toBe('/ask');
  expect(hrefOf(nav, 'Sign up')).toBe('/signup');
  expect(hrefOf(nav, 'Privacy Policy')).toBe('/privacy');
  expect(hrefOf(nav, 'Download the app')).toBe('/#download');
  expect(hrefOf(nav, 'FAQ')).toBe('/#faq');
});

it('has the reader and writer entries, with real destinations', () => {
  renderWithRouter(<Footer />);
  const readers = screen.getByRole('heading', { name: 'Readers' }).parentElement!;
  expect(hrefOf(readers, 'Get started')).toBe('/signup');
  expect(hrefOf(readers, 'login')).toBe('/login');
  const writers = screen.getByRole('heading', { name: 'Writers' }).parentElement!;
  // Writers are recruited by the team: both lead to the page that says how, neither to the
  // readers' login or the contact form.
  expect(hrefOf(writers, 'Become a writer')).toBe('/become-a-writer');
  expect(hrefOf(writers, 'login')).toBe('/become-a-writer#writers-sign-in');
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('names the same links in Pidgin, to the same places', () => {
    renderWithRouter(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(hrefOf(nav, 'How much e cost')).toBe('/pricing');
    expect(hrefOf(nav, 'Download di app')).toBe('/#download');
    expect(hrefOf(nav, 'Ask question')).toBe('/ask');
    const readers = screen.getByRole('heading', { name: 'Readers' }).parentElement!;
    expect(hrefOf(readers, 'Start now')).toBe('/signup');
    expect(screen.getByText(/Na we get all di rights\./)).toBeInTheDocument();
  });
});
