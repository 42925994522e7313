import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from './ShellApp';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('leaves the reader where they scrolled when the page first renders (hydration)', () => {
    renderAt('/ask');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top, but keeps an in-page anchor where it points', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/help'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockReset();
    await act(() => router.navigate('/#faq'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
