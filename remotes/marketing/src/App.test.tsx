import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { loadPagePresence } from './layout/AnimatedOutlet';
import { installFinishingAnimations } from './test/animations';

// The Help page's chunk fails to load, as a broken deploy or a dropped connection would.
jest.mock('./help/HelpPage', () => {
  throw new Error('Loading chunk help failed.');
});

// The first render of a page pays for loading its modules; give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const ROUTES: [path: string, h1: string | RegExp, title: string][] = [
  ['/', /Changing lives, one story, answer, consult at a time/, 'Thrive'],
  ['/about', 'Get to know Thrive', 'About · Thrive'],
  ['/pricing', 'One plan. Everything Thrive offers.', 'Pricing · Thrive'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy · Thrive'],
  ['/grounding', 'Come back to right now', 'Grounding exercise · Thrive'],
  ['/safety-plan', 'My safety plan', 'My safety plan · Thrive'],
  ['/delete-account', 'Delete Your Account', 'Delete Your Account · Thrive'],
  [
    '/delete-account/confirm?token=t',
    'Confirm account deletion',
    'Confirm account deletion · Thrive',
  ],
  ['/delete-account/cancel?token=t', 'Cancel account deletion', 'Cancel account deletion · Thrive'],
  [
    '/newsletter/confirm?token=t',
    'Confirm your subscription',
    'Confirm your subscription · Thrive',
  ],
  ['/newsletter/unsubscribe?token=t', 'Unsubscribe', 'Unsubscribe · Thrive'],
  ['/no-such-page', 'Page not found', 'Page not found · Thrive'],
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

let consoleError: jest.SpyInstance;
let restoreAnimations: () => void;
beforeEach(() => {
  restoreAnimations = installFinishingAnimations();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreAnimations();
  jest.restoreAllMocks();
});

it.each(ROUTES)(
  'renders %s inside the layout with one h1 and its own title',
  async (path, h1, title) => {
    renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1, name: h1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(document.title).toBe(title);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(heading);
  },
);

it('keeps the header and footer when a page fails to load, and offers a retry', async () => {
  renderAt('/help');
  expect(
    await screen.findByRole('heading', { name: 'This page could not be shown' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('recovers from a failed page when the user goes elsewhere', async () => {
  const user = userEvent.setup();
  renderAt('/help');
  await screen.findByRole('heading', { name: 'This page could not be shown' });
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'One plan. Everything Thrive offers.' }),
  ).toBeInTheDocument();
});

it('swaps pages on navigation and moves focus to the new page', async () => {
  const user = userEvent.setup();
  renderAt('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'One plan. Everything Thrive offers.' });
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'About' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Get to know Thrive' }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(
      screen.queryByRole('heading', { name: 'One plan. Everything Thrive offers.' }),
    ).toBeNull(),
  );
  expect(screen.getByRole('main')).toHaveFocus();
  expect(document.title).toBe('About · Thrive');
});

it('animates page changes with motion once it has loaded (on the first interaction)', async () => {
  const user = userEvent.setup();
  renderAt('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'One plan. Everything Thrive offers.' });
  // The first page is plain: motion is not part of the first load.
  expect(document.querySelector('[data-page="/pricing"]')).not.toHaveAttribute('data-transition');
  await act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
    await loadPagePresence();
  });
  const banner = within(screen.getByRole('banner'));
  await user.click(banner.getByRole('link', { name: 'About' }));
  await screen.findByRole('heading', { level: 1, name: 'Get to know Thrive' });
  expect(document.querySelector('[data-page="/about"]')).toHaveAttribute(
    'data-transition',
    'motion',
  );
  await user.click(banner.getByRole('link', { name: 'Pricing' }));
  // The leaving page fades out first (mode "wait"), then the new page comes in.
  await waitFor(() => expect(document.querySelector('[data-page="/about"]')).toBeNull());
  await screen.findByRole('heading', { level: 1, name: 'One plan. Everything Thrive offers.' });
  expect(document.querySelector('[data-page="/pricing"]')).toHaveAttribute(
    'data-transition',
    'motion',
  );
});

it('lands on the FAQ section when following /#faq', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  renderAt('/#faq');
  await screen.findByRole('heading', { name: 'Frequently asked questions' });
  await act(async () => undefined);
  expect(scrolled.map((el) => el.id)).toContain('faq');
  expect(document.getElementById('faq')).toHaveFocus();
});

it('logs the failed page for the team', async () => {
  renderAt('/help');
  await screen.findByRole('heading', { name: 'This page could not be shown' });
  expect(consoleError).toHaveBeenCalledWith('A page failed to render.', expect.any(Error));
});
