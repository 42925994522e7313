import { screen, within } from '@testing-library/react';
import DashboardPage from '../dashboard/DashboardPage';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { renderPage } from '../testing/renderApp';
import { duration } from './moderationSpeedApi';
import { UrgentWaitingBanner } from './UrgentWaitingBanner';

let fake: FakeAdminApi;
beforeEach(() => {
  fake = new FakeAdminApi().install();
});

it('shows the moderation speed on the dashboard, urgent items apart', async () => {
  fake.speed.speed.questions = {
    all: { decided: 11, medianSeconds: 300, p90Seconds: 540 },
    urgent: { decided: 1, medianSeconds: 240, p90Seconds: 240 },
  };
  renderPage(<DashboardPage />, { path: '/', route: '/' });
  const section = await screen.findByRole('region', { name: 'Moderation speed' });
  const row = await within(section).findByRole('row', { name: /^Questions 11/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['11', '5 min', '9 min', '1', '4 min', '4 min']);
  expect(within(section).getByRole('row', { name: /^Reports/ })).toHaveTextContent('Reports0–');
});

it('puts urgent items waiting too long at the top of the page, with where they are', async () => {
  renderPage(
    <UrgentWaitingBanner
      speed={{
        ...fake.speed,
        urgentWaiting: [
          { kind: 'questions', id: 12, waitingSeconds: 1_260 },
          { kind: 'reports', id: 3, waitingSeconds: 960 },
        ],
      }}
    />,
    { path: '/', route: '/' },
  );
  const banner = screen.getByRole('alert');
  expect(banner).toHaveTextContent('2 urgent items have waited more than 15 minutes');
  expect(within(banner).getByRole('link', { name: 'Urgent question 12' })).toHaveAttribute(
    'href',
    '/questions',
  );
  expect(banner).toHaveTextContent('waiting 21 min');
});

it('shows nothing while no urgent item waits', () => {
  renderPage(<UrgentWaitingBanner speed={fake.speed} />, { path: '/', route: '/' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says durations as a moderator reads them', () => {
  expect(duration(null)).toBe('–');
  expect(duration(40)).toBe('40 s');
  expect(duration(300)).toBe('5 min');
  expect(duration(3_900)).toBe('1 h 5 min');
  expect(duration(3 * 86_400)).toBe('3 days');
});
