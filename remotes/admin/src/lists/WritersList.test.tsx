import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { bodyRows, columnTexts, header, headerLabel, pageStatus, sortArrow } from '../testing/grid';
import { location, renderApp } from '../testing/renderApp';

// Each test renders the console, AG Grid and several API round trips: slow on a busy machine.
jest.setTimeout(30_000);

let fake: FakeAdminApi;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // AG Grid reports options that need an unregistered module as console errors.
  const gridErrors = consoleError.mock.calls.filter((args) => String(args[0]).includes('AG Grid'));
  expect(gridErrors).toEqual([]);
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

const lastListQuery = () => fake.requestsTo('GET', '/admin/writers').at(-1)!.query;

async function renderWriters() {
  const user = userEvent.setup();
  renderApp('/writers');
  await screen.findByRole('heading', { level: 1, name: 'Writers' });
  await waitFor(() => expect(columnTexts('name')[0]).toBe('Adaeze Okafor'));
  return user;
}

describe('Writers list (fed page by page from the admin API)', () => {
  it('shows the title, search, Add New Writer link, filters and the spec columns', async () => {
    await renderWriters();
    expect(screen.getByPlaceholderText('Search for writers')).toHaveAccessibleName(
      'Search for writers',
    );
    expect(screen.getByRole('link', { name: /Add New Writer/ })).toHaveAttribute(
      'href',
      '/addwriter',
    );
    for (const name of ['Genre', 'Sex', 'Status'])
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual([
      'S/N',
      'Name',
      'Username',
      'Email',
      'Genre',
      'Sex',
      'Delete',
      'Status',
      'Reset Password',
    ]);
    expect(screen.getByText('31 writers')).toBeInTheDocument();
  });

  it("asks the API for one page at a time: 'Page X of Y', previous and next", async () => {
    const user = await renderWriters();
    expect(pageStatus()).toBe('Page 1 of 4');
    expect(bodyRows()).toHaveLength(10);
    expect(lastListQuery().get('page')).toBe('1');
    expect(lastListQuery().get('pageSize')).toBe('10');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pageStatus()).toBe('Page 2 of 4'));
    await waitFor(() => expect(columnTexts('sn')[0]).toBe('11'));
    expect(lastListQuery().get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(columnTexts('sn')).toEqual(['31']));
    expect(pageStatus()).toBe('Page 4 of 4');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it("offers 'Show first' 10, 25, 50, 100 with 10 as the default", async () => {
    const user = await renderWriters();
    const size = screen.getByRole('combobox', { name: 'Show first' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(lastListQuery().get('pageSize')).toBe('25');
    expect(pageStatus()).toBe('Page 1 of 2');
  });

  it('sorts on the server on header click: ascending, descending, then none', async () => {
    const user = await renderWriters();
    expect(sortArrow('Name')).toBeNull();
    await user.click(headerLabel('Name'));
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('name:asc'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(headerLabel('Name'));
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('name:desc'));
    expect(sortArrow('Name')).toBe('desc');
    await waitFor(() => expect(columnTexts('name')[0]).toBe('Obinna Okeke 2'));
    await user.click(headerLabel('Name'));
    await waitFor(() => expect(lastListQuery().get('sort')).toBeNull());
    expect(sortArrow('Name')).toBeNull();
  });

  it('sorts by more than one column with Shift held', async () => {
    const user = await renderWriters();
    await user.click(headerLabel('Sex'));
    await user.keyboard('{Shift>}');
    await user.click(headerLabel('Name'));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('sex:asc,name:asc'));
    await waitFor(() => expect(columnTexts('sex').slice(0, 3)).toEqual(['F', 'F', 'F']));
  });

  it('sends the filters and the search (after a pause in typing), starting again at page 1', async () => {
    const user = await renderWriters();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pageStatus()).toBe('Page 2 of 4'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'F');
    await waitFor(() => expect(lastListQuery().get('sex')).toBe('F'));
    expect(lastListQuery().get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.type(screen.getByRole('searchbox'), 'OKAFOR');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('OKAFOR'));
    expect(lastListQuery().get('status')).toBe('Active');
    await waitFor(() => expect(columnTexts('name')).toEqual(['Adaeze Okafor', 'Adaeze Okafor 3']));
    expect(screen.getByText('2 writers match your search and filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListQuery().get('search')).toBeNull());
    expect(lastListQuery().get('sex')).toBeNull();
  });

  it('shows an empty state when nothing matches', async () => {
    const user = await renderWriters();
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(
      await screen.findByText('No writers match your search and filters.'),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    consoleError.mockImplementation(() => undefined);
    fake.fail('GET', '/admin/writers', 503, 'The database is not reachable right now.');
    const user = userEvent.setup();
    renderApp('/writers');
    expect(await screen.findByText('The database is not reachable right now.')).toBeInTheDocument();
    fake.heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('saves a status change and says so', async () => {
    const user = await renderWriters();
    const status = screen.getByRole('combobox', { name: 'Status for Adaeze Okafor' });
    await user.selectOptions(status, 'Inactive');
    expect(await screen.findByText('Saved: Adaeze Okafor now has status Inactive.')).toBeVisible();
    expect(fake.requestsTo('PATCH', '/admin/writers/1')[0]!.body).toEqual({ status: 'Inactive' });
    expect(screen.getByRole('combobox', { name: 'Status for Adaeze Okafor' })).toHaveValue(
      'Inactive',
    );
  });

  it('reverts a refused change and says why', async () => {
    consoleError.mockImplementation(() => undefined);
    fake.fail('PATCH', '/admin/writers/1', 400, 'Please choose one of the genres.');
    const user = await renderWriters();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Genre for Adaeze Okafor' }),
      'Faith',
    );
    expect(await screen.findByText('Not saved: Please choose one of the genres.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Genre for Adaeze Okafor' })).toHaveValue(
      'Tech & Innovation',
    );
  });

  it('Delete asks for confirmation: Cancel keeps the writer, Delete moves them out', async () => {
    const user = await renderWriters();
    await user.click(screen.getByRole('button', { name: 'Delete Babatunde Ojo' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Babatunde Ojo?' });
    expect(dialog).toHaveTextContent(/restored for the next 14 days/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.requestsTo('DELETE', '/admin/writers/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Babatunde Ojo' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' });
    // The destructive action is styled as one (not the green primary button).
    expect(confirm).toHaveClass('danger');
    await user.click(confirm);
    expect(
      await screen.findByText(
        'Babatunde Ojo was moved to Deleted Profiles. You can restore them there for 14 days.',
      ),
    ).toBeVisible();
    expect(fake.requestsTo('DELETE', '/admin/writers/2')).toHaveLength(1);
    await waitFor(() => expect(columnTexts('name')).not.toContain('Babatunde Ojo'));
  });

  it("'Reset' asks first, naming the writer: Cancel sends nothing, Send e-mail sends one", async () => {
    const user = await renderWriters();
    await user.click(screen.getByRole('button', { name: 'Reset password for Chiamaka Eze' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the password of Chiamaka Eze?' });
    expect(dialog).toHaveTextContent(
      'Chiamaka Eze will get an e-mail at chiamaka.eze@example.com with a link to choose a new password in the studio (their second factor stays).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.requestsTo('POST', '/admin/writers/3/password-reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset password for Chiamaka Eze' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Send e-mail' }),
    );
    expect(
      await screen.findByText('Password reset e-mail sent to chiamaka.eze@example.com.'),
    ).toBeVisible();
    expect(fake.requestsTo('POST', '/admin/writers/3/password-reset')).toHaveLength(1);
  });

  it('links each name to the writer profile by id', async () => {
    const user = await renderWriters();
    await user.click(screen.getByRole('link', { name: 'Chiamaka Eze' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '@chiamaka.eze' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/writers/3');
  });

  it('is one tab stop: controls in cells are reached with Enter, not Tab', async () => {
    const user = await renderWriters();
    const grid = screen.getByRole('grid');
    for (const control of grid.querySelectorAll('a, button, select'))
      expect(control).toHaveAttribute('tabindex', '-1');
    const cell = grid.querySelector<HTMLElement>(
      '.ag-row[row-index="0"] .ag-cell[col-id="status"]',
    )!;
    cell.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Status for Adaeze Okafor' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(cell).toHaveFocus();
  });
});
