import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Node's File: the FormData ky sends is Node's too (jsdom's File is not a Node Blob).
import { File as NodeFile } from 'node:buffer';
import { GENRES } from '@thrive/admin-contract';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { location, renderPage } from '../testing/renderApp';
import AddConsultantPage from './AddConsultantPage';
import AddWriterPage from './AddWriterPage';

jest.setTimeout(30_000);

let fake: FakeAdminApi;
beforeEach(() => {
  fake = new FakeAdminApi().install();
});

describe.each([
  ['Writer', <AddWriterPage key="w" />, '/addwriter', '/admin/writers'],
  ['Consultant', <AddConsultantPage key="c" />, '/addconsultant', '/admin/consultants'],
])('Add %s form', (role, page, path, apiPath) => {
  const renderForm = () => renderPage(page, { path, route: path });

  it('has the spec fields, correctly labelled', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: `Add ${role}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'What would you like to be called?',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const genre = screen.getByRole('combobox', { name: 'Genre' });
    expect(
      within(genre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Select Genre --', ...GENRES]);
    expect(screen.getByRole('textbox', { name: 'About' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: `Create ${role}` })).toBeInTheDocument();
  });

  it('validates before sending, with clear messages', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    expect(screen.getByText('Please enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please select a genre.')).toBeInTheDocument();
    expect(screen.getByText('Please select M or F for Sex.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(fake.requestsTo('POST', apiPath)).toHaveLength(0);
  });

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zainab Tarka');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'zainab@example.org');
    await user.type(screen.getByLabelText('Password'), 'river stones 2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Faith');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'F');
    const pdf = new NodeFile(['%PDF-1.4'], 'cv.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    await user.upload(screen.getByLabelText(/^Credentials/), pdf);
  }

  it('creates the record with its file and opens it', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    await screen.findByText('Elsewhere');
    const sent = fake.requestsTo('POST', apiPath)[0]!.body as FormData;
    expect(sent.get('name')).toBe('Zainab Tarka');
    expect(sent.get('genre')).toBe('Faith');
    expect(sent.get('gender')).toBe('F');
    expect((sent.get('credentials') as File).name).toBe('cv.pdf');
    expect(location().pathname).toMatch(role === 'Writer' ? /^\/writers\/\d+$/ : /^\/consultants$/);
  });

  it('keeps every entry when the API refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fake.fail('POST', apiPath, 409, `A ${role.toLowerCase()} with this email already exists.`);
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    expect(
      await screen.findByText(
        `A ${role.toLowerCase()} with this email already exists. Your entries are still in the form.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Zainab Tarka');
    expect(location().pathname).toBe(path);
  });

  it('refuses a file that is too large or not a PDF or image before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillIn(user);
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    await user.upload(screen.getByLabelText(/^Experience/), exe);
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    expect(
      screen.getByText('The Experience file must be a PDF or an image (PNG, JPEG, WebP or GIF).'),
    ).toBeInTheDocument();
    expect(fake.requestsTo('POST', apiPath)).toHaveLength(0);
  });
});
