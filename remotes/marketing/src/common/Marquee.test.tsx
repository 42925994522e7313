import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Marquee } from './Marquee';
import { mockReducedMotion } from '../test/reducedMotion';

const ITEMS = [
  { id: 1, text: 'One' },
  { id: 2, text: 'Two' },
  { id: 3, text: 'Three' },
];

const renderRow = (paused = false) =>
  render(
    <Marquee
      items={ITEMS}
      getKey={(i) => i.id}
      renderItem={(i) => <p>{i.text}</p>}
      label="Numbers"
      durationSeconds={30}
      paused={paused}
    />,
  );

afterEach(() => jest.restoreAllMocks());

it('renders the list twice, the copy hidden from assistive technology and inert', () => {
  renderRow();
  const row = screen.getByRole('group', { name: 'Numbers' });
  const lists = row.querySelectorAll('ul');
  expect(lists).toHaveLength(2);
  expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
  expect(lists[1]).toHaveAttribute('inert');
  expect(lists[0]).not.toHaveAttribute('aria-hidden');
  // Only the original is in the accessibility tree.
  expect(within(row).getAllByRole('listitem')).toHaveLength(3);
  expect(row).toHaveStyle({ '--marquee-duration': '30s' });
});

it('pauses while hovered and while focused', async () => {
  renderRow();
  const row = screen.getByRole('group', { name: 'Numbers' });
  expect(row).toHaveAttribute('data-paused', 'false');
  fireEvent.mouseEnter(row);
  expect(row).toHaveAttribute('data-paused', 'true');
  fireEvent.mouseLeave(row);
  expect(row).toHaveAttribute('data-paused', 'false');
  await userEvent.tab();
  expect(row).toHaveFocus();
  expect(row).toHaveAttribute('data-paused', 'true');
  await userEvent.tab();
  expect(row).toHaveAttribute('data-paused', 'false');
});

it('pauses when told to from outside', () => {
  renderRow(true);
  expect(screen.getByRole('group', { name: 'Numbers' })).toHaveAttribute('data-paused', 'true');
});

it('does not move or duplicate under prefers-reduced-motion', () => {
  mockReducedMotion(true);
  renderRow();
  const row = screen.getByRole('group', { name: 'Numbers' });
  expect(row.querySelectorAll('ul')).toHaveLength(1);
  expect(row).toHaveAttribute('data-motion', 'reduced');
  expect(row).not.toHaveAttribute('tabindex');
});
