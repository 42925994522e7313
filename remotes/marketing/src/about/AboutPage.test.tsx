import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM } from './team';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import { mockReducedMotion } from '../test/reducedMotion';
import AboutPage from './AboutPage';

afterEach(() => jest.restoreAllMocks());

it('has the intro, the story, the mission, the team and one h1', () => {
  renderWithRouter(<AboutPage />, '/about');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Get to know/);
  expect(screen.getByRole('heading', { name: 'How Our Story Began' })).toBeInTheDocument();
  expect(screen.getByText(/In 2019 .* WhatsApp group/)).toBeInTheDocument();
  expect(screen.getByText(/grew to thousands of members/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'About the Team' })).toBeInTheDocument();
  expect(document.title).toBe('About · Thrive');
});

it('shows the rotating faces as one described image with a pause button', async () => {
  renderWithRouter(<AboutPage />);
  const image = screen.getByRole('img', { name: /ring of smiling illustrated faces/ });
  expect(image).toHaveAttribute('data-paused', 'false');
  expect(image.querySelectorAll('img')).toHaveLength(8);
  for (const face of image.querySelectorAll('img')) {
    expect(face).toHaveAttribute('alt', '');
    expect(face).toHaveAttribute('width', '96');
  }
  await userEvent.click(screen.getByRole('button', { name: 'Pause rotating faces' }));
  expect(image).toHaveAttribute('data-paused', 'true');
});

it('lists four team cards in a horizontal row with photo, title and a safe new-tab profile link', () => {
  renderWithRouter(<AboutPage />);
  const row = screen.getByRole('region', { name: 'Team members' });
  const cards = within(row).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  cards.forEach((card, i) => {
    const member = TEAM[i]!;
    expect(within(card).getByRole('heading', { name: member.name })).toBeInTheDocument();
    expect(within(card).getByText(member.role)).toBeInTheDocument();
    const photo = within(card).getByRole('img', { name: member.photoAlt });
    expect(photo).toHaveAttribute('width', '240');
    expect(photo).toHaveAttribute('height', '240');
    // No profile address is configured: no link that could lead to a stranger's profile.
    expect(within(card).queryByRole('link')).toBeNull();
  });
  expect(document.querySelector('a[href*="linkedin.com"]')).toBeNull();
});

it('links a team member to a professional profile only once its address is set', () => {
  const member = TEAM[0] as { profileUrl: string | null };
  const original = member.profileUrl;
  member.profileUrl = 'https://www.linkedin.com/company/example';
  try {
    renderWithRouter(<AboutPage />);
    const link = screen.getByRole('link', {
      name: `${TEAM[0]!.name} on LinkedIn (opens in a new tab)`,
    });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/company/example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: /on LinkedIn/ })).toHaveLength(1);
  } finally {
    member.profileUrl = original;
  }
});

it('scrolls START SOAR THRIVE leftwards, 30 s a cycle, with a pause button', async () => {
  renderWithRouter(<AboutPage />);
  const banner = screen.getByRole('group', { name: 'START SOAR THRIVE' });
  expect(banner).toHaveStyle({ '--marquee-duration': '30s' });
  expect(banner.className).not.toContain('right');
  expect(banner.querySelectorAll('ul')).toHaveLength(2);
  expect(banner.querySelectorAll('ul')[1]).toHaveAttribute('aria-hidden', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Pause banner' }));
  expect(banner).toHaveAttribute('data-paused', 'true');
});

it('keeps everything still under prefers-reduced-motion', () => {
  mockReducedMotion(true);
  renderWithRouter(<AboutPage />);
  expect(screen.getByRole('img', { name: /ring of smiling/ })).toHaveAttribute(
    'data-motion',
    'reduced',
  );
  expect(screen.getByRole('group', { name: 'START SOAR THRIVE' })).toHaveAttribute(
    'data-motion',
    'reduced',
  );
  expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
});
