import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import App from '../App';
import { FakeAdminApi } from '../testing/fakeAdminApi';
import { columnTexts, headerLabel, pageStatus, sortArrow } from '../testing/grid';
import { location, renderApp, setViewportWidth } from '../testing/renderApp';

jest.setTimeout(30_000);

let fake: FakeAdminApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeAdminApi().install();
});

const lastListQuery = () => fake.requestsTo('GET', '/admin/writers').at(-1)!.query;

describe("a list's view lives in the address bar", () => {
  it('opens a shared address on the same view: search, filter, sort, page and page size', async () => {
    renderApp('/writers?q=example&status=Active&sort=name:desc&page=2');
    await waitFor(() => expect(pageStatus()).toBe('Page 2 of 3'));
    const query = lastListQuery();
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      pageSize: '10',
      sort: 'name:desc',
      search: 'example',
      status: 'Active',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('example');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    expect(sortArrow('Name')).toBe('desc');
    await waitFor(() => expect(columnTexts('name')).toHaveLength(10));
    // Only the asked-for page was fetched, not page 1 first.
    expect(fake.requestsTo('GET', '/admin/writers').map((r) => r.query.get('page'))).toEqual(['2']);
  });

  it('writes each change there; Back returns to the previous view', async () => {
    setViewportWidth(1440);
    const router = createMemoryRouter([{ path: '*', element: <App /> }], {
      initialEntries: ['/writers'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await waitFor(() => expect(columnTexts('name')[0]).toBe('Adaeze Okafor'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'F');
    await waitFor(() => expect(router.state.location.search).toBe('?sex=F'));
    await waitFor(() => expect(lastListQuery().get('sex')).toBe('F'));
    await user.click(headerLabel('Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sex=F&sort=name%3Aasc'));
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('name:asc'));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(pageStatus()).toBe('Page 2 of 2'));
    expect(router.state.location.search).toBe('?sex=F&sort=name%3Aasc&page=2');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(pageStatus()).toBe('Page 1 of 2'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(sortArrow('Name')).toBeNull());
    await waitFor(() => expect(lastListQuery().get('sort')).toBeNull());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sex' })).toHaveValue(''));
    await waitFor(() => expect(lastListQuery().get('sex')).toBeNull());
  });

  it('keeps typing out of history: the settled search replaces the entry, at page 1', async () => {
    setViewportWidth(1440);
    const router = createMemoryRouter([{ path: '*', element: <App /> }], {
      initialEntries: ['/', '/writers?page=3'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await waitFor(() => expect(pageStatus()).toBe('Page 3 of 4'));
    await user.type(screen.getByRole('searchbox'), 'okafor');
    await waitFor(() => expect(router.state.location.search).toBe('?q=okafor'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(columnTexts('name')).toEqual(['Adaeze Okafor', 'Adaeze Okafor 2', 'Adaeze Okafor 3']),
    );
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('an address past the last page shows the last page', async () => {
    renderApp('/writers?page=9&perPage=25');
    await waitFor(() => expect(location().search).toBe('?page=2&perPage=25'));
    await waitFor(() => expect(columnTexts('sn')).toEqual(['26', '27', '28', '29', '30', '31']));
    expect(pageStatus()).toBe('Page 2 of 2');
    expect(screen.getByRole('combobox', { name: 'Show first' })).toHaveValue('25');
  });
});
