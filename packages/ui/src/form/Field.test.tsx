import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, TextField } from './Field';

describe('fields', () => {
  it('labels the input and announces its error', () => {
    render(<TextField label="Email" type="email" error="Enter your email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter your email');
  });

  it('toggles password visibility with a button that says what it does', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('error announcements', () => {
  it('keeps a polite live region in the page before any error, then puts the message in it', () => {
    const { rerender } = render(<TextField label="Confirm password" error={null} />);
    const region = screen
      .getByLabelText('Confirm password')
      .parentElement!.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="Confirm password" error="Passwords do not match" />);
    // The same element (not a new one) now holds the message.
    expect(region).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });
});
