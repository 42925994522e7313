import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { configureSite, DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import { PLAN_STORAGE_KEY } from './safetyPlan';

const line = {
  name: 'Example Support Line',
  number: '+2348000000000',
  hours: '24 hours, every day',
  languages: ['English'],
  lastVerified: '2026-11-20',
};

import SafetyPlanPage from './SafetyPlanPage';

const freshPage = () => SafetyPlanPage;
const renderWithRouter = (page: React.JSX.Element, path = '/safety-plan') =>
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  // Nothing of the plan goes anywhere: no request at all from the page.
  expect(fetchSpy).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  configureSite(DEFAULT_SITE_SETTINGS);
});

it('has the seven steps of a safety plan, each a labelled box, and says nothing is sent', () => {
  const Page = freshPage();
  renderWithRouter(<Page />, '/safety-plan');
  expect(screen.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
  expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('id'))).toHaveLength(7);
  for (const name of [
    '1. Warning signs',
    '2. Things I can do on my own',
    '3. People and places that distract me',
    '4. People I can ask for help',
    '5. Professionals and helplines',
    '6. Making my space safe',
    '7. My reasons to live',
  ]) {
    expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
  }
  expect(screen.getByText('Private: kept on this phone only.')).toBeInTheDocument();
  expect(screen.getByText(/Nothing is sent to Thrive or anyone else/)).toBeInTheDocument();
});

it('lists 112 and the configured helplines in the professionals step', () => {
  configureSite({ ...DEFAULT_SITE_SETTINGS, helplines: [line] });
  const Page = freshPage();
  renderWithRouter(<Page />);
  const step = screen.getByRole('textbox', { name: '5. Professionals and helplines' })
    .parentElement as HTMLElement;
  expect(
    within(step)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Emergency: call 112 (free, from any phone)',
    'Example Support Line: +2348000000000 (24 hours, every day)',
  ]);
});

it('keeps what the reader writes on this device, and shows it again after a reload', async () => {
  const Page = freshPage();
  const { unmount } = renderWithRouter(<Page />);
  await userEvent.type(screen.getByRole('textbox', { name: '1. Warning signs' }), 'Cannot sleep');
  await userEvent.type(screen.getByRole('textbox', { name: '7. My reasons to live' }), 'My sister');
  expect(screen.getByRole('status')).toHaveTextContent('Saved on this phone.');
  expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toMatchObject({
    version: 1,
    steps: { warningSigns: 'Cannot sleep', reasons: 'My sister' },
  });
  unmount();

  const Reloaded = freshPage();
  renderWithRouter(<Reloaded />);
  expect(screen.getByRole('textbox', { name: '1. Warning signs' })).toHaveValue('Cannot sleep');
  expect(screen.getByRole('textbox', { name: '7. My reasons to live' })).toHaveValue('My sister');
});

it('shows a plan this browser kept before', () => {
  localStorage.setItem(
    PLAN_STORAGE_KEY,
    JSON.stringify({ version: 1, steps: { askForHelp: 'Auntie Ngozi 0803', extra: 'dropped' } }),
  );
  renderWithRouter(<SafetyPlanPage />);
  expect(screen.getByRole('textbox', { name: '4. People I can ask for help' })).toHaveValue(
    'Auntie Ngozi 0803',
  );
});

it('still shows what is typed when the browser refuses to store it, and says so', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const Page = freshPage();
  renderWithRouter(<Page />);
  const box = screen.getByRole('textbox', { name: '2. Things I can do on my own' });
  await userEvent.type(box, 'Walk');
  expect(box).toHaveValue('Walk');
  expect(screen.getByRole('status')).toHaveTextContent(
    'This browser would not save it (private mode or storage full).',
  );
});

it('shares the plan as text with the share sheet', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  try {
    const Page = freshPage();
    renderWithRouter(<Page />);
    await userEvent.type(screen.getByRole('textbox', { name: '1. Warning signs' }), 'Crying');
    await userEvent.click(screen.getByRole('button', { name: 'Share as text' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My safety plan',
      text: expect.stringContaining('1. Warning signs\nCrying'),
    });
    expect(share.mock.calls[0][0].text).toContain(
      '5. Professionals and helplines\n- Emergency: call 112 (free, from any phone)',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Shared.');
  } finally {
    delete (navigator as { share?: unknown }).share;
  }
});

it('copies the plan as text where there is no share sheet', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const Page = freshPage();
  renderWithRouter(<Page />);
  await userEvent.type(screen.getByRole('textbox', { name: '6. Making my space safe' }), 'Lock it');
  await userEvent.click(screen.getByRole('button', { name: 'Share as text' }));
  expect(writeText).toHaveBeenCalledWith(
    expect.stringContaining('6. Making my space safe\nLock it'),
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Copied: paste it where you want to keep it.',
  );
});

it('prints the plan', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const Page = freshPage();
  renderWithRouter(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Print my plan' }));
  expect(print).toHaveBeenCalledTimes(1);
});

it('prerenders the empty form (the saved plan is read once hydrated)', () => {
  localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify({ version: 1, steps: { reasons: 'x' } }));
  const Page = freshPage();
  const html = renderToString(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  expect(html).toContain('7<!-- -->. <!-- -->My reasons to live');
  expect(html).not.toContain('>x</textarea>');
  act(() => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
  });
  expect(screen.getByRole('textbox', { name: '7. My reasons to live' })).toHaveValue('x');
});
