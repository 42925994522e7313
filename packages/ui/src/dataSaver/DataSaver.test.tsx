import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { configureSite, DEFAULT_SITE_SETTINGS } from '../siteSettings';
import { activateLocale } from '@thrive/i18n';
import { DataSaver } from './DataSaver';

function clearCookie() {
  document.cookie = 'thrive_data_saver=; Path=/; Max-Age=0';
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-data-saver');
  document.documentElement.removeAttribute('data-data-saver-reason');
  localStorage.clear();
  clearCookie();
});
afterEach(() => configureSite(DEFAULT_SITE_SETTINGS));

const atPath = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <DataSaver />
  </MemoryRouter>
);

it('is a switch named "Data saver", off by default, in a form that works without JavaScript', () => {
  const { container } = render(atPath('/about'));
  const toggle = screen.getByRole('switch', { name: 'Data saver' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toHaveAccessibleDescription(/video, moving parts and extra downloads/);
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/__thrive/data-saver');
  // The server sends the reader back to this page.
  expect(form.querySelector('input[name="back"]')).toHaveValue('/about');
});

it('turns on and off: kept in localStorage, mirrored in the cookie and on <html>', async () => {
  const user = userEvent.setup();
  render(atPath('/'));
  const toggle = screen.getByRole('switch', { name: 'Data saver' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(localStorage.getItem('thrive-data-saver')).toBe('on');
  expect(document.cookie).toContain('thrive_data_saver=on');
  expect(document.documentElement.getAttribute('data-data-saver')).toBe('on');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(localStorage.getItem('thrive-data-saver')).toBe('off');
  expect(document.cookie).toContain('thrive_data_saver=off');
});

it('shows what this visit has used and roughly what it cost, at the configured price', () => {
  const entries: Record<string, unknown[]> = {
    navigation: [{ transferSize: 150_000, workerStart: 0 }],
    resource: [{ transferSize: 250_000, workerStart: 0 }],
  };
  // jsdom records no Resource Timing: the entries a browser would have.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => entries[type] ?? [],
  });
  configureSite({ ...DEFAULT_SITE_SETTINGS, dataPriceNairaPerGb: 1000 });
  render(atPath('/'));
  expect(screen.getByText('This visit has used 400 KB, about ₦0.40 of data.')).toBeVisible();
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

it('hydrates server markup the page marked "on" without a mismatch, then shows it on', async () => {
  const serverHtml = renderToString(atPath('/'));
  expect(serverHtml).not.toContain('This visit has used');
  document.documentElement.setAttribute('data-data-saver', 'on');
  const container = document.createElement('div');
  // As the shell's server and the inline script shape it before the first paint.
  container.innerHTML = serverHtml.replace('aria-checked="false"', 'aria-checked="true"');
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, atPath('/'), { onRecoverableError: (e) => recoverable.push(e) });
  });
  expect(recoverable).toEqual([]);
  expect(screen.getByRole('switch', { name: 'Data saver' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  errors.mockRestore();
  container.remove();
});

it('speaks Pidgin: the switch, what it does and what this visit cost', async () => {
  await activateLocale('pcm');
  try {
    render(atPath('/'));
    expect(screen.getByRole('switch', { name: 'Data saver' })).toHaveAccessibleDescription(
      'E no go let video, tins wey dey move and extra downloads chop your data until you ask for dem.',
    );
  } finally {
    await activateLocale('en');
  }
});

describe('on a slow link (issue 48)', () => {
  const slowLinkPage = () => {
    document.documentElement.setAttribute('data-data-saver', 'on');
    document.documentElement.setAttribute('data-data-saver-reason', 'slow-link');
  };
  const why = /Your connection looks slow: Thrive is saving your data/;

  it('says why the saver is on when the link chose it', () => {
    slowLinkPage();
    render(atPath('/stories'));
    expect(screen.getByRole('switch', { name: 'Data saver' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText(why)).toBeVisible();
  });

  it("says nothing about the link when the saver is the reader's choice, or off", () => {
    document.documentElement.setAttribute('data-data-saver', 'on');
    const { unmount } = render(atPath('/'));
    expect(screen.queryByText(why)).not.toBeVisible();
    unmount();
    document.documentElement.setAttribute('data-data-saver', 'off');
    render(atPath('/'));
    expect(screen.queryByText(why)).not.toBeVisible();
  });

  it("takes the reader's tap as their choice: off, remembered, and the note gone", async () => {
    slowLinkPage();
    const user = userEvent.setup();
    render(atPath('/'));
    await user.click(screen.getByRole('switch', { name: 'Data saver' }));
    expect(screen.getByRole('switch', { name: 'Data saver' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.queryByText(why)).not.toBeVisible();
    expect(document.cookie).toContain('thrive_data_saver=off');
    expect(localStorage.getItem('thrive-data-saver')).toBe('off');
    expect(document.documentElement.hasAttribute('data-data-saver-reason')).toBe(false);
    // Turned on again, it is the reader's choice: still no word about the link.
    await user.click(screen.getByRole('switch', { name: 'Data saver' }));
    expect(document.cookie).toContain('thrive_data_saver=on');
    expect(screen.queryByText(why)).not.toBeVisible();
  });

  it('hydrates the markup the server showed the note in without a mismatch, and keeps it', async () => {
    const serverHtml = renderToString(atPath('/'));
    expect(serverHtml).toMatch(/<p[^>]*hidden=""[^>]*data-slow-link-note=""/);
    slowLinkPage();
    const container = document.createElement('div');
    // As the shell's server (withDataSaver) shapes it for a slow link.
    container.innerHTML = serverHtml
      .replace('aria-checked="false"', 'aria-checked="true"')
      .replace(/(<p[^>]*) hidden=""/, '$1');
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, atPath('/'), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(screen.getByText(why)).toBeVisible();
    errors.mockRestore();
    container.remove();
  });

  it('says it in Pidgin', async () => {
    slowLinkPage();
    await activateLocale('pcm');
    try {
      render(atPath('/'));
      expect(screen.getByText('Your network dey slow: Thrive dey save your data')).toBeVisible();
    } finally {
      await activateLocale('en');
    }
  });
});
