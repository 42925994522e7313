import { screen } from '@testing-library/react';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { ANONYMITY } from '../layout/anonymity';
import PricingPage from './PricingPage';

it('shows the one plan with its price and a Get Started link to /signup', () => {
  renderWithRouter(<PricingPage />, '/pricing');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Thrive Premium' })).toBeInTheDocument();
  expect(screen.getByText('1,000 naira per month')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Premium features' }).children).toHaveLength(7);
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  expect(document.title).toBe('Pricing · Thrive');
});

it('says asking anonymously is free, and what the Premium anonymity feature adds', () => {
  renderWithRouter(<PricingPage />);
  expect(
    screen.getAllByText(new RegExp(ANONYMITY.free.replace('.', '\\.'))).length,
  ).toBeGreaterThan(0);
  expect(screen.getByText(new RegExp(ANONYMITY.premium.replace('.', '\\.')))).toBeInTheDocument();
});
