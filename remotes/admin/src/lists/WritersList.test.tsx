import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writers } from '../data/writers';
import { bodyRows, columnTexts, header, headerLabel, pageStatus, sortArrow } from '../testing/grid';
import { location, renderApp } from '../testing/renderApp';

const byName = [...writers].map((w) => w.name).sort();
const sampleNames = writers.map((w) => w.name);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // AG Grid reports options that need an unregistered module as console errors.
  const gridErrors = consoleError.mock.calls.filter((args) => String(args[0]).includes('AG Grid'));
  expect(gridErrors).toEqual([]);
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

async function renderWriters() {
  const user = userEvent.setup();
  renderApp('/writers');
  await screen.findByRole('heading', { level: 1, name: 'Writers' });
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  return user;
}

describe('Writers list', () => {
  it('shows the title, search, Add New Writer link and filters', async () => {
    await renderWriters();
    expect(screen.getByPlaceholderText('Search for writers')).toHaveAccessibleName(
      'Search for writers',
    );
    expect(screen.getByRole('link', { name: /Add New Writer/ })).toHaveAttribute(
      'href',
      '/addwriter',
    );
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sex' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByText('31 writers')).toHaveAttribute('role', 'status');
  });

  it('has the spec columns in order', async () => {
    await renderWriters();
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
  });

  it("pages 31 writers as 4 pages of 10: 'Page X of Y', previous and next", async () => {
    const user = await renderWriters();
    expect(pageStatus()).toBe('Page 1 of 4');
    expect(columnTexts('name')).toEqual(sampleNames.slice(0, 10));
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(pageStatus()).toBe('Page 2 of 4');
    expect(columnTexts('name')).toEqual(sampleNames.slice(10, 20));
    await user.click(next);
    await user.click(next);
    expect(pageStatus()).toBe('Page 4 of 4');
    expect(columnTexts('name')).toEqual(sampleNames.slice(30));
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(pageStatus()).toBe('Page 3 of 4');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(pageStatus()).toBe('Page 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageStatus()).toBe('Page 4 of 4');
  });

  it("offers 'Show first' 10, 25, 50, 100 with 10 as the default", async () => {
    const user = await renderWriters();
    const size = screen.getByRole('combobox', { name: 'Show first' });
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(pageStatus()).toBe('Page 1 of 2');
    await user.selectOptions(size, '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(31));
    expect(pageStatus()).toBe('Page 1 of 1');
    await user.selectOptions(size, '100');
    expect(pageStatus()).toBe('Page 1 of 1');
    await user.selectOptions(size, '10');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(pageStatus()).toBe('Page 1 of 4');
  });

  it('sorts on header click: ascending, descending, then none, with an arrow', async () => {
    const user = await renderWriters();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show first' }), '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(31));
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(sortArrow('Name')).toBeNull();

    await user.click(headerLabel('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(sortArrow('Name')).toBe('asc');
    expect(columnTexts('name')).toEqual(byName);

    await user.click(headerLabel('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(sortArrow('Name')).toBe('desc');
    expect(columnTexts('name')).toEqual([...byName].reverse());

    await user.click(headerLabel('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(sortArrow('Name')).toBeNull();
    expect(columnTexts('name')).toEqual(sampleNames);
  });

  it('sorts by more than one column with Shift held', async () => {
    const user = await renderWriters();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show first' }), '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(31));
    await user.click(headerLabel('Sex'));
    await user.keyboard('{Shift>}');
    await user.click(headerLabel('Name'));
    await user.keyboard('{/Shift}');
    expect(header('Sex')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    const expected = [...writers]
      .sort((a, b) => a.gender.localeCompare(b.gender) || (a.name < b.name ? -1 : 1))
      .map((w) => w.name);
    expect(columnTexts('name')).toEqual(expected);

    // A plain click replaces the multi-sort with a single sort.
    await user.click(headerLabel('Email'));
    expect(header('Sex')).toHaveAttribute('aria-sort', 'none');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
  });

  it("Delete alerts 'Delete clicked for: ' and the name, and removes nothing", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = await renderWriters();
    const first = writers[0]!;
    await user.click(screen.getByRole('button', { name: `Delete ${first.name}` }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(`Delete clicked for: ${first.name}`);
    expect(columnTexts('name')).toContain(first.name);
    expect(screen.getByText('31 writers')).toBeInTheDocument();
  });

  it('Reset does nothing visible but is described and quietly announced', async () => {
    const user = await renderWriters();
    const reset = screen.getByRole('button', { name: `Reset password for ${writers[1]!.name}` });
    expect(reset).toHaveTextContent('Reset');
    expect(reset).toHaveAccessibleDescription('Password reset is not available yet.');
    await user.click(reset);
    expect(
      screen.getByText('Password reset is not available yet.', { selector: 'span[class]' }),
    ).toBeInTheDocument();
    expect(columnTexts('name')).toHaveLength(10);
    expect(location().pathname).toBe('/writers');
  });

  it('row dropdowns change only the local row, and filters see the change', async () => {
    const user = await renderWriters();
    const target = writers[2]!;
    const status = screen.getByRole('combobox', { name: `Status for ${target.name}` });
    expect(status).toHaveValue('Active');
    await user.selectOptions(status, 'Inactive');
    expect(screen.getByRole('combobox', { name: `Status for ${target.name}` })).toHaveValue(
      'Inactive',
    );
    const genre = screen.getByRole('combobox', { name: `Genre for ${target.name}` });
    const newGenre = target.genre === 'History' ? 'Faith' : 'History';
    await user.selectOptions(genre, newGenre);
    expect(screen.getByRole('combobox', { name: `Genre for ${target.name}` })).toHaveValue(
      newGenre,
    );
    // The sample data itself is untouched (no call, no persistence).
    expect(writers[2]).not.toHaveProperty('status');
    expect(writers[2]!.genre).toBe(target.genre);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(columnTexts('name')).toEqual([target.name]));
    expect(pageStatus()).toBe('Page 1 of 1');
    expect(screen.getByText('1 of 31 writers match')).toBeInTheDocument();
  });

  it('keeps the page when a row is edited and returns to page 1 when filters change', async () => {
    const user = await renderWriters();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageStatus()).toBe('Page 2 of 4');
    const onPage2 = writers[12]!;
    await user.selectOptions(
      screen.getByRole('combobox', { name: `Status for ${onPage2.name}` }),
      'Inactive',
    );
    expect(pageStatus()).toBe('Page 2 of 4');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'F');
    const women = writers.filter((w) => w.gender === 'F');
    await waitFor(() => expect(pageStatus()).toBe(`Page 1 of ${Math.ceil(women.length / 10)}`));
    expect(columnTexts('name')).toEqual(women.slice(0, 10).map((w) => w.name));
  });

  it('combines search and the dropdowns, and clears them', async () => {
    const user = await renderWriters();
    const target = writers[5]!;
    await user.type(screen.getByRole('searchbox'), target.name.toUpperCase());
    await waitFor(() => expect(columnTexts('name')).toEqual([target.name]));
    const otherGenre = target.genre === 'Career' ? 'Faith' : 'Career';
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), otherGenre);
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
    expect(screen.getByText('No writers match your search and filters.')).toBeInTheDocument();
    expect(screen.getByText('No rows')).toBeInTheDocument();
    expect(pageStatus()).toBe('Page 1 of 1');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('');
  });

  it('searches the S/N number column', async () => {
    const user = await renderWriters();
    await user.type(screen.getByRole('searchbox'), '31');
    await waitFor(() => expect(columnTexts('sn')).toContain('31'));
    for (const row of bodyRows()) {
      expect(row.textContent?.toLowerCase()).toContain('31');
    }
  });

  it('links each name to the writer profile, carrying the row', async () => {
    const user = await renderWriters();
    const target = writers[0]!;
    const link = screen.getByRole('link', { name: target.name });
    expect(link).toHaveAttribute('href', `/writers/${target._id}`);
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: `@${target.username}` }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(`/writers/${target._id}`);
    expect(location().state).toEqual({
      user: expect.objectContaining({ _id: target._id, status: 'Active', sn: 1 }),
    });
  });

  it('moves keyboard focus into a cell control with Enter and Tab', async () => {
    const user = await renderWriters();
    const target = writers[0]!;
    const nameCell = screen
      .getByRole('link', { name: target.name })
      .closest<HTMLElement>('.ag-cell')!;
    act(() => nameCell.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: target.name })).toHaveFocus();
    act(() => nameCell.focus());
    await user.tab();
    expect(screen.getByRole('link', { name: target.name })).toHaveFocus();
  });
});
