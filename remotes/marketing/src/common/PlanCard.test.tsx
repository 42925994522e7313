import { featureNote } from '../premium/premium';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlanCard } from './PlanCard';

it('shows the price, the seven premium features and Get Started → /signup', () => {
  render(
    <MemoryRouter>
      <PlanCard />
    </MemoryRouter>,
  );
  expect(screen.getByText('₦1,000')).toBeInTheDocument();
  expect(screen.getByText('1,000 naira per month')).toBeInTheDocument();
  const features = within(screen.getByRole('list', { name: 'Premium features' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(features).toEqual([
    'Ad-free experience',
    'Premium-only stories',
    // The spec's name, and what it adds to the anonymous questions that are free for all.
    `Anonymity feature${featureNote('Anonymity feature')}`,
    'Personalised stories and answers',
    'Priority support',
    'Early access to new features',
    'Discounts on branded apparel',
  ]);
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
});
