import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { configureSite, DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import PrivacyPage from './PrivacyPage';

it('is effective 20 September 2025', () => {
  renderWithRouter(<PrivacyPage />, '/privacy');
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  const effective = screen.getByText('Effective 20 September 2025');
  expect(effective.tagName).toBe('TIME');
  expect(effective).toHaveAttribute('datetime', '2025-09-20');
  expect(document.title).toBe('Privacy Policy · Thrive');
});

it('has the ten sections in order, each reachable from the contents', () => {
  renderWithRouter(<PrivacyPage />);
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    '1. Information We Collect',
    '2. How We Use Your Information',
    '3. How We Share Your Information',
    '4. Data Retention',
    '5. Your Choices and Controls',
    "6. Children's Privacy",
    '7. Security',
    '8. Third-Party Links',
    '9. Updates to This Policy',
    '10. Contact Us',
  ]);
  const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole(
    'link',
  );
  expect(contents).toHaveLength(10);
  for (const link of contents) {
    expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  }
});

it('states the under-13, retention, 7-day deletion and anonymity rules', () => {
  renderWithRouter(<PrivacyPage />);
  expect(screen.getByText(/Thrive is not for users under 13/)).toBeInTheDocument();
  expect(
    screen.getByText(/while your account is active, or for as long as the law requires/),
  ).toBeInTheDocument();
  expect(screen.getByText(/delete your account within 7 days/)).toBeInTheDocument();
  expect(
    screen.getByText(/Anonymous posts are not linked to your personal data/),
  ).toBeInTheDocument();
  expect(screen.getByText(/seen only by authorized personnel/)).toBeInTheDocument();
});

it('sends Contact Us to /help', async () => {
  renderWithRouter(<PrivacyPage />);
  await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/help$/);
});

describe('controller and privacy contact', () => {
  afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

  it('names the controller and the privacy contact the deployment configured', () => {
    configureSite({
      ...DEFAULT_SITE_SETTINGS,
      privacy: { controller: 'Thrive Wellness Ltd', contactEmail: 'privacy@thrive.example.ng' },
    });
    renderWithRouter(<PrivacyPage />, '/privacy');
    const contact = screen.getByRole('region', { name: '10. Contact Us' });
    expect(contact).toHaveTextContent(
      'The controller responsible for your personal data is Thrive Wellness Ltd.',
    );
    expect(
      within(contact).getByRole('link', { name: 'privacy@thrive.example.ng' }),
    ).toHaveAttribute('href', 'mailto:privacy@thrive.example.ng');
  });
});

it("says in Children's Privacy that only the year of birth is kept, why, and the teen defaults (issue 45)", () => {
  renderWithRouter(<PrivacyPage />, '/privacy');
  const children = screen.getByRole('heading', { name: "6. Children's Privacy" }).parentElement!;
  expect(children).toHaveTextContent('we ask only the year you were born, never the date');
  expect(children).toHaveTextContent('their questions and comments are always anonymous');
  expect(children).toHaveTextContent('Nigeria Data Protection Act 2023');
});
