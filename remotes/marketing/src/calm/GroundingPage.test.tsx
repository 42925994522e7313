import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale } from '@thrive/i18n';
import { renderWithRouter } from '@thrive/ui/src/testing/renderWithRouter';
import GroundingPage from './GroundingPage';

afterEach(() => activateLocale('en'));

it('guides the 5-4-3-2-1 senses as steps, counting down', () => {
  renderWithRouter(<GroundingPage />, '/grounding');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Come back to right now' }),
  ).toBeInTheDocument();
  const senses = within(
    screen.getByRole('heading', { name: '5-4-3-2-1: notice what is around you' })
      .nextElementSibling as HTMLElement,
  ).getAllByRole('listitem');
  expect(senses.map((item) => item.textContent)).toEqual([
    '5Name 5 things you can see.',
    '4Name 4 things you can touch. Feel them.',
    '3Name 3 things you can hear.',
    '2Name 2 things you can smell.',
    '1Name 1 thing you can taste.',
  ]);
  expect(document.title).toBe('Grounding exercise · Thrive');
});

it('starts the breathing circle only when asked, and stops it on a second tap', async () => {
  renderWithRouter(<GroundingPage />, '/grounding');
  const start = screen.getByText('Breathe with the circle');
  const details = start.closest('details')!;
  expect(details.open).toBe(false);
  await userEvent.click(start);
  expect(details.open).toBe(true);
  expect(screen.getByText(/Breathe in as the circle grows, out as it shrinks/)).toBeVisible();
  await userEvent.click(start);
  expect(details.open).toBe(false);
  // Counted steps guide the breath with or without the circle (reduced motion).
  expect(
    screen.getByText('Breathe out through your mouth while you count slowly to 6.'),
  ).toBeInTheDocument();
});

it('prerenders every step as plain HTML (it works without JavaScript), with no audio', () => {
  const html = renderToString(
    <MemoryRouter>
      <GroundingPage />
    </MemoryRouter>,
  );
  expect(html).toContain('Name 1 thing you can taste.');
  expect(html).toContain('<details');
  expect(html).not.toMatch(/<audio|<video/);
});

it('leads on to the safety plan, in Pidgin at its Pidgin address', async () => {
  await activateLocale('pcm');
  renderWithRouter(<GroundingPage />, '/pcm/grounding');
  expect(screen.getByText('Call 5 things wey you fit see.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My safety plan' })).toHaveAttribute(
    'href',
    '/pcm/safety-plan',
  );
});
