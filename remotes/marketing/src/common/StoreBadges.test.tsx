import { render, screen } from '@testing-library/react';
import { StoreBadges } from './StoreBadges';

it('shows both store badges with alt text and a fixed size, and no dead links', () => {
  render(<StoreBadges />);
  for (const name of ['Get it on Google Play', 'Download on the App Store']) {
    const badge = screen.getByRole('img', { name });
    expect(badge).toHaveAttribute('width', '180');
    expect(badge).toHaveAttribute('height', '54');
  }
  // No listing address is configured yet, so nothing pretends to be a link.
  expect(screen.queryByRole('link')).toBeNull();
});
