import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeptPageNotice } from './KeptPageNotice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.style.removeProperty('scroll-padding-bottom');
});

/** The text comes a moment after the empty status region (so that it is announced). */
const announce = () => act(() => jest.advanceTimersByTime(100));
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('says what happened in a status region (filled after it is in the page)', () => {
  const { container } = render(<KeptPageNotice onRetry={() => {}} />);
  const region = screen.getByRole('status');
  expect(container).toContainElement(region);
  expect(region).toBeEmptyDOMElement();
  announce();
  expect(region).toHaveTextContent(
    "Part of this page didn't load, so some buttons may not work yet. You can keep reading.",
  );
});

it('retries with the Retry button, from the keyboard too', async () => {
  const user = setupUser();
  const onRetry = jest.fn();
  render(<KeptPageNotice onRetry={onRetry} />);
  announce();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('can be dismissed, and gives back the room it kept at the bottom of the page', async () => {
  const user = setupUser();
  render(<KeptPageNotice onRetry={() => {}} />);
  announce();
  expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});
