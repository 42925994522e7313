import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENRES } from '../data/types';
import { location, renderPage } from '../testing/renderApp';
import AddConsultantPage from './AddConsultantPage';
import AddWriterPage from './AddWriterPage';

describe.each([
  ['Writer', <AddWriterPage key="w" />, '/addwriter'],
  ['Consultant', <AddConsultantPage key="c" />, '/addconsultant'],
])('Add %s form', (role, page, path) => {
  const renderForm = () => renderPage(page, { path, route: path });

  it('has the spec fields, correctly labelled', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: `Add ${role}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'What would you like to be called?',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    // The original labels these two 'Email'; they are labelled for what they are.
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const genre = screen.getByRole('combobox', { name: 'Genre' });
    const options = within(genre)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['-- Select Genre --', ...GENRES]);
    expect(genre).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'About' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Credentials Upload file')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Experience Upload file')).toHaveAttribute('type', 'file');
    expect(screen.getAllByText('Email', { selector: 'label' })).toHaveLength(1);
  });

  it(`'Create ${role}' does not pretend to save`, async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ngozi Okafor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Faith');
    await user.click(screen.getByRole('button', { name: `Create ${role}` }));
    const outcome = screen.getByText(
      `Saving is not available yet, so this ${role.toLowerCase()} was not created.`,
      { exact: false },
    );
    expect(outcome.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // Nothing navigates away and the entries stay.
    expect(location().pathname).toBe(path);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ngozi Okafor');
  });

  it('shows the chosen file name', async () => {
    const user = userEvent.setup();
    renderForm();
    const file = new File(['cv'], 'my-cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Experience Upload file'), file);
    expect(screen.getByText('my-cv.pdf')).toBeInTheDocument();
  });
});
