import { screen, waitFor } from '@testing-library/react';
import { consultants } from '../data/consultants';
import { bodyRows, pageStatus } from '../testing/grid';
import { renderApp } from '../testing/renderApp';

describe('Consultants list', () => {
  it('has the consultants title, search, add link and the writers filters', async () => {
    renderApp('/consultants');
    await screen.findByRole('heading', { level: 1, name: 'Consultants' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByPlaceholderText('Search for Consultants')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add New Consultant/ })).toHaveAttribute(
      'href',
      '/addconsultant',
    );
    for (const name of ['Genre', 'Sex', 'Status']) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(pageStatus()).toBe(`Page 1 of ${Math.ceil(consultants.length / 10)}`);
  });

  it('shows names as plain text, not links', async () => {
    renderApp('/consultants');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = consultants[0]!;
    expect(screen.getByText(first.name)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `Genre for ${first.name}` })).toHaveValue(
      first.genre,
    );
  });
});
