import { screen, waitFor, within } from '@testing-library/react';
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

  it('checks a file when it is chosen, by its content, with the API messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await fillIn(user);
    // Named and typed as a PDF, but its bytes are a Windows program.
    const disguised = new NodeFile(['MZ\x90\x00'], 'cv.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    await user.upload(screen.getByLabelText(/^Experience/), disguised);
    expect(
      await screen.findByText(
        'The Experience file must be a PDF or an image (PNG, JPEG, WebP or GIF).',
      ),
    ).toBeInTheDocument();
    const big = new NodeFile([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    await user.upload(screen.getByLabelText(/^Credentials/), big);
    expect(await screen.findByText('Each file must be at most 5 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    expect(fake.requestsTo('POST', apiPath)).toHaveLength(0);
    // A good file in its place clears its message at once.
    const png = new NodeFile(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'scan.png',
      { type: 'image/png' },
    ) as unknown as File;
    await user.upload(screen.getByLabelText(/^Experience/), png);
    await waitFor(() =>
      expect(screen.queryByText(/The Experience file must be/)).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Each file must be at most 5 MB.')).toBeInTheDocument();
  });

  it("clears each field's error as soon as it is valid", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    expect(screen.getByText('Please enter a name.')).toBeInTheDocument();
    // The password is optional (issue 43: the person sets their own from the invitation)...
    expect(screen.queryByText(/password/i, { selector: '[data-field-errors] *' })).toBeNull();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    // ...but one typed is checked.
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Z');
    expect(screen.queryByText('Please enter a name.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), ' enough');
    expect(screen.queryByText(/Password must be at least/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    // The others stay until they are fixed.
    expect(screen.getByText('Please select a genre.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Faith');
    expect(screen.queryByText('Please select a genre.')).not.toBeInTheDocument();
    expect(screen.getByText('Please select M or F for Sex.')).toBeInTheDocument();
  });

  it('asks before a link leaves a changed form; an untouched form just goes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('Stay keeps the entries; Leave goes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Half done');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Half done');
    expect(location().pathname).toBe(path);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Leave and lose entries' }));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });
});
