import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SettlePrerenderedCss } from './ShellApp';

/** The composed page: a chunk's stylesheet in <head>, the page's CSS just before #root. */
function composedPage() {
  document.head.innerHTML =
    '<style data-fonts></style><link rel="stylesheet" href="/assets/ui-kit.css">';
  const pageCss = document.createElement('style');
  pageCss.setAttribute('data-prerendered-css', 'marketing');
  document.body.prepend(pageCss);
  return pageCss;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SettlePrerenderedCss /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SettlePrerenderedCss', () => {
  it('leaves the page’s CSS after every stylesheet while the first page hydrates', () => {
    const pageCss = composedPage();
    renderAt('/');
    expect(pageCss.parentElement).toBe(document.body);
  });

  it('puts it before the stylesheets once the reader moves on, so the next page’s CSS wins', async () => {
    const pageCss = composedPage();
    const router = renderAt('/');
    await act(() => router.navigate('/about'));
    expect([...document.head.children].map((element) => element.outerHTML)).toEqual([
      '<style data-fonts=""></style>',
      pageCss.outerHTML,
      '<link rel="stylesheet" href="/assets/ui-kit.css">',
    ]);
  });
});
