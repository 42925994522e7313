import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormResultPage } from './FormResultPage';

describe('FormResultPage', () => {
  it("shows the form's outcome and a link on", () => {
    render(
      <MemoryRouter>
        <FormResultPage name="contactSent" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Message sent' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for getting in touch. We have received your message and will reply by e-mail soon.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send another message' })).toHaveAttribute(
      'href',
      '/help',
    );
  });
});
