import { screen, waitFor } from '@testing-library/react';
import { bodyRows, pageStatus } from '../testing/grid';
import { renderApp } from '../testing/renderApp';

describe('development data size switch on the writers list', () => {
  afterEach(() => {
    delete window.__thriveAdminGrid;
  });

  it('generates the requested number of rows on a loopback host', async () => {
    // jsdom's page is http://localhost/, a loopback host.
    renderApp('/writers?rows=2500');
    await screen.findByRole('heading', { level: 1, name: 'Writers' });
    await waitFor(() => expect(pageStatus()).toBe('Page 1 of 250'));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(/Development data: 2,500 writers generated/)).toBeInTheDocument();
    expect(window.__thriveAdminGrid).toBeDefined();
  });

  it('removes the bench hook when the list goes away', async () => {
    const { unmount } = renderApp('/writers?rows=50');
    await waitFor(() => expect(window.__thriveAdminGrid).toBeDefined());
    unmount();
    expect(window.__thriveAdminGrid).toBeUndefined();
  });

  it('shows the sample without the switch', async () => {
    renderApp('/writers');
    await waitFor(() => expect(pageStatus()).toBe('Page 1 of 4'));
    expect(screen.queryByText(/Development data/)).not.toBeInTheDocument();
    expect(window.__thriveAdminGrid).toBeUndefined();
  });
});
