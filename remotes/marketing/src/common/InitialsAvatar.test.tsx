import { render, screen } from '@testing-library/react';
import { avatarSvg, InitialsAvatar, initialsOf } from './InitialsAvatar';

it('takes up to two initials', () => {
  expect(initialsOf('Chiamaka Obi')).toBe('CO');
  expect(initialsOf('Tobi')).toBe('T');
  expect(initialsOf('  ada  lovelace byron ')).toBe('AL');
});

it('draws the initials into an inline SVG with alt text and a fixed size', () => {
  expect(decodeURIComponent(avatarSvg('Ada Obi', '#fff'))).toContain('>AO</text>');
  render(<InitialsAvatar name="Ada Obi" size={56} />);
  const img = screen.getByRole('img', { name: "Ada Obi's avatar" });
  expect(img).toHaveAttribute('width', '56');
  expect(img).toHaveAttribute('height', '56');
  expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
});
