import { screen } from '@testing-library/react';
import { configureSite, DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import TermsPage from './TermsPage';

afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

it('is the Terms of Use and Community Guidelines, with contents and a way to reach us', () => {
  renderWithRouter(<TermsPage />, '/terms');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Terms of Use and Community Guidelines' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Terms of Use · Thrive');
  expect(screen.getByRole('heading', { level: 2, name: '3. Community Guidelines' })).toBeVisible();
  expect(screen.getByRole('link', { name: '1. Who Can Join' })).toHaveAttribute(
    'href',
    '#who-can-join',
  );
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help');
});

it('says who can join (13 and over), that Thrive is not an emergency service, and that asking anonymously is free', () => {
  renderWithRouter(<TermsPage />, '/terms');
  expect(screen.getByText(/Thrive is for people aged 13 and over\./)).toBeInTheDocument();
  expect(screen.getByText(/call 112 now/)).toBeInTheDocument();
  expect(
    screen.getByText(/You can ask questions anonymously, free, on every plan\./),
  ).toBeVisible();
});

it('names the party the reader agrees with, from the deployment', () => {
  configureSite({
    ...DEFAULT_SITE_SETTINGS,
    privacy: { controller: 'Thrive Wellness Ltd', contactEmail: 'privacy@thrive.example.ng' },
  });
  renderWithRouter(<TermsPage />, '/terms');
  expect(screen.getByText(/These terms are an agreement between you and/).textContent).toBe(
    'These terms are an agreement between you and Thrive Wellness Ltd.',
  );
});
