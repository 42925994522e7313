import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import HelpPage from './HelpPage';

it("is titled 'Get in touch' with the contact form and the crisis note", () => {
  renderWithRouter(<HelpPage />, '/help');
  expect(screen.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeInTheDocument();
  expect(document.title).toBe('Help · Thrive');
  expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  const note = screen.getByRole('complementary', { name: 'In an emergency' });
  expect(note).toHaveTextContent('Thrive is not an emergency service.');
  expect(note).toHaveTextContent('call 112');
  expect(within(note).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
});

it('pre-fills the subject from the link that brought the user here', () => {
  renderWithRouter(<HelpPage />, '/help?subject=Becoming%20a%20writer');
  expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Becoming a writer');
});
