import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale } from '@thrive/i18n';
import '../catalog';
import { LanguageSwitch } from './LanguageSwitch';
import { restoreFormDraft } from './formDraft';

const saved = process.env.THRIVE_LOCALES;
afterEach(async () => {
  await activateLocale('en');
  sessionStorage.clear();
  if (saved === undefined) delete process.env.THRIVE_LOCALES;
  else process.env.THRIVE_LOCALES = saved;
});

const show = (entry: string, basename?: string) =>
  render(
    <MemoryRouter initialEntries={[entry]} basename={basename}>
      <LanguageSwitch />
    </MemoryRouter>,
  );

it('links this page in each offered language, named in itself, as plain links', async () => {
  process.env.THRIVE_LOCALES = 'pcm';
  show('/help?subject=Account');
  const list = screen.getByRole('list', { name: 'Language' });
  const english = within(list).getByRole('link', { name: 'English' });
  const pidgin = within(list).getByRole('link', { name: 'Pidgin' });
  expect(english).toHaveAttribute('href', '/help?subject=Account');
  expect(english).toHaveAttribute('aria-current', 'true');
  expect(pidgin).toHaveAttribute('href', '/pcm/help?subject=Account');
  expect(pidgin).toHaveAttribute('hreflang', 'pcm');
  expect(pidgin).toHaveAttribute('lang', 'pcm');
  expect(pidgin).not.toHaveAttribute('aria-current');
});

it('on a Pidgin page, marks Pidgin and links English without the prefix', async () => {
  process.env.THRIVE_LOCALES = 'pcm';
  await activateLocale('pcm');
  show('/pcm/', '/pcm');
  expect(screen.getByRole('link', { name: 'Pidgin' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
});

it('never lists the pseudo-locale, a test of the layout and not a language', () => {
  process.env.THRIVE_LOCALES = 'pcm,pseudo-LOCALE';
  show('/help');
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'English',
    'Pidgin',
  ]);
});

it('shows nothing while one language is offered', () => {
  process.env.THRIVE_LOCALES = '';
  const { container } = show('/');
  const offeredPcm = container.querySelector('a[hreflang="pcm"]');
  // Pidgin is either shipped (then linked) or not offered (then no switch at all).
  if (!offeredPcm) expect(container).toBeEmptyDOMElement();
});

it('keeps what was typed (never a password) for the page in the other language', async () => {
  process.env.THRIVE_LOCALES = 'pcm';
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <div id="root">
        <form>
          <input name="first_name" aria-label="First name" />
          <input name="password" type="password" aria-label="Password" />
        </form>
        <LanguageSwitch />
      </div>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-secret');
  const pidgin = screen.getByRole('link', { name: 'Pidgin' });
  pidgin.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(pidgin);
  expect(document.cookie).toContain('thrive-locale=pcm');

  // The page loads again at /pcm/signup; the shell fills its fields before it hydrates.
  document.body.innerHTML =
    '<div id="next"><form><input name="first_name"><input name="password" type="password"></form></div>';
  const next = document.getElementById('next')!;
  restoreFormDraft(next, '/signup');
  const [firstName, password] = [...next.querySelectorAll('input')];
  expect(firstName).toHaveValue('Ada');
  expect(password).toHaveValue('');
  // Once: a later load of the page starts empty.
  firstName!.value = '';
  restoreFormDraft(next, '/signup');
  expect(firstName).toHaveValue('');
});

it('puts a draft back only into the page it was kept for', async () => {
  sessionStorage.setItem(
    'thrive-language-draft',
    JSON.stringify({ page: '/help', fields: [[0, 'message', 'Hello']] }),
  );
  document.body.innerHTML = '<form><textarea name="message"></textarea></form>';
  restoreFormDraft(document.body, '/signup');
  expect(document.querySelector('textarea')).toHaveValue('');
});
