import { screen, waitFor } from '@testing-library/react';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { columnTexts } from '../testing/grid';
import { renderApp } from '../testing/renderApp';

// Renders the console, AG Grid and API round trips: slow on a busy machine (as WritersList).
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  new FakeAdminApi({ consultants: 12 }).install();
});

describe('Consultants list', () => {
  it('has the writers filters and columns, an Add New Consultant link and plain-text names', async () => {
    renderApp('/consultants');
    await screen.findByRole('heading', { level: 1, name: 'Consultants' });
    await waitFor(() => expect(columnTexts('name')).toHaveLength(10));
    expect(screen.getByPlaceholderText('Search for Consultants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add New Consultant/ })).toHaveAttribute(
      'href',
      '/addconsultant',
    );
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: columnTexts('name')[0]! })).not.toBeInTheDocument();
    expect(screen.getByText('12 consultants')).toBeInTheDocument();
  });
});
