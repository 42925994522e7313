import { waitFor } from '@testing-library/react';

/**
 * The form-level message region of the forms contract (`[data-form-errors]`, a polite live
 * region that is always in the form), once it holds a message.
 */
export function formErrors(): Promise<HTMLElement> {
  return waitFor(() => {
    const region = document.querySelector<HTMLElement>('form [data-form-errors]');
    if (!region?.textContent) throw new Error('The form shows no message yet');
    expect(region).toHaveAttribute('aria-live', 'polite');
    return region;
  });
}
