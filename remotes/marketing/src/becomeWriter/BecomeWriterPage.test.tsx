import { screen } from '@testing-library/react';
import { activateLocale } from '@thrive/i18n';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import BecomeWriterPage from './BecomeWriterPage';

it('says how writers join, leads to the contact form from there, and where writers sign in', () => {
  renderWithRouter(<BecomeWriterPage />, '/become-a-writer');
  expect(screen.getByRole('heading', { level: 1, name: 'Become a writer' })).toBeInTheDocument();
  expect(screen.getByText(/recruited and added by our team/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'href',
    '/help?subject=Becoming%20a%20writer%20or%20consultant',
  );
  // The footer's writers' "login" lands here: it says plainly there is no writers' sign-in yet.
  expect(screen.getByRole('heading', { name: "Writers' sign-in" })).toHaveAttribute(
    'id',
    'writers-sign-in',
  );
  expect(screen.queryByRole('link', { name: /log ?in/i })).toBeNull();
});

describe('in Pidgin', () => {
  beforeAll(() => activateLocale('pcm'));
  afterAll(() => activateLocale('en'));

  it('says the same in Pidgin', () => {
    renderWithRouter(<BecomeWriterPage />, '/pcm/become-a-writer');
    expect(screen.getByRole('heading', { level: 1, name: 'Become writer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write us' })).toBeInTheDocument();
  });
});
