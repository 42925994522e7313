import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TESTIMONIALS } from '../content/testimonials';
import { mockReducedMotion } from '../test/reducedMotion';
import { TESTIMONIAL_ROWS, Testimonials } from './Testimonials';

afterEach(() => jest.restoreAllMocks());

const rows = () => screen.getAllByRole('group', { name: /^Testimonials, (first|second) row$/ });

it('splits the 8 testimonials into two rows', () => {
  expect(TESTIMONIAL_ROWS.flat()).toEqual(TESTIMONIALS);
  render(<Testimonials />);
  expect(rows()).toHaveLength(2);
});

it('shows 8 distinct testimonials to assistive technology', () => {
  render(<Testimonials />);
  const quotes = screen.getAllByRole('figure');
  expect(quotes).toHaveLength(8);
  expect(new Set(quotes.map((q) => q.textContent)).size).toBe(8);
  for (const t of TESTIMONIALS) {
    expect(
      quotes.filter((q) => q.textContent?.includes(t.text) && q.textContent.includes(t.name)),
    ).toHaveLength(1);
  }
});

it('duplicates each row for the loop, the copy hidden and inert', () => {
  render(<Testimonials />);
  for (const [index, row] of rows().entries()) {
    const [original, copy] = row.querySelectorAll('ul');
    expect(row.querySelectorAll('ul')).toHaveLength(2);
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
    expect(copy!.textContent).toBe(original!.textContent);
    expect(original!.querySelectorAll('li')).toHaveLength(TESTIMONIAL_ROWS[index]!.length);
  }
  // 16 cards in the DOM, 8 of them hidden copies.
  expect(document.querySelectorAll('figure')).toHaveLength(16);
});

it('loops the rows in opposite directions and pauses a row on hover', () => {
  render(<Testimonials />);
  const [first, second] = rows();
  expect(first!.className).not.toContain('right');
  expect(second!.className).toContain('right');
  fireEvent.mouseEnter(first!);
  expect(first).toHaveAttribute('data-paused', 'true');
  expect(second).toHaveAttribute('data-paused', 'false');
});

it('has a visible button that pauses and resumes both rows', async () => {
  render(<Testimonials />);
  await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  for (const row of rows()) expect(row).toHaveAttribute('data-paused', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
  for (const row of rows()) expect(row).toHaveAttribute('data-paused', 'false');
});

it('stands still under prefers-reduced-motion: no copies, no pause button needed', () => {
  mockReducedMotion(true);
  render(<Testimonials />);
  expect(document.querySelectorAll('figure')).toHaveLength(8);
  for (const row of rows()) {
    expect(row).toHaveAttribute('data-motion', 'reduced');
    expect(within(row).getAllByRole('list')).toHaveLength(1);
  }
  expect(screen.queryByRole('button', { name: /testimonials/ })).toBeNull();
});

it('stands still while the data saver is on, until the reader presses Play', async () => {
  document.documentElement.setAttribute('data-data-saver', 'on');
  try {
    render(<Testimonials />);
    for (const row of rows()) {
      expect(row).toHaveAttribute('data-paused', 'true');
      // Held by the page's head rule from the first paint (no script needed).
      expect(row).toHaveAttribute('data-marquee', '');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    for (const row of rows()) {
      expect(row).toHaveAttribute('data-paused', 'false');
      expect(row).toHaveAttribute('data-marquee', 'played');
    }
  } finally {
    document.documentElement.removeAttribute('data-data-saver');
  }
});
