import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { Logo, LOGO_SHAPES } from './Logo';

it('shows the mark and the name, and an optional role line', () => {
  const { container } = render(<Logo role="Admin" />);
  expect(screen.getByText('Thrive')).toBeInTheDocument();
  expect(screen.getByText('Admin')).toBeInTheDocument();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it('draws the same shapes as the favicon, so the tab icon is the logo', () => {
  const favicon = readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8');
  const { container } = render(<Logo />);
  const drawn = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'));
  expect(drawn).toEqual(Object.values(LOGO_SHAPES));
  for (const d of drawn) expect(favicon).toContain(`d="${d}"`);
});
