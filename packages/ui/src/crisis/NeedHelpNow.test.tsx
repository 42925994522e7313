import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { configureSite, DEFAULT_SITE_SETTINGS } from '../siteSettings';
import { activateLocale } from '@thrive/i18n';
import { formatDay, NeedHelpNow } from './NeedHelpNow';

const line = {
  name: 'Example Support Line',
  number: '+2348000000000',
  hours: '24 hours, every day',
  languages: ['English', 'Yoruba'],
  lastVerified: '2026-11-20',
};

afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

it('offers 112 with a tap-to-call link, in a landmark named "Need help now?"', () => {
  render(<NeedHelpNow />);
  const block = screen.getByRole('complementary', { name: 'Need help now?' });
  expect(within(block).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  // Only verified numbers are shipped: without configured helplines, 112 alone.
  expect(within(block).getAllByRole('link', { name: /^(Call|\+)/ })).toHaveLength(1);
  expect(within(block).queryByRole('group')).toBeNull();
});

it('opens the grounding exercise, the safety plan and the topic filters in one tap', () => {
  render(<NeedHelpNow />);
  const block = screen.getByRole('complementary', { name: 'Need help now?' });
  expect(
    within(block).getByRole('link', { name: 'Calm down: a grounding exercise' }),
  ).toHaveAttribute('href', '/grounding');
  expect(within(block).getByRole('link', { name: 'My safety plan' })).toHaveAttribute(
    'href',
    '/safety-plan',
  );
  expect(
    within(block).getByRole('link', { name: 'Hide topics I would rather not see' }),
  ).toHaveAttribute('href', '/stories#hide-topics');
});

it('lists the configured helplines with number, hours, languages and the date last checked', () => {
  configureSite({ ...DEFAULT_SITE_SETTINGS, helplines: [line] });
  render(<NeedHelpNow />);
  const block = screen.getByRole('complementary', { name: 'Need help now?' });
  expect(within(block).getByText('A helpline to talk to')).toBeInTheDocument();
  const item = within(block).getByRole('listitem');
  expect(within(item).getByRole('link', { name: '+2348000000000' })).toHaveAttribute(
    'href',
    'tel:+2348000000000',
  );
  expect(item).toHaveTextContent('Example Support Line');
  expect(item).toHaveTextContent(
    '24 hours, every day · English, Yoruba · number checked 20 November 2026',
  );
  expect(within(item).getByText('20 November 2026')).toHaveAttribute('datetime', '2026-11-20');
});

it('follows a config that arrives later', () => {
  render(<NeedHelpNow />);
  act(() =>
    configureSite({
      ...DEFAULT_SITE_SETTINGS,
      helplines: [line, { ...line, name: 'Other', number: '0800' }],
    }),
  );
  expect(screen.getByText('2 helplines to talk to')).toBeInTheDocument();
});

it('prerenders as plain HTML with the tap-to-call link (no script needed to reach 112)', () => {
  const html = renderToString(<NeedHelpNow />);
  expect(html).toContain('href="tel:112"');
  expect(html).toContain('Need help now?');
});

it('formats days without the browser locale', () => {
  expect(formatDay('2026-01-05')).toBe('5 January 2026');
});

describe('in another language (the shell activates it)', () => {
  afterEach(() => activateLocale('en'));

  it('speaks Pidgin, with the plural of helplines and the tap-to-call link unchanged', async () => {
    await activateLocale('pcm');
    configureSite({ ...DEFAULT_SITE_SETTINGS, helplines: [line, { ...line, number: '0800' }] });
    render(<NeedHelpNow />);
    const block = screen.getByRole('complementary', { name: 'You need help now-now?' });
    expect(within(block).getByRole('link', { name: 'Call 112' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(block).toHaveTextContent('If you or person wey you sabi dey for danger now-now:');
    expect(within(block).getByText('2 helplines wey you fit talk to')).toBeInTheDocument();
  });

  it('links the grounding exercise and the safety plan in Pidgin, at their Pidgin addresses', async () => {
    await activateLocale('pcm');
    render(<NeedHelpNow />);
    const block = screen.getByRole('complementary', { name: 'You need help now-now?' });
    expect(
      within(block).getByRole('link', { name: 'Calm down small: exercise to ground yourself' }),
    ).toHaveAttribute('href', '/pcm/grounding');
    expect(within(block).getByRole('link', { name: 'My safety plan' })).toHaveAttribute(
      'href',
      '/pcm/safety-plan',
    );
    expect(
      within(block).getByRole('link', { name: 'Hide topic wey I no wan see' }),
    ).toHaveAttribute('href', '/pcm/stories#hide-topics');
  });

  it('pseudo-localises every string of the block (none left in plain English)', async () => {
    await activateLocale('pseudo-LOCALE');
    configureSite({ ...DEFAULT_SITE_SETTINGS, helplines: [line] });
    render(<NeedHelpNow />);
    const block = screen.getByRole('complementary', { name: 'Ńēēēďď ĥēēĺƥƥ ńōŵŵ?' });
    expect(within(block).getByRole('link', { name: 'Ćààĺĺĺ 112' })).toBeInTheDocument();
    for (const english of ['Need help', 'danger', 'free, from', 'helpline', 'number checked']) {
      expect(block).not.toHaveTextContent(english);
    }
  });
});
