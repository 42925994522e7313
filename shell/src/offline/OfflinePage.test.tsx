import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSite, DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import { activateLocale } from '@thrive/i18n';
import { OfflinePage, offlinePagesOf } from './OfflinePage';

afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

it('puts the crisis help first, with 112 and the configured helplines and the day each was checked', () => {
  configureSite({
    ...DEFAULT_SITE_SETTINGS,
    helplines: [
      {
        name: 'Example Line',
        number: '+2348000000000',
        hours: '24 hours, every day',
        languages: ['English'],
        lastVerified: '2025-11-20',
      },
    ],
  });
  render(<OfflinePage savedPages={[{ path: '/', title: null }]} onRetry={() => {}} />);
  const crisis = screen.getByRole('complementary', { name: 'Need help now?' });
  expect(within(crisis).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  expect(within(crisis).getByRole('link', { name: '+2348000000000' })).toBeInTheDocument();
  expect(crisis).toHaveTextContent('number checked 20 November 2025');
  expect(
    crisis.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

it('links to the pages saved on the phone, by name, else by the title the reader saw', () => {
  const story = '/stories/the-week-i-stopped-pretending-exams-did-not-scare-me-ae8796';
  render(
    <OfflinePage
      savedPages={[
        { path: '/', title: 'Thrive' },
        { path: '/help', title: null },
        { path: story, title: 'The week I stopped pretending exams did not scare me' },
        { path: '/download2', title: null },
      ]}
      onRetry={() => {}}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
  const links = within(screen.getByRole('list')).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Help', '/help'],
    ['The week I stopped pretending exams did not scare me', story],
    ['/download2', '/download2'],
  ]);
});

it('says when nothing is saved yet, and tries again on request', async () => {
  const onRetry = jest.fn();
  render(<OfflinePage savedPages={[]} onRetry={onRetry} />);
  expect(
    screen.getByText(
      'No pages are saved on this phone yet. Pages you open while online are kept for next time.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('reads the list the service worker put into the page, ignoring anything malformed', () => {
  document.head.innerHTML =
    '<script type="application/json" id="thrive-offline-pages">[{"path":"/","title":"Thrive"}, 3, {"title":"x"}, "/help"]</script>';
  expect(offlinePagesOf(document)).toEqual([
    { path: '/', title: 'Thrive' },
    { path: '/help', title: null },
  ]);
  document.head.innerHTML =
    '<script type="application/json" id="thrive-offline-pages">not json</script>';
  expect(offlinePagesOf(document)).toEqual([]);
});

describe('in Pidgin and in the pseudo-locale', () => {
  afterEach(() => activateLocale('en'));

  it('speaks Pidgin: crisis help, heading, saved pages by name, retry', async () => {
    await activateLocale('pcm');
    render(
      <OfflinePage
        savedPages={[
          { path: '/', title: null },
          { path: '/pricing', title: 'Pricing' },
        ]}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'You need help now-now?' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Network no dey' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'How much e cost' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('leaves no English text in the pseudo-locale', async () => {
    await activateLocale('pseudo-LOCALE');
    render(<OfflinePage savedPages={[{ path: '/about', title: null }]} onRetry={() => {}} />);
    const page = screen.getByRole('main');
    for (const english of ['offline', 'connection', 'saved on your phone', 'About', 'Try again']) {
      expect(page).not.toHaveTextContent(english);
    }
  });
});
