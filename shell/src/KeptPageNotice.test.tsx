import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KEPT_PAGE_NOTICE, KeptPageNotice } from './KeptPageNotice';

afterEach(() => document.documentElement.style.removeProperty('scroll-padding-bottom'));

it('says what happened in a status region (filled after it is in the page)', async () => {
  const { container } = render(<KeptPageNotice onRetry={() => {}} />);
  const region = screen.getByRole('status');
  expect(container).toContainElement(region);
  expect(region).toBeEmptyDOMElement();
  expect(await screen.findByText(KEPT_PAGE_NOTICE.text)).toBeVisible();
  expect(region).toHaveTextContent(KEPT_PAGE_NOTICE.text);
});

it('retries with the Retry button, from the keyboard too', async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  render(<KeptPageNotice onRetry={onRetry} />);
  await screen.findByRole('button', { name: 'Retry' });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('can be dismissed, and gives back the room it kept at the bottom of the page', async () => {
  const user = userEvent.setup();
  render(<KeptPageNotice onRetry={() => {}} />);
  await screen.findByRole('button', { name: 'Dismiss' });
  expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});
