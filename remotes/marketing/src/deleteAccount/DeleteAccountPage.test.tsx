import { screen } from '@testing-library/react';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import DeleteAccountPage from './DeleteAccountPage';

it('explains what is deleted and the 7-day timeline next to the form', () => {
  renderWithRouter(<DeleteAccountPage />, '/delete-account');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Delete Your Account' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Delete Your Account · Thrive');
  for (const text of [
    'Your profile and account data',
    /Your content and files/,
    'Your activity history and settings',
    'Metadata and logs associated with your account',
    /deleted within 7 days/,
    /permanent and irreversible/,
    /law or fraud prevention/,
  ]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('form', { name: 'Request account deletion' })).toBeInTheDocument();
});
