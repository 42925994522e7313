// Test-only helpers: render the admin App (or one page) in a memory router at a given width.
import { act, configure, render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';
import { NoticeProvider } from '../common/notices';

// Lazy routes and AG Grid's first render can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Changes the width and fires the resize event the console listens to. */
export function resizeTo(width: number): void {
  setViewportWidth(width);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const probe: { location: ReturnType<typeof useLocation> | null } = { location: null };
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    probe.location = current;
  }, [current]);
  return null;
}

/** The router's current location in the last render. */
export function location() {
  if (!probe.location) throw new Error('Nothing rendered yet.');
  return probe.location;
}

export function renderApp(
  path: string,
  { state, width = 1440 }: { state?: unknown; width?: number } = {},
) {
  setViewportWidth(width);
  return render(
    <MemoryRouter
      initialEntries={[
        {
          pathname: path.split('?')[0]!,
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ]}
    >
      <LocationProbe />
      <App />
    </MemoryRouter>,
  );
}

/** One page on its own route, inside the notice provider the layout gives it. */
export function renderPage(
  element: ReactElement,
  { path = '/', route = '/', state }: { path?: string; route?: string; state?: unknown } = {},
) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <LocationProbe />
      <NoticeProvider>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </NoticeProvider>
    </MemoryRouter>,
  );
}
