import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PauseButton } from './PauseButton';

it('names the next action and reports clicks', async () => {
  const onToggle = jest.fn();
  const { rerender } = render(
    <PauseButton paused={false} onToggle={onToggle} what="testimonials" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
  expect(onToggle).toHaveBeenCalledTimes(1);
  rerender(<PauseButton paused onToggle={onToggle} what="testimonials" />);
  expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
});
